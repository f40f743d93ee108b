import { expect as baseExpect, test } from "./test";
import path from "node:path";
import { readFileSync } from "node:fs";
import { clientIp, command, createGameByApi, screenshotBoth } from "./helpers";

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

const FIXTURES = path.resolve("e2e", "fixtures");
const read = (f: string) => JSON.parse(readFileSync(path.join(FIXTURES, f), "utf8")) as unknown;
/** The owner the e2e servers name (OWNER_USERNAME in playwright.config.ts); made on first use. */
const OWNER = { username: "e2eowner", password: "correct horse battery" };

async function signInOwner(request: import("@playwright/test").APIRequestContext, baseURL: string) {
  // Made on first use. For an existing account the sign-up answers 200 too (it gives nothing away), but
  // signs nobody in: sign in every time.
  await request.post("/api/auth/sign-up/email", {
    data: { email: `${OWNER.username}@example.org`, name: OWNER.username, ...OWNER },
    headers: { origin: baseURL, ...clientIp() },
  });
  const signIn = await request.post("/api/auth/sign-in/username", {
    data: OWNER,
    headers: { origin: baseURL, ...clientIp() },
  });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
}

// Seat by seat: Trouble Brewing on our fixture data, dealt by hand; Ivo is the Spy, Gus the Drunk.
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

test("the Spy's link shows the Grimoire by night; another player's link does not", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInOwner(page.request, baseURL!);
  // The publisher-format data (our fixture), then the Script Tool's Trouble Brewing resolved against it.
  const data = { roles: read("official/roles.json"), nightsheet: read("official/nightsheet.json") };
  const stored = await page.request.put("/api/characters/official", {
    data: { ...data, jinxes: read("official/jinxes.json") },
  });
  expect(stored.ok(), await stored.text()).toBeTruthy();
  const imported = await page.request.post("/api/scripts", { data: { json: read("trouble-brewing-ids.json") } });
  expect(imported.status(), await imported.text()).toBe(201);
  const script = (await imported.json()).script.script;

  const game = await createGameByApi(page.request, "Brewing spies", "clocktower");
  for (const [name] of CAST) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id;
  await command(page.request, game.id, { type: "clocktower.setScript", script });
  await command(
    page.request,
    game.id,
    {
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(CAST.map(([n, c]) => [seatOf(n), c])),
      bluffs: ["mayor", "soldier", "virgin"],
      drunk: "investigator",
      redHerring: seatOf("Cleo"),
    },
    true,
  );
  const linkFor = async (name: string) => {
    const res = await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: seatOf(name) } });
    expect(res.status()).toBe(201);
    return (await res.json()).url as string;
  };
  const spyUrl = await linkFor("Ivo");
  const adaUrl = await linkFor("Ada");
  const gusUrl = await linkFor("Gus");

  const spy = await (await browser.newContext()).newPage();
  const ada = await (await browser.newContext()).newPage();

  // Before the first night: nothing.
  await spy.goto(spyUrl);
  await expect(spy.getByTestId("own-character")).toHaveText("Spy");
  await expect(spy.getByTestId("spy-grimoire")).toHaveCount(0);

  await command(page.request, game.id, { type: "clocktower.startNight" });

  // By night the Spy reads the whole Grimoire: every seat, character, alignment, reminders.
  await spy.goto(spyUrl);
  const grimoire = spy.getByTestId("spy-grimoire");
  await expect(grimoire.getByRole("heading")).toHaveText("The Grimoire (Night 1)");
  await expect(grimoire.getByTestId("spy-grimoire-seat")).toHaveCount(10);
  await expect(grimoire.getByTestId("spy-grimoire-character")).toHaveText([
    "Washerwoman",
    "Librarian",
    "Chef",
    "Empath",
    "Fortune Teller",
    "Monk",
    "Drunk (believes they are the Investigator)",
    "Butler",
    "Spy",
    "Imp",
  ]);
  const juno = grimoire.getByTestId("spy-grimoire-seat").filter({ hasText: "Juno" });
  await expect(juno).toContainText("evil");
  const cleo = grimoire.getByTestId("spy-grimoire-seat").filter({ hasText: "Cleo" });
  await expect(cleo).toContainText("Red Herring (Fortune Teller)");
  await screenshotBoth(spy, "tb-spy-grimoire");

  // Another player's link, the same night: no Grimoire, no token, no other character.
  await ada.goto(adaUrl);
  await expect(ada.getByTestId("own-character")).toHaveText("Washerwoman");
  await expect(ada.getByTestId("spy-grimoire")).toHaveCount(0);
  const adaMain = ada.locator("main");
  await expect(adaMain).not.toContainText("Red Herring");
  await expect(adaMain).not.toContainText("believes they are");

  // The Drunk reads the Townsfolk they believe they are, never "Drunk".
  const gus = await (await browser.newContext()).newPage();
  await gus.goto(gusUrl);
  await expect(gus.getByTestId("own-character")).toHaveText("Investigator");
  await expect(gus.getByTestId("spy-grimoire")).toHaveCount(0);

  // By day the Spy's link shows it no more.
  await command(page.request, game.id, { type: "clocktower.confirmDawn", deaths: [] });
  await spy.goto(spyUrl);
  await expect(spy.getByTestId("own-character")).toHaveText("Spy");
  await expect(spy.getByTestId("spy-grimoire")).toHaveCount(0);
});
