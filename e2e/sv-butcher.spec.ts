import { expect as baseExpect, test } from "./test";
import { command, createGameByApi, screenshotBoth, signInOwner } from "./helpers";
import { readFixture, SV_CAST } from "./trouble-brewing";

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

// Seat by seat: our Sects & Violets-shaped script's ten players (with the Butcher joining), dealt by hand.
const CAST = SV_CAST;

test("the Butcher nominates again after the day's execution: a second vote and a second execution on the storyteller's day screen", async ({
  page,
  baseURL,
}) => {
  await signInOwner(page.request, baseURL!);
  const stored = await page.request.put("/api/characters/official", {
    data: {
      roles: readFixture("official/roles.json"),
      nightsheet: readFixture("official/nightsheet.json"),
      jinxes: readFixture("official/jinxes.json"),
    },
  });
  expect(stored.ok(), await stored.text()).toBeTruthy();
  const ids = readFixture("sects-and-violets-ids.json") as unknown[];
  const imported = await page.request.post("/api/scripts", { data: { json: [...ids, "butcher"] } });
  expect(imported.status(), await imported.text()).toBe(201);
  const game = await createGameByApi(page.request, "Violets butcher", "clocktower");
  for (const [name] of CAST) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "seat.add", name: "Kim" });
  await command(page.request, game.id, { type: "game.publish" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id;
  await command(page.request, game.id, { type: "clocktower.setScript", script: (await imported.json()).script.script });
  await command(
    page.request,
    game.id,
    {
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(CAST.map(([n, c]) => [seatOf(n), c])),
      bluffs: ["oracle", "savant", "sage"],
    },
    true,
  );
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
