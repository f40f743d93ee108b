import { expect as baseExpect, test } from "./test";
import path from "node:path";
import { readFileSync } from "node:fs";
import { clientIp, command, createGameByApi, screenshotBoth } from "./helpers";
import { dayCommand } from "./clocktower-day";

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

const FIXTURES = path.resolve("e2e", "fixtures");
const read = (f: string) => JSON.parse(readFileSync(path.join(FIXTURES, f), "utf8")) as unknown;
/** The owner the e2e servers name (OWNER_USERNAME in playwright.config.ts); made on first use. */
const OWNER = { username: "e2eowner", password: "correct horse battery" };

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
  // The owner (as tb-spy.spec.ts does) loads our fixture data; the Script Tool's ids resolve against it.
  await page.request.post("/api/auth/sign-up/email", {
    data: { email: `${OWNER.username}@example.org`, name: OWNER.username, ...OWNER },
    headers: { origin: baseURL!, ...clientIp() },
  });
  const signIn = await page.request.post("/api/auth/sign-in/username", {
    data: OWNER,
    headers: { origin: baseURL!, ...clientIp() },
  });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
  const stored = await page.request.put("/api/characters/official", {
    data: {
      roles: read("official/roles.json"),
      nightsheet: read("official/nightsheet.json"),
      jinxes: read("official/jinxes.json"),
    },
  });
  expect(stored.ok(), await stored.text()).toBeTruthy();
  const imported = await page.request.post("/api/scripts", { data: { json: read("trouble-brewing-ids.json") } });
  expect(imported.status(), await imported.text()).toBe(201);

  const game = await createGameByApi(page.request, "Brewing #2", "clocktower");
  for (const [name] of CAST) await command(page.request, game.id, { type: "seat.add", name });
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
      bluffs: ["mayor", "soldier", "monk"],
      drunk: "investigator",
      redHerring: seatOf("Cleo"),
    },
    true,
  );
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
