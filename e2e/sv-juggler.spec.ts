import { expect as baseExpect, test } from "./test";
import { command } from "./helpers";
import { SV_CAST, troubleBrewingGame } from "./trouble-brewing";
import { seatLink } from "./clocktower-day";

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

test("the Juggler guesses from their link on Day 1; that night the storyteller is proposed the count, the link told nothing more", async ({
  page,
  browser,
  baseURL,
}) => {
  const game = await troubleBrewingGame(page.request, baseURL!, {
    title: "Violets juggle",
    script: "sects-and-violets-ids.json",
    cast: SV_CAST,
    bluffs: ["oracle", "savant", "sage"],
  });
  const { seatOf } = game;
  // A Sects & Violets-shaped script on our fixture data, dealt by hand; Gus is the Juggler.
  const gusUrl = await seatLink(page.request, game, "Gus");
  const annUrl = await seatLink(page.request, game, "Ann");
  await command(page.request, game.id, { type: "clocktower.startNight" });
  await command(page.request, game.id, { type: "clocktower.startDay" }, true);

  // Day 1: the Juggler's link offers the guesses; another player's does not.
  const gus = await (await browser.newContext()).newPage();
  await gus.goto(gusUrl);
  const form = gus.getByTestId("juggler-guesses");
  await expect(form.getByRole("heading")).toHaveText("Your guesses");
  await form.getByLabel("Guess 1: player").selectOption({ label: "Jo" });
  await form.getByLabel("Guess 1: character").selectOption({ label: "No Dashii" });
  await form.getByLabel("Guess 2: player").selectOption({ label: "Hal" });
  await form.getByLabel("Guess 2: character").selectOption({ label: "Witch" });
  await form.getByLabel("Guess 4: player").selectOption({ label: "Ann" });
  await form.getByLabel("Guess 4: character").selectOption({ label: "Dreamer" });
  await form.getByRole("button", { name: "Send my guesses" }).click();
  await expect(gus.getByTestId("juggler-guessed")).toHaveText(
    "You guessed: Jo the No Dashii, Hal the Witch, Ann the Dreamer.",
  );
  const ann = await (await browser.newContext()).newPage();
  await ann.goto(annUrl);
  await expect(ann.getByTestId("own-character")).toHaveText("Clockmaker");
  await expect(ann.getByTestId("juggler-guesses")).toHaveCount(0);

  // Night 2: the Juggler's step proposes 2 right, with each guess's why, for the storyteller only.
  await command(page.request, game.id, { type: "clocktower.startNight" }, true);
  const rules = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.rules;
  const step = rules.nightSheet.steps.find((s: { key: string }) => s.key === `juggler@${seatOf("Gus")}`);
  expect(JSON.stringify(step.suggestedTold)).toContain("2 of your guesses were correct.");
  expect(JSON.stringify(step.because)).toContain("Wrong: Ann is not the Dreamer.");
  await gus.goto(gusUrl);
  await expect(gus.getByTestId("juggler-guesses")).toContainText("You guessed:");
  await expect(gus.locator("body")).not.toContainText("Wrong:");
  await expect(gus.locator("body")).not.toContainText("No Dashii voted");
});
