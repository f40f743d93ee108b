import { expect as baseExpect, test } from "./test";
import path from "node:path";
import { command, screenshotBoth, signUpByApi } from "./helpers";

test.setTimeout(360_000);
// The dev server compiles each route on first use: slow on a small machine.
const expect = baseExpect.configure({ timeout: 45_000 });

const PLAYERS = ["Eggyolk", "Dolby", "Kiiruma", "Whysper", "Nightingale", "Moth", "Quill", "Sorrel", "Tamsin"];

/** The town JSON without what the deal may change (version, the dealt flag). */
async function townState(request: import("@playwright/test").APIRequestContext, slug: string) {
  const res = await request.get(`/api/town/${slug}`);
  expect(res.status()).toBe(200);
  const body = await res.json();
  delete body.version;
  delete body.view.rules.dealt;
  return JSON.stringify(body);
}

test("a 9-player game from an imported script: bag, deal, bluffs, travellers, fabled and role messages", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  await page.goto("/scripts");
  await page.getByLabel("Script file (.json)").setInputFiles(path.resolve("e2e", "fixtures", "moonlit-marsh.json"));
  await expect(page.getByRole("heading", { name: "Moonlit Marsh", level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("first-night")).toContainText("Godfather");

  // A game with 9 seats.
  await page.goto("/games");
  await page.getByLabel("Title").fill("Marsh #1");
  await page.getByLabel("Rule system").selectOption("clocktower");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByRole("heading", { name: "Marsh #1" })).toBeVisible({ timeout: 60_000 });
  const gameId = page.url().split("/games/")[1]!;
  for (const name of PLAYERS) await command(page.request, gameId, { type: "seat.add", name });
  await command(page.request, gameId, { type: "game.publish" });
  const game = (await (await page.request.get(`/api/games/${gameId}`)).json()).game;
  const slug = game.slug as string;
  await page.reload();
  await expect(page.getByTestId("seat-row")).toHaveCount(9);

  // The script: a frozen copy from the library.
  await expect(page.getByTestId("ct-hints")).toContainText("Choose a script.");
  await page.getByLabel("Script from your library").selectOption({ label: "Moonlit Marsh — Grimoire tests (18)" });
  await page.getByRole("button", { name: "Use this script" }).click();
  await expect(page.getByTestId("ct-script")).toContainText("This game keeps its own copy of Moonlit Marsh");

  // The bag: 5 Townsfolk, 2 Outsiders, 1 Minion, 1 Demon for 9; the Godfather's +1 makes it 4/3.
  const bag = page.getByTestId("ct-bag");
  for (const name of [
    "Grandmother",
    "Sailor",
    "Chambermaid",
    "Exorcist",
    "Innkeeper",
    "Tinker",
    "Moonchild",
    "Godfather",
    "Po",
  ])
    await bag.getByRole("button", { name, exact: true }).click();
  await expect(bag.getByTestId("bag-warnings")).toContainText("Choose Godfather's setup effect");
  await bag.getByLabel(/^Godfather/).selectOption("1");
  await expect(bag.getByTestId("bag-counts").locator("tr[data-team=townsfolk]")).toContainText(/5\s*4/);
  await expect(bag.getByTestId("bag-warnings")).toContainText("Townsfolk: 5 chosen, 4 required.");
  await bag.getByRole("button", { name: "Innkeeper", exact: true }).click();
  await bag.getByRole("button", { name: "Goon", exact: true }).click();
  await expect(bag.getByTestId("bag-ready")).toContainText("The bag is ready to deal.");
  await bag.getByRole("button", { name: "Save bag" }).click();
  await expect(bag.getByTestId("bag-ready")).not.toContainText("Unsaved changes");
  await expect(page.getByTestId("ct-hints")).toContainText("Deal the characters.");

  const before = await townState(page.request, slug);

  // The deal: random, with the seed recorded; bluffs suggested.
  await page.getByRole("button", { name: "Deal at random" }).click();
  // Once dealt, the table takes the screen and the setup folds away below it, one click to open.
  await expect(page.getByTestId("gr-circle")).toBeVisible();
  await page.getByTestId("ct-setup").locator("> summary").click();
  await expect(page.getByTestId("ct-deal")).toContainText(/dealt at random · seed deal-/);
  const messages = page.getByTestId("role-message");
  await expect(messages).toHaveCount(9);
  for (const name of PLAYERS) await expect(messages.filter({ hasText: `${name}, you are the` })).toHaveCount(1);
  const demon = messages.filter({ hasText: "you are the Po." });
  await expect(demon).toContainText("Three good characters not in play, for you to bluff:");
  await expect(demon).toContainText("Your fellow evil players");
  await expect(messages.filter({ hasText: "you are the Godfather." })).toContainText("Demon");
  await expect(page.getByTestId("ct-bluffs").locator("h2")).toContainText(/, .*, /);
  await expect(page.getByRole("button", { name: `Copy for ${PLAYERS[0]}` })).toBeVisible();

  // The deal changes nothing public.
  expect(await townState(page.request, slug)).toBe(before);

  // Bluffs edited by hand.
  await page.getByLabel("Bluff 1").selectOption({ label: "Courtier" });
  await page.getByLabel("Bluff 2").selectOption({ label: "Gambler" });
  await page.getByLabel("Bluff 3").selectOption({ label: "Lamplighter" });
  await page.getByTestId("ct-bluffs").getByRole("button", { name: "Save bluffs" }).click();
  await expect(page.getByTestId("ct-bluffs").locator("h2")).toContainText("Courtier, Gambler, Lamplighter");
  await expect(demon).toContainText("Courtier, Gambler and Lamplighter");

  // A traveller on a seat of their own, and a fabled.
  await command(page.request, gameId, { type: "seat.add", name: "Wanderer" });
  await page.reload();
  await page.getByTestId("ct-setup").locator("> summary").click();
  await page.getByLabel("Traveller's seat").selectOption({ label: "Wanderer" });
  await page.getByLabel("Traveller character").selectOption({ label: "Judge" });
  await page.getByLabel("Alignment").selectOption("evil");
  await page.getByRole("button", { name: "Add traveller" }).click();
  await expect(page.getByTestId("ct-travellers")).toContainText("Judge");
  await expect(messages.filter({ hasText: "Wanderer, you are the Judge." })).toContainText("The Demon is");
  await page.getByTestId("ct-fabled").getByLabel(/Djinn/).click();
  await expect(page.getByTestId("ct-fabled").locator("h2")).toContainText("Djinn");
  await screenshotBoth(page, "clocktower-setup");
  // On a phone the setup panel fits the screen: nothing in it scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const wide = await page
    .getByTestId("clocktower-panel")
    .evaluate((panel) =>
      [...panel.querySelectorAll("*")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => el.outerHTML.slice(0, 80)),
    );
  expect(wide).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The town square: the sheet, night order, the traveller and the fabled; no dealt character, alignment or bluff.
  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.goto(`/town/${slug}`);
  await expect(town.getByTestId("character-sheet")).toContainText("Lamplighter");
  await expect(town.getByTestId("first-night")).toContainText("Godfather");
  await expect(town.getByTestId("town-travellers")).toContainText("Wanderer is the Judge");
  await expect(town.getByText("Fabled in play")).toBeVisible();
  await screenshotBoth(town, "clocktower-town");
  const json = await (await visitor.request.get(`/api/town/${slug}`)).text();
  const html = await (await visitor.request.get(`/town/${slug}`)).text();
  for (const text of [json, html]) {
    expect(text).not.toContain('"alignment"');
    expect(text).not.toContain('"bluffs"');
    expect(text).not.toContain("you are the");
  }
  const view = JSON.parse(json).view;
  expect(Object.keys(view.rules).sort()).toEqual([
    "day",
    "dayHistory",
    "dealt",
    "fabled",
    "grimoire",
    "inAppVoting",
    "phase",
    "players",
    "reveal",
    "script",
    "seatSwaps",
    "travellerLimit",
    "travellers",
    "winner",
  ]);
  expect(view.rules.dealt).toBe(true);
  // Per seat only what is public: alive or dead, its public label, the ghost vote.
  for (const seat of view.rules.grimoire)
    expect(Object.keys(seat).sort()).toEqual(["alive", "claimDeclared", "ghostVote", "label", "seatId"]);
  expect(view.rules.reveal).toBeNull();
  await visitor.close();
});
