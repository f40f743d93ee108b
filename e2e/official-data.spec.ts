import { expect as baseExpect, test } from "./test";
import path from "node:path";
import { readFileSync } from "node:fs";
import { command, createGameByApi, screenshotBoth, signInOwner, signUpByApi, uniqueName } from "./helpers";

test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 45_000 });

const FIXTURES = path.resolve("e2e", "fixtures");
const OFFICIAL = path.join(FIXTURES, "official");
// Seat by seat: 10 players, Trouble Brewing-shaped (7 Townsfolk, 0+2 Outsiders with the Baron... here
// the Drunk and the Butler), dealt by hand.
const CAST: Array<[string, string]> = [
  ["Ada", "washerwoman"],
  ["Bram", "librarian"],
  ["Cleo", "chef"],
  ["Dov", "empath"],
  ["Esme", "fortuneteller"],
  ["Finn", "monk"],
  ["Gus", "drunk"],
  ["Hana", "butler"],
  ["Ivo", "spy"],
  ["Juno", "imp"],
];

test("the owner uploads the publisher-format data; a Script Tool file imports; its game's Night 1 walks the data's order", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInOwner(page.request, baseURL!);

  // Settings → Characters: the publisher's data named with its policy; upload our fixture.
  await page.goto("/settings");
  const panel = page.getByTestId("characters-panel");
  await expect(panel.getByRole("heading", { name: "Characters" })).toBeVisible();
  await expect(panel).toContainText("The Pandemonium Institute");
  await expect(panel.getByRole("link", { name: "Community Created Content policy" })).toBeVisible();
  await expect(panel).toContainText("OFFICIAL_DATA_URL is off");
  // A bad set first: nothing is replaced, and the problem says where.
  await panel.getByLabel("roles.json").setInputFiles(path.join(FIXTURES, "invalid-script.json"));
  await panel.getByLabel("nightsheet.json").setInputFiles(path.join(OFFICIAL, "nightsheet.json"));
  await panel.getByLabel("jinxes.json").setInputFiles(path.join(OFFICIAL, "jinxes.json"));
  await panel.getByRole("button", { name: "Upload" }).click();
  await expect(panel.getByRole("alert")).toContainText("nothing was replaced");
  await expect(panel.getByRole("alert")).toContainText("roles.json, 0");
  await panel.getByLabel("roles.json").setInputFiles(path.join(OFFICIAL, "roles.json"));
  await panel.getByRole("button", { name: "Upload" }).click();
  await expect(panel.getByRole("status")).toContainText("Stored: 60 characters.");
  await expect(panel.getByTestId("official-status")).toContainText("60 characters and 2 jinxes");
  await expect(panel.getByTestId("official-status")).toContainText("Editions: tb, snv, fabled, and loric");
  await screenshotBoth(page, "settings-characters");

  // Anyone else reads the status, and is refused the upload.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUpByApi(other.request, baseURL!, uniqueName("notowner"));
  const status = await other.request.get("/api/characters/official");
  expect(await status.json()).toMatchObject({ loaded: true, owner: false, counts: { roles: 60, jinxes: 2 } });
  const files = Object.fromEntries(
    ["roles", "nightsheet", "jinxes"].map((f) => [
      f,
      JSON.parse(readFileSync(path.join(OFFICIAL, `${f}.json`), "utf8")),
    ]),
  );
  const refused = await other.request.put("/api/characters/official", { data: files });
  expect(refused.status()).toBe(403);
  await other.goto("/settings");
  await expect(other.getByTestId("characters-panel")).toContainText("Only the server's owner");
  await expect(other.getByRole("button", { name: "Upload" })).toHaveCount(0);
  await otherContext.close();

  // The Script Tool's Trouble Brewing (ids and _meta) imports from a file.
  await page.goto("/scripts");
  await page.getByLabel("Script file (.json)").setInputFiles(path.join(FIXTURES, "trouble-brewing-ids.json"));
  await expect(page.getByRole("heading", { name: "Trouble Brewing", level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("by Fixture author · 22 characters")).toBeVisible();
  await expect(page.getByTestId("character-sheet").getByRole("heading")).toHaveText([
    "Townsfolk (13)",
    "Outsiders (4)",
    "Minions (4)",
    "Demons (1)",
    "Jinxes",
  ]);
  const scriptId = page.url().split("/scripts/")[1]!;

  // A game on it, 10 players dealt by hand, a red herring placed.
  const game = await createGameByApi(page.request, "Brewing #1", "clocktower");
  for (const [name] of CAST) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id;
  const script = (await (await page.request.get(`/api/scripts/${scriptId}`)).json()).script.script;
  await command(page.request, game.id, { type: "clocktower.setScript", script });
  // The Drunk believes they are the Soldier (no night step); the red herring is placed with the deal.
  await command(
    page.request,
    game.id,
    {
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(CAST.map(([n, c]) => [seatOf(n), c])),
      drunk: "soldier",
      redHerring: seatOf("Cleo"),
    },
    true,
  );
  await command(page.request, game.id, { type: "clocktower.startNight" });

  // Night 1 walks the data's order, each step with its reminder.
  await page.goto(`/games/${game.id}`);
  const steps = page.getByTestId("night-step");
  await expect(steps.locator("> button span.font-medium")).toHaveText([
    "Dusk",
    "Minion info",
    "Demon info",
    "Spy",
    "Washerwoman",
    "Librarian",
    "Chef",
    "Empath",
    "Fortune Teller",
    "Butler",
    "Dawn",
  ]);
  const librarian = page.locator(`[data-testid="night-step"][data-step="librarian@${seatOf("Bram")}"]`);
  await librarian.locator("> button").click();
  await expect(librarian).toContainText("Fixture: point at two players and show an Outsider token, or a zero.");
  await expect(librarian.getByTestId("step-jinxes")).toContainText("Jinx with Spy: Fixture jinx");
  // The generic form: any players, a character, what was told.
  await librarian.getByRole("checkbox", { name: "Gus" }).check();
  await librarian.getByRole("checkbox", { name: "Hana" }).check();
  await librarian.getByLabel("A character").selectOption({ label: "Drunk" });
  await screenshotBoth(page, "night-1-trouble-brewing");

  // The town square: the script sheet with its jinx, and nothing hidden.
  const town = await browser.newPage();
  await town.goto(game.publicUrl);
  const sheet = town.getByTestId("character-sheet");
  await expect(sheet).toContainText("Washerwoman");
  await expect(sheet.getByRole("region", { name: "Jinxes" })).toContainText("Librarian & Spy:");
  const html = await town.content();
  expect(html).not.toContain("Red Herring");
  const townJson = JSON.stringify(await (await town.request.get(`/api/town/${game.slug}`)).json());
  expect(townJson).not.toContain("Red Herring");
  for (const [, character] of CAST) expect(townJson).not.toContain(`"characterId":"${character}"`);
  await town.close();
});
