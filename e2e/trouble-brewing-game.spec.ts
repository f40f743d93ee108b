import { expect as baseExpect, test } from "./test";
import { command, screenshotBoth } from "./helpers";
import { troubleBrewingGame } from "./trouble-brewing";
import { dayCommand } from "./clocktower-day";

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

// Trouble Brewing on our fixture data: Finn the Virgin, Hana the Spy, Ivo the Scarlet Woman, Juno the Imp.
const CAST: Array<[string, string]> = [
  ["Ada", "washerwoman"],
  ["Bram", "librarian"],
  ["Cleo", "chef"],
  ["Dov", "empath"],
  ["Esme", "fortuneteller"],
  ["Finn", "virgin"],
  ["Gus", "drunk"],
  ["Hana", "spy"],
  ["Ivo", "scarletwoman"],
  ["Juno", "imp"],
];

test("a Trouble Brewing day and night: the Virgin's nominator executed at once, the Imp's self-kill passes to the Scarlet Woman", async ({
  page,
  browser,
  baseURL,
}) => {
  // The owner loads our fixture data; the Script Tool's ids resolve against it.
  const game = await troubleBrewingGame(page.request, baseURL!, {
    title: "Brewing #2",
    cast: CAST,
    bluffs: ["mayor", "soldier", "monk"],
    drunk: "investigator",
    redHerring: "Cleo",
  });
  const { seats, seatOf } = game;
  await command(page.request, game.id, { type: "clocktower.setSettings", discussionHours: 0 });
  await command(page.request, game.id, { type: "clocktower.startNight" });
  await command(page.request, game.id, { type: "clocktower.startDay" }, true);

  // Day 1: Ada, a Townsfolk, nominates the Virgin: the app proposes Ada's execution at once.
  const day = { id: game.id, slug: game.slug, seats, seatOf };
  await dayCommand(page.request, day, { type: "day.nominate", nominator: seatOf("Ada"), nominee: seatOf("Finn") });
  await page.goto(`/games/${game.id}`);
  // The Drunk's token says whom they believe they are.
  await expect(page.locator('[data-testid="gr-seat"][data-seat="Gus"]')).toContainText("thinks Investigator");
  await expect(
    page.getByText("Ada is executed at once. Resolve the day with Ada executed at once.").first(),
  ).toBeVisible();
  // Esme, not the Slayer, claims it and shoots Juno from the day-time abilities: the rules say nothing happens.
  const shot = page.getByTestId("slayer-shot");
  await shot.getByLabel("Shoots, claiming Slayer").selectOption({ label: "Esme" });
  await shot.getByLabel("At", { exact: true }).selectOption({ label: "Juno" });
  await shot.getByRole("button", { name: "Record the shot" }).click();
  await expect(shot).toContainText("Esme shoots Juno as the Slayer: nothing happens.");
  await expect(page.locator('[data-testid="gr-seat"][data-seat="Juno"]')).toHaveAttribute("data-alive", "true");
  await page.getByLabel("Executed at once by an ability (the Virgin’s nominator)").selectOption({ label: "Ada" });
  await page.getByRole("button", { name: "Resolve Day 1" }).last().click();
  await expect(page.locator('[data-testid="gr-seat"][data-seat="Ada"]')).toHaveAttribute("data-alive", "false");

  // Night 2: the Imp chooses themselves; the dawn proposes Juno's death and Ivo, the Scarlet Woman, as the Imp.
  await command(page.request, game.id, { type: "clocktower.startNight" }, true);
  await command(
    page.request,
    game.id,
    {
      type: "clocktower.recordStep",
      night: 2,
      stepId: "imp",
      seatId: seatOf("Juno"),
      choice: { seats: [seatOf("Juno")] },
      done: true,
    },
    true,
  );
  await page.goto(`/games/${game.id}`);
  const dawn = page.getByTestId("ct-dawn");
  await expect(dawn).toContainText("Juno");
  await expect(dawn).toContainText("Ivo becomes the Imp");
  await screenshotBoth(page, "trouble-brewing-dawn-succession");
  await dawn.getByRole("button", { name: /Confirm dawn/ }).click();
  await expect(page.locator('[data-testid="gr-seat"][data-seat="Juno"]')).toHaveAttribute("data-alive", "false");
  await expect(page.locator('[data-testid="gr-seat"][data-seat="Ivo"]')).toContainText("Imp");

  // The town square: Ada and Juno dead, nothing of who anyone is.
  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.goto(game.publicUrl);
  await expect(town.getByTestId("town-seats")).toContainText("Juno");
  await expect(town.getByTestId("town-seats")).not.toContainText(/Imp|Scarlet|Virgin|Spy/);
  const json = await (await visitor.request.get(`/api/town/${game.slug}`)).text();
  const html = await town.content();
  for (const text of [json, html]) {
    // The script's sheet names every character; nothing ties one to a seat.
    for (const secret of ["Red Herring", '"characterId"', "becomes the", "Drunk ("])
      expect(text, secret).not.toContain(secret);
  }
  await visitor.close();
});
