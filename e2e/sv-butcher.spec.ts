import { expect as baseExpect, test } from "./test";
import { command, screenshotBoth } from "./helpers";
import { SV_CAST, troubleBrewingGame } from "./trouble-brewing";

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

test("the Butcher nominates again after the day's execution: a second vote and a second execution on the storyteller's day screen", async ({
  page,
  baseURL,
}) => {
  const game = await troubleBrewingGame(page.request, baseURL!, {
    title: "Violets butcher",
    script: "sects-and-violets-ids.json",
    extraIds: ["butcher"],
    cast: SV_CAST,
    bluffs: ["oracle", "savant", "sage"],
  });
  // Kim joins as the Butcher after the deal, as a traveller does.
  await command(page.request, game.id, { type: "seat.add", name: "Kim" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id;
  await command(
    page.request,
    game.id,
    { type: "clocktower.addTraveller", seatId: seatOf("Kim"), characterId: "butcher", alignment: "good" },
    true,
  );
  await command(page.request, game.id, { type: "clocktower.setSettings", discussionHours: 0 });
  await command(page.request, game.id, { type: "clocktower.startNight" });
  await command(page.request, game.id, { type: "clocktower.startDay" }, true);
  const day = (cmd: Record<string, unknown>) =>
    command(page.request, game.id, { type: "clocktower.day", command: cmd }, true);
  // The day's first vote, as posted in the thread: Hal is executed.
  await day({ type: "day.nominate", nominator: seatOf("Ann"), nominee: seatOf("Hal") });
  for (const v of ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"])
    await day({ type: "day.vote", voter: seatOf(v), nominee: seatOf("Hal") });
  await day({ type: "day.resolve" });

  await page.goto(`/games/${game.id}`);
  const second = page.getByTestId("day-second-nomination");
  await expect(second).toContainText("Kim may nominate again, for a second vote today.");
  await screenshotBoth(page, "sv-butcher-nominate-again");
  await second.getByLabel("Nominee").selectOption({ label: "Ivy" });
  await second.getByRole("button", { name: "Nominate again" }).click();
  await expect(page.getByTestId("day-nomination")).toHaveCount(1);
  await expect(page.getByTestId("day-nomination")).toContainText("Ivy nominated by Kim");
  // Hal is dead: nine living players, five to execute; the first result stays on the screen.
  await expect(page.getByTestId("day-majority")).toHaveText("With 9 alive, it takes 5 to execute.");
  await expect(page.getByTestId("day-earlier-results")).toContainText("Hal is executed");
  for (const v of ["Ann", "Ben", "Cat", "Dan", "Eve"])
    await day({ type: "day.vote", voter: seatOf(v), nominee: seatOf("Ivy") });
  await page.getByRole("button", { name: "Resolve Day 1", exact: true }).first().click();
  await expect(page.getByTestId("day-result-summary")).toContainText("Ivy is executed");
  await expect(page.getByTestId("day-earlier-results")).toContainText("Hal is executed");
  // No third: the second nomination is gone.
  await expect(page.getByTestId("day-second-nomination")).toHaveCount(0);

  // The day as the API gives it keeps both executions.
  const body = await (await page.request.get(`/api/games/${game.id}`)).json();
  const pub = body.game.view.rules as { day: { earlier: Array<{ executed: string }>; result: { executed: string } } };
  expect(pub.day.earlier.map((e) => e.executed)).toEqual([seatOf("Hal")]);
  expect(pub.day.result.executed).toBe(seatOf("Ivy"));
});
