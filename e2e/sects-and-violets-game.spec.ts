import { expect as baseExpect, test, type Browser, type Page } from "./test";
import { command, screenshotBoth } from "./helpers";
import { SV_CAST, troubleBrewingGame } from "./trouble-brewing";
import { dayCommand, openStep, seatLink } from "./clocktower-day";

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 30_000 });

test("a Sects & Violets game: the Witch's curse kills its nominator, the Juggler guesses, the Snake Charmer takes the Demon and the Pit-Hag makes an Oracle; each link learns only its own", async ({
  page,
  browser,
  baseURL,
}) => {
  // Set-up by the API: the fixture data, the script, ten seats dealt by hand, nominations open at once.
  const game = await troubleBrewingGame(page.request, baseURL!, {
    title: "Violets #1",
    script: "sects-and-violets-ids.json",
    cast: SV_CAST,
    bluffs: ["oracle", "savant", "sage"],
  });
  const { seatOf } = game;
  await command(page.request, game.id, { type: "clocktower.setSettings", discussionHours: 0 });
  // One browser context per player link: nothing one link learns can reach another.
  const links: Record<string, Page> = {};
  for (const name of ["Ben", "Cat", "Dan", "Gus", "Hal", "Jo"]) {
    const url = await seatLink(page.request, game, name);
    const player = await (await browser.newContext()).newPage();
    await player.goto(url);
    links[name] = player;
  }
  const reload = async (name: string) => {
    await links[name]!.reload();
    return links[name]!;
  };
  await command(page.request, game.id, { type: "clocktower.startNight" });

  // Night 1, on the night sheet: the Witch curses Ben.
  await page.goto(`/games/${game.id}`);
  const onCircle = (name: string) => page.getByTestId("gr-circle").locator(`[data-seat="${name}"]`);
  const witch = await openStep(page, `witch@${seatOf("Hal")}`);
  await witch.getByRole("radio", { name: "Ben", exact: true }).check();
  await witch.getByRole("button", { name: "Save, not done" }).click();
  await expect(witch.getByTestId("step-effects")).toContainText(
    "Ben is cursed until dusk (the Witch's choice): if they nominate tomorrow, they die.",
  );
  await witch.getByRole("button", { name: "Record, apply effects and mark done" }).click();
  await expect(onCircle("Ben")).toContainText("Cursed");
  await command(page.request, game.id, { type: "clocktower.startDay" }, true);

  // Day 1: Ben is not told of the curse.
  const ben = await reload("Ben");
  await expect(ben.getByTestId("own-character")).toHaveText("Dreamer");
  await expect(ben.locator("body")).not.toContainText(/Cursed|cursed/);

  // The Juggler guesses from their link: Jo the No Dashii and Hal the Witch (right), Ann the Dreamer (wrong).
  const gus = await reload("Gus");
  const guesses = gus.getByTestId("juggler-guesses");
  for (const [i, who, what] of [
    [1, "Jo", "No Dashii"],
    [2, "Hal", "Witch"],
    [3, "Ann", "Dreamer"],
  ] as const) {
    await guesses.getByLabel(`Guess ${i}: player`).selectOption({ label: who });
    await guesses.getByLabel(`Guess ${i}: character`).selectOption({ label: what });
  }
  await guesses.getByRole("button", { name: "Send my guesses" }).click();
  await expect(gus.getByTestId("juggler-guessed")).toHaveText(
    "You guessed: Jo the No Dashii, Hal the Witch, Ann the Dreamer.",
  );

  // The storyteller enters Ben's nomination of Ann: the cursed nominator dies with it.
  await page.goto(`/games/${game.id}`);
  await page.getByLabel("Nominator").selectOption({ label: "Ben" });
  await page.getByLabel("Nominee", { exact: true }).selectOption({ label: "Ann" });
  await page.getByRole("button", { name: "Nominate", exact: true }).click();
  await expect(onCircle("Ben")).toHaveAttribute("data-alive", "false");
  await expect(onCircle("Ann")).toHaveAttribute("data-alive", "true");

  // The town square: Ben died today; nothing of the curse or of who anyone is.
  await expectTown(browser, game, [["Ben", "D1"]]);
  await dayCommand(page.request, game, { type: "day.resolve" }, true);
  await command(page.request, game.id, { type: "clocktower.startNight" }, true);

  // Night 2, on the night sheet: the Snake Charmer chooses the Demon, and they swap.
  await page.goto(`/games/${game.id}`);
  const charmer = await openStep(page, `snakecharmer@${seatOf("Cat")}`);
  await charmer.getByRole("radio", { name: "Jo", exact: true }).check();
  await charmer.getByRole("button", { name: "Save, not done" }).click();
  const swap = charmer.getByTestId("step-effects");
  await expect(swap).toContainText("Cat (Snake Charmer) chose the Demon: they become the No Dashii.");
  await expect(swap).toContainText("Jo, the old Demon, is poisoned for the rest of the game.");
  await charmer.getByRole("button", { name: "Record, apply effects and mark done" }).click();
  await expect(onCircle("Cat")).toContainText("No Dashii");
  await expect(onCircle("Jo")).toContainText("Snake Charmer");

  // The Pit-Hag turns Dan into the Oracle, a character not in play.
  const hag = await openStep(page, `pithag@${seatOf("Ivy")}`);
  await hag.getByRole("radio", { name: "Dan", exact: true }).check();
  await hag.getByLabel("Character").selectOption({ label: "Oracle" });
  await hag.getByRole("button", { name: "Save, not done" }).click();
  await expect(hag.getByTestId("step-effects")).toContainText("Dan becomes the Oracle (the Pit-Hag's choice).");
  await hag.getByRole("button", { name: "Record, apply effects and mark done" }).click();
  await expect(onCircle("Dan")).toContainText("Oracle");

  // The Demon's kill (its row stays Jo's, the Demon at dusk; the new Demon, Cat, made it): Eve.
  await command(page.request, game.id, {
    type: "clocktower.recordStep",
    night: 2,
    stepId: "nodashii",
    seatId: seatOf("Jo"),
    choice: { seats: [seatOf("Eve")] },
    done: true,
  });
  // The Juggler's count, proposed from the guesses against the characters at dusk: recorded as told.
  const juggler = await openStep(page, `juggler@${seatOf("Gus")}`);
  await expect(juggler.getByRole("textbox", { name: "What the player was told" })).toHaveValue(
    "2 of your guesses were correct.",
  );
  await juggler.getByRole("button", { name: "Record and mark done" }).click();
  await expect(juggler).toHaveAttribute("data-done", "true");

  // The dawn proposes Eve's death by the No Dashii; confirmed, Day 2 begins.
  const dawn = page.getByTestId("ct-dawn");
  await expect(dawn.getByTestId("dawn-announcement")).toHaveText("Eve died in the night.");
  await dawn.getByRole("button", { name: "Confirm dawn: start Day 2" }).click();
  await expect(page.getByTestId("ct-phase").locator("h2")).toContainText("Day 2");
  await expect(onCircle("Eve")).toHaveAttribute("data-alive", "false");

  // Day 2: each changed player reads it on their own link, and only there.
  const told: Array<[string, string, string]> = [
    ["Cat", "No Dashii", "You are now the No Dashii (evil)."],
    ["Jo", "Snake Charmer", "You are now the Snake Charmer (good)."],
    ["Dan", "Oracle", "You are now the Oracle."],
  ];
  for (const [name, character, change] of told) {
    const link = await reload(name);
    await expect(link.getByTestId("own-character")).toHaveText(character);
    await expect(link.getByTestId("own-changes")).toContainText(change);
    for (const [other, , theirs] of told)
      if (other !== name) await expect(link.locator("body")).not.toContainText(theirs);
  }
  // The Juggler learns their count, and nothing of the swap.
  await reload("Gus");
  await expect(gus.getByTestId("own-ledger")).toContainText("2 of your guesses were correct.");
  await expect(gus.getByTestId("own-changes")).toHaveCount(0);
  await expect(gus.locator("body")).not.toContainText("You are now");
  // The Witch still knows the evil team as it was dealt: Jo the Demon, not Cat.
  const hal = await reload("Hal");
  await expect(hal.getByTestId("own-character")).toHaveText("Witch");
  await expect(hal.getByTestId("own-changes")).toHaveCount(0);
  await expect(hal.locator("body")).toContainText("Jo: Demon");
  await expect(hal.locator("body")).not.toContainText("Cat: Demon");
  await expect(hal.locator("body")).not.toContainText("You are now");
  // The Snake Charmer was told whom they charmed; nobody else was.
  await expect(links.Cat!.getByTestId("own-ledger")).toContainText("Jo is the Demon (No Dashii)");
  for (const name of ["Gus", "Hal", "Dan"])
    await expect(links[name]!.locator("body")).not.toContainText("Jo is the Demon");
  // The new Demon is not told who the Minions are.
  await expect(links.Cat!.locator("body")).not.toContainText(/Hal: Minion|Ivy: Minion/);
  // A reader in UTC sees each deadline once, and the sentence's full stop follows it ("… 05:08 UTC.").
  await expect(links.Cat!.locator("body")).toContainText("Voting closes at", { useInnerText: true });
  await expect(links.Cat!.locator("body")).not.toContainText("UTC .", { useInnerText: true });
  await screenshotBoth(links.Cat!, "sects-and-violets-now-the-demon");

  // The town square: Ben and Eve dead, no character change and no curse.
  await expectTown(browser, game, [
    ["Ben", "D1"],
    ["Eve", "N2"],
  ]);
  for (const p of Object.values(links)) await p.context().close();
});

/** The town square in a fresh context: the dead shown as dead, and nothing hidden in its page or its JSON. */
async function expectTown(browser: Browser, game: { slug: string; publicUrl: string }, dead: Array<[string, string]>) {
  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.goto(game.publicUrl);
  const graveyard = town.getByTestId("town-graveyard");
  for (const [name, when] of dead) await expect(graveyard).toContainText(new RegExp(`${name}\\W+Died ${when}`));
  await expect(town.getByTestId("town-seats")).not.toContainText(/Witch|Snake Charmer|No Dashii|Pit-Hag|Oracle|Cursed/);
  const json = await (await visitor.request.get(`/api/town/${game.slug}`)).text();
  const html = await town.content();
  for (const text of [json, html])
    for (const secret of ['"characterId"', "You are now", "is cursed", "becomes the", "chose the Demon", '"Cursed"'])
      expect(text, secret).not.toContain(secret);
  await visitor.close();
}
