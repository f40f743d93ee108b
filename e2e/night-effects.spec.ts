import { expect as baseExpect, test, type APIRequestContext, type Page } from "./test";
import { command, signUpByApi } from "./helpers";
import { dealtClocktower } from "./clocktower-day";

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

/** Opens a step of the night sheet. */
async function openStep(page: Page, key: string) {
  const row = page.locator(`[data-testid="night-step"][data-step="${key}"]`);
  if ((await row.locator("> button").getAttribute("aria-expanded")) !== "true") await row.locator("> button").click();
  return row;
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

  // The Innkeeper protects two: both Safe until dawn, one of them drunk until dusk.
  const inn = await openStep(page, `innkeeper@${seatOf("Whysper")}`);
  await inn.getByRole("checkbox", { name: "Moth", exact: true }).check();
  await inn.getByRole("checkbox", { name: "Quill", exact: true }).check();
  await inn.getByRole("button", { name: "Save, not done" }).click();
  const innEffects = inn.getByTestId("step-effects");
  await expect(innEffects).toContainText("Moth can't die tonight (Safe until dawn).");
  await innEffects.getByRole("radio", { name: "Quill is the one drunk until dusk." }).check();
  await innEffects.getByRole("button", { name: "Apply effects" }).click();
  await expect(onCircle("Moth")).toContainText("Safe");
  await expect(onCircle("Quill").getByRole("list", { name: "Reminders on Quill" })).toContainText("Safe");
  await expect(onCircle("Quill").getByRole("list", { name: "Reminders on Quill" })).toContainText("Drunk");

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
  await dawn.getByRole("button", { name: "Confirm dawn: start Day 2" }).click();
  await expect(page.getByTestId("ct-phase").locator("h2")).toContainText("Day 2");
  // Dawn takes Safe away; Quill stays drunk until dusk.
  await expect(onCircle("Moth")).not.toContainText("Safe");
  await expect(onCircle("Quill")).toContainText("Drunk");
  await expect(onCircle("Quill")).not.toContainText("Safe");
  expect((await modRules(page.request, game.id)).seats.find((s: { name: string }) => s.name === "Moth").alive).toBe(
    true,
  );
});
