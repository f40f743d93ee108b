import { expect as baseExpect, test, type APIRequestContext } from "./test";
import { command, screenshotBoth, signUpByApi } from "./helpers";
import { dealtClocktower, openStep } from "./clocktower-day";

test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 30_000 });

const CAST: Array<[string, string]> = [
  ["Eggyolk", "sailor"],
  ["Dolby", "chambermaid"],
  ["Kiiruma", "exorcist"],
  ["Whysper", "innkeeper"],
  ["Nightingale", "grandmother"],
  ["Moth", "tinker"],
  ["Quill", "goon"],
  ["Sorrel", "devilsadvocate"],
  ["Tamsin", "po"],
];

async function modRules(request: APIRequestContext, gameId: string) {
  return (await (await request.get(`/api/games/${gameId}`)).json()).game.view.rules;
}

test("a step's effects applied from the night sheet appear on the seat circle and go when they end", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await dealtClocktower(page.request, {
    title: "Bad Moon effects",
    cast: CAST,
    bluffs: ["gambler", "gossip", "professor"],
  });
  const { seatOf } = game;
  await command(page.request, game.id, { type: "clocktower.startNight" });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/games/${game.id}`);
  const circle = page.getByTestId("gr-circle");
  // A seat on the circle: its token and the reminders laid beside it.
  const onCircle = (name: string) => circle.locator(`[data-seat="${name}"]`);
  const card = (name: string) => page.getByTestId("ct-grimoire").locator(`[data-seat="${name}"]`);

  // The Sailor chooses Dolby: one player, an alive one. Saved, the sheet proposes who is drunk.
  const sailor = await openStep(page, `sailor@${seatOf("Eggyolk")}`);
  await expect(sailor.getByRole("checkbox", { name: "Dolby" })).toHaveCount(0);
  await sailor.getByRole("radio", { name: "Dolby", exact: true }).check();
  await sailor.getByRole("button", { name: "Save, not done" }).click();
  const effects = sailor.getByTestId("step-effects");
  await expect(effects).toContainText("Dolby is drunk until dusk (the Sailor chose Dolby");
  await expect(effects.getByRole("radio", { name: /^Dolby is drunk/ })).toBeChecked();
  await effects.getByRole("button", { name: "Apply effects" }).click();
  await expect(effects.getByTestId("effects-applied")).toContainText("Applied: 1 change");
  await expect(onCircle("Dolby")).toContainText("Drunk");
  await sailor.screenshot({ path: "test-results/screenshots/night-step-effects.png" });
  await expect(card("Dolby").getByRole("list", { name: "Reminders on Dolby" })).toContainText("Drunk");

  // Day 1: still drunk ("until dusk"); Night 2 begins: gone from the circle.
  await page.getByRole("button", { name: "Start Day 1 without deaths" }).click();
  await expect(page.getByTestId("ct-phase").locator("h2")).toContainText("Day 1");
  await expect(onCircle("Dolby")).toContainText("Drunk");
  await page.getByRole("button", { name: "Start Night 2" }).click();
  await expect(page.getByTestId("ct-phase").locator("h2")).toContainText("Night 2");
  await expect(onCircle("Dolby")).not.toContainText("Drunk");

  // The Sailor's player chose Moth on their link: the effects of that choice are on the sheet before
  // anything is recorded, and one click records the step, applies them and opens the next step.
  await command(page.request, game.id, {
    type: "clocktower.submitNightAction",
    seatId: seatOf("Eggyolk"),
    choice: { seats: [seatOf("Moth")] },
  });
  const sailor2 = page.locator(`[data-testid="night-step"][data-step="sailor@${seatOf("Eggyolk")}"]`);
  await expect(sailor2.getByTestId("step-effects")).toContainText("Moth is drunk until dusk");
  await sailor2.getByRole("button", { name: "Record, apply effects and mark done" }).click();
  await expect(onCircle("Moth")).toContainText("Drunk");
  await expect(sailor2).toHaveAttribute("data-done", "true");
  await expect(
    page.locator(`[data-testid="night-step"][data-step="innkeeper@${seatOf("Whysper")}"] > button`),
  ).toHaveAttribute("aria-expanded", "true");

  // The Innkeeper protects two: both Safe until dawn, one of them drunk until dusk. (Not the Goon: its
  // first chooser would be drunk at once and protect nobody, issue 24.)
  const inn = await openStep(page, `innkeeper@${seatOf("Whysper")}`);
  await inn.getByRole("checkbox", { name: "Moth", exact: true }).check();
  await inn.getByRole("checkbox", { name: "Kiiruma", exact: true }).check();
  await inn.getByRole("button", { name: "Save, not done" }).click();
  const innEffects = inn.getByTestId("step-effects");
  await expect(innEffects).toContainText("Moth can't die tonight (Safe until dawn).");
  await innEffects.getByRole("radio", { name: "Kiiruma is the one drunk until dusk." }).check();
  await innEffects.getByRole("button", { name: "Apply effects" }).click();
  await expect(onCircle("Moth")).toContainText("Safe");
  await expect(onCircle("Kiiruma").getByRole("list", { name: "Reminders on Kiiruma" })).toContainText("Safe");
  await expect(onCircle("Kiiruma").getByRole("list", { name: "Reminders on Kiiruma" })).toContainText("Drunk");

  // The Po's kill on a Safe player: the dawn proposes no death, and says why.
  await command(page.request, game.id, {
    type: "clocktower.recordStep",
    night: 2,
    stepId: "po",
    seatId: seatOf("Tamsin"),
    choice: { seats: [seatOf("Moth")] },
    done: true,
  });
  const dawn = page.getByTestId("ct-dawn");
  await expect(dawn).toContainText("Does not die: Moth is marked Safe (Innkeeper): they can't die tonight.");
  await expect(dawn.getByTestId("dawn-announcement")).toHaveText("Nobody died in the night.");
  await dawn.screenshot({ path: "test-results/screenshots/night-dawn-proposed.png" });
  const innKey = `innkeeper@${seatOf("Whysper")}`;
  const innStepOf = (rules: { nightSheet: { steps: Array<{ key: string; warnings: string[] }> } }) =>
    rules.nightSheet.steps.find((s) => s.key === innKey)!;
  const innBefore = innStepOf(await modRules(page.request, game.id));
  await dawn.getByRole("button", { name: "Confirm dawn: start Day 2" }).click();
  await expect(page.getByTestId("ct-phase").locator("h2")).toContainText("Day 2");
  // Dawn takes Safe away; Kiiruma stays drunk until dusk.
  await expect(onCircle("Moth")).not.toContainText("Safe");
  await expect(onCircle("Kiiruma")).toContainText("Drunk");
  await expect(onCircle("Kiiruma")).not.toContainText("Safe");
  expect((await modRules(page.request, game.id)).seats.find((s: { name: string }) => s.name === "Moth").alive).toBe(
    true,
  );
  // Day 2: the Innkeeper is poisoned now; Night 2's sheet still reads the grimoire as it stood that night.
  await command(page.request, game.id, {
    type: "clocktower.placeReminder",
    seatId: seatOf("Whysper"),
    token: { characterId: null, text: "Poisoned" },
  });
  await expect(onCircle("Whysper")).toContainText("Poisoned");
  const after = await modRules(page.request, game.id);
  expect(after.nightSheet.night).toBe(2);
  expect(innStepOf(after).warnings.join(" ")).not.toContain("Poisoned");
  expect(innStepOf(after)).toEqual(innBefore);
});

test("the Fiddler's vote, the Matron's seat swaps and the dead Moonchild's claim on the storyteller's screen and the town square", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const cast: Array<[string, string]> = CAST.map(([n, c]) => [n, n === "Moth" ? "moonchild" : c]);
  const game = await dealtClocktower(page.request, {
    title: "Bad Moon fabled",
    cast,
    bluffs: ["gambler", "gossip", "professor"],
    publish: true,
  });
  const { seatOf } = game;
  await command(page.request, game.id, { type: "seat.add", name: "Mira" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const mira = seats.find((s) => s.name === "Mira")!.id;
  await command(
    page.request,
    game.id,
    { type: "clocktower.addTraveller", seatId: mira, characterId: "matron", alignment: "good" },
    true,
  );
  await command(page.request, game.id, { type: "clocktower.setFabled", characterIds: ["fiddler"] });
  await command(page.request, game.id, { type: "clocktower.startNight" });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/games/${game.id}`);
  // Night 1: the Demon (Tamsin) secretly chooses Dolby for the Fiddler.
  const fiddler = page.getByTestId("fiddler-form");
  await expect(fiddler.getByLabel("The Demon")).toHaveValue(seatOf("Tamsin"));
  await fiddler.getByLabel("chooses").selectOption({ label: "Dolby" });
  await fiddler.getByRole("button", { name: "Record the Demon's choice" }).click();
  await expect(fiddler.getByTestId("fiddler-chosen")).toHaveText(
    "On Night 1 the Demon (Tamsin) chose Dolby: tomorrow is the Fiddler's vote.",
  );
  await page.getByRole("button", { name: "Start Day 1 without deaths" }).click();
  await expect(page.getByTestId("ct-phase").locator("h2")).toContainText("Day 1");

  // Day 1 is the Fiddler's vote: the two players in seat order, no nominations.
  await expect(page.getByTestId("fiddler-day")).toContainText("The Fiddler's vote: Dolby or Tamsin");

  // The Matron swaps Eggyolk (seat 1) and Quill (seat 7): the circle follows.
  const matron = page.getByTestId("ct-matron");
  await expect(matron).toContainText("0 of 3 today · 3 left");
  await matron.getByLabel("Swap").selectOption({ label: "Eggyolk" });
  await matron.getByLabel("with").selectOption({ label: "Quill" });
  await matron.getByRole("button", { name: "Swap seats" }).click();
  await expect(matron.getByTestId("matron-swaps")).toHaveText("Eggyolk ↔ Quill");
  await expect(matron).toContainText("1 of 3 today · 2 left");
  const circle = page.getByTestId("gr-circle");
  await expect(circle.locator('[aria-label="Seat 1: Quill"]')).toHaveCount(1);
  await expect(circle.locator('[aria-label="Seat 7: Eggyolk"]')).toHaveCount(1);
  await screenshotBoth(page, "fabled-day-storyteller");

  // Sorrel chooses, privately from their link, to be declared claiming Moonchild on death.
  const link = await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: seatOf("Sorrel") } });
  expect(link.status()).toBe(201);
  const player = await page.context().newPage();
  await player.goto((await link.json()).url);
  const claim = player.getByTestId("moonchild-claim");
  await expect(claim.getByTestId("moonchild-claim-state")).toHaveText(
    "You are not declared claiming Moonchild if you die.",
  );
  await claim.getByRole("button", { name: "Claim Moonchild on my death" }).click();
  await expect(player.getByTestId("moonchild-claim-state")).toHaveText(
    "You chose to be declared claiming Moonchild if you die.",
  );
  await screenshotBoth(player, "moonchild-claim-player");

  // The town square: the swapped seats, and no claim while everyone lives.
  const town = await page.context().newPage();
  await town.goto(`/town/${game.slug}`);
  await expect(town.getByTestId("town-seat-swaps")).toHaveText("The Matron swapped seats: Eggyolk ↔ Quill.");
  await expect(town.getByTestId("town-seat").first()).toContainText("Quill");
  await expect(town.getByTestId("claims-moonchild")).toHaveCount(0);
  // The Moonchild and Sorrel die: both read "claims Moonchild", Dolby (no claim) does not.
  for (const name of ["Moth", "Sorrel", "Nightingale"])
    await command(
      page.request,
      game.id,
      { type: "clocktower.markDead", seatId: seatOf(name), cause: "executed" },
      true,
    );
  const townSeat = (name: string) => town.getByTestId("town-seat").filter({ hasText: name });
  await expect(townSeat("Moth").getByTestId("claims-moonchild")).toBeVisible();
  await expect(townSeat("Sorrel").getByTestId("claims-moonchild")).toBeVisible();
  await expect(townSeat("Nightingale").getByTestId("claims-moonchild")).toHaveCount(0);
  await expect(town.getByTestId("town-graveyard")).toContainText("Moth — Executed D1 · claims Moonchild");
  await screenshotBoth(town, "fabled-day-town");

  // The town votes: Dolby 3 (a dead voter among them), Tamsin 1. Dolby wins: good wins.
  const votes: Array<[string, string]> = [
    ["Moth", "Dolby"],
    ["Eggyolk", "Dolby"],
    ["Kiiruma", "Dolby"],
    ["Sorrel", "Tamsin"],
  ];
  for (const [voter, nominee] of votes)
    await command(
      page.request,
      game.id,
      { type: "clocktower.day", command: { type: "day.vote", voter: seatOf(voter), nominee: seatOf(nominee) } },
      true,
    );
  await command(page.request, game.id, { type: "clocktower.day", command: { type: "day.resolve" } }, true);
  await expect(page.getByTestId("win-checks")).toContainText("Dolby wins the Fiddler's vote: good wins.");
  await expect(town.getByTestId("town-seat").filter({ hasText: "Moth" })).toContainText("Ghost vote available");
});
