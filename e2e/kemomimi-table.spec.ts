import { expect as baseExpect, test, type Browser, type Page } from "./test";
import AxeBuilder from "@axe-core/playwright";
import { command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";
import { chooseChip, readCard, smallTargets } from "./seat-card";
import { ROLE_IDS, ROLES } from "../lib/rulesets/kemomimi-panic/roles";

/** A Kemomimi role as a value (an account's "role" in a game, "host", is no secret). */
const ROLE_VALUES = new Set<unknown>([
  ...ROLE_IDS,
  ...ROLE_IDS.map((r) => ROLES[r].name),
  "thief",
  "informant",
  "civilian",
]);

test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 20_000 });

const PLAYERS = ["Akane", "Botan", "Chiyo", "Daiki", "Emiko"];
const HOST = "Akane";

interface Phone {
  name: string;
  page: Page;
  url: string;
}

/**
 * Everything the host's own browser received: every answer's body (JSON and HTML; streams are left
 * out, their frames are the same views), so nothing her seat may not know can have reached her.
 */
function collect(page: Page, bodies: Array<{ url: string; body: string }>) {
  page.on("response", async (res) => {
    const type = res.headers()["content-type"] ?? "";
    if (!/json|html/.test(type)) return;
    try {
      bodies.push({ url: res.url(), body: await res.text() });
    } catch {
      // a navigation away dropped it: the next load asks again
    }
  });
}

/** What no answer to a playing host may hold while the game runs. */
function secretsIn(body: string, hostSeat: string): string[] {
  const out: string[] = [];
  // The moderator page carries its reader's catalogue, whose templates hold these words beside a
  // placeholder ("Wake only <strong>{name}</strong>", "{name} signalled"): only a sentence filled in is a leak.
  // The player's own situation line names no one ("What they signalled is on your face-down card").
  const templates = [
    /Wake only (?:<strong>|\\u003cstrong\\u003e)\{name\}/g,
    /\{name\} signalled/g,
    /What they signalled is on your face-down card/g,
  ];
  const shown = templates.reduce((text, t) => text.replace(t, ""), body);
  for (const sentence of ["Wake only", "signalled", "Target: "])
    if (shown.includes(sentence)) out.push(`the sentence "${sentence}"`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return out;
  }
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}[${i}]`));
    if (!v || typeof v !== "object") return;
    for (const [k, x] of Object.entries(v)) {
      const at = `${path}.${k}`;
      // A player who is out reveals her role card (the rulebook, "she is out of the game and reveals her
      // role card"): a loss's message may name it.
      const revealedByLoss = k === "role" && path.endsWith(".loss.values");
      if (["role", "roleName", "team"].includes(k) && ROLE_VALUES.has(x) && !revealedByLoss)
        out.push(`${at} = ${JSON.stringify(x)}`);
      if (k === "isCivilian") out.push(`a check at ${at}`);
      if (k === "seed" && x !== null) out.push(`the deal's seed at ${at}`);
      if ((k === "cards" || k === "removed") && Array.isArray(x)) out.push(`the removed card at ${at}`);
      if (k === "thief" && typeof x === "string" && x !== hostSeat) out.push(`the thief at ${at}`);
      walk(x, at);
    }
  };
  walk(json, "$");
  return out;
}

async function openPhone(browser: Browser, name: string, url: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(url);
  return { name, page, url };
}

/** Serious or critical accessibility violations of a page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** A player's page as it stands now (the page is plain HTML; loading it again shows what changed). */
async function fresh(p: Phone) {
  await p.page.goto(p.url);
  return p.page;
}

test("a Kemomimi Panic game played from the players' links, the host playing a seat and seeing none of it", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Kemomimi at the table", "kemomimi-panic");
  for (const name of PLAYERS) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "kemomimi.configure", preset: "recommended-5" });
  await command(page.request, game.id, { type: "game.publish" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id;
  const hostSeat = seatOf(HOST);
  // The links go out before the deal (nothing to announce then).
  const made = (await (await page.request.post(`/api/games/${game.id}/seat-links/all`)).json()).links as Array<{
    seatId: string;
    url: string;
  }>;
  const urlOf = (name: string) => made.find((l) => l.seatId === seatOf(name))!.url;

  const bodies: Array<{ url: string; body: string }> = [];
  collect(page, bodies);
  const town = await (await browser.newContext()).newPage();
  await town.goto(game.publicUrl);

  // The deal: the host says she also plays Akane.
  await page.goto(`/games/${game.id}`);
  const panel = page.getByTestId("kp-panel");
  await expect(panel.getByTestId("kp-table-order")).toContainText("table order");
  await panel.getByLabel("You, the Game Master").selectOption({ label: `Also play: ${HOST}` });
  await expect(panel.getByTestId("kp-host-note")).toContainText("never a card");
  await panel.getByRole("button", { name: "Deal the cards" }).click();
  await expect(panel.getByTestId("kp-progress")).toContainText("Waiting for Detective Shamlock's check");

  const phones: Phone[] = [];
  for (const name of PLAYERS) phones.push(await openPhone(browser, name, urlOf(name)));
  const phone = (name: string) => phones.find((p) => p.name === name)!;
  const roles = new Map<string, string>();
  // Each role is on its player's face-down card, read while the card is held.
  for (const p of phones) roles.set(p.name, await readCard(p.page, "own-character"));
  const thief = [...roles].find(([, r]) => r.startsWith("Thief"))![0];
  const characterOf = async (name: string) => {
    const view = await (await page.request.get(`/api/town/${game.slug}`)).json();
    return (view.view.rules.players as Array<{ seatId: string; character: string }>).find(
      (x) => x.seatId === seatOf(name),
    )!.character;
  };
  let shamlockName = "";
  for (const name of PLAYERS) if ((await characterOf(name)) === "shamlock") shamlockName = name;

  // A player lost her phone: the host remakes Botan's link, and the table sees it.
  const rotated = await (
    await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: seatOf("Botan") } })
  ).json();
  // Her old phone is gone: the new link opens on a new one.
  await phone("Botan").page.context().close();
  phones[phones.findIndex((p) => p.name === "Botan")] = await openPhone(browser, "Botan", rotated.url);
  await town.reload();
  await expect(town.getByTestId("link-notices")).toContainText("The host made a new link for Botan at");

  // Game start: Shamlock checks on her own link; the answer is there only.
  const other = PLAYERS.find((n) => n !== shamlockName)!;
  const sham = await fresh(phone(shamlockName));
  await chooseChip(sham, "Player to check", other);
  await sham.getByRole("button", { name: "Check this player" }).click();
  await expect(sham.getByTestId("face-down-card")).toBeVisible();
  expect(await readCard(sham, "kp-own-checks")).toContain(`Game start: ${other} signalled`);
  await expect(panel.getByTestId("kp-phase")).toHaveText("Day 1");

  /**
   * Every touch target of the host's table (the game's board, the host playing) is at least 44 px
   * (issue 29 part 2), measured on a 390 px phone with its folds opened.
   */
  const hostSmallTargets = async () => {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() =>
      document.querySelectorAll<HTMLDetailsElement>("[data-testid=game-board] details").forEach((d) => (d.open = true)),
    );
    const small = await smallTargets(page, "[data-testid=game-board]");
    if (size) await page.setViewportSize(size);
    return small;
  };

  const leader = async () => {
    const view = await (await page.request.get(`/api/town/${game.slug}`)).json();
    return seats.find((s) => s.id === view.view.rules.leader)!.name;
  };

  /**
   * The players still in the game. The deal is random: the night's victim may be a player whose Fake
   * Jewelry went on Day 1 (the Younger Twin's power takes the Elder Twin's with hers), who is then out
   * and gives no hand on Day 2.
   */
  const inTheGame = async () => {
    const view = await (await page.request.get(`/api/town/${game.slug}`)).json();
    const out = new Set(
      (view.view.rules.players as Array<{ seatId: string; out: boolean }>).filter((p) => p.out).map((p) => p.seatId),
    );
    return PLAYERS.filter((name) => !out.has(seatOf(name)));
  };

  /** The Leader names the thief; everyone in the game gives a hand on her link; the host closes the vote. */
  const voteOnTheThief = async (day: number) => {
    const lead = await fresh(phone(await leader()));
    await chooseChip(lead, "Suspect", thief);
    await lead.getByRole("button", { name: "Name the suspect" }).click();
    const voters = await inTheGame();
    let given = 0;
    for (const name of voters) {
      const p = await fresh(phone(name));
      await p.getByRole("button", { name: name === thief ? "Keep it down" : "Raise your hand" }).click();
      await expect(p.getByTestId("kp-own-hand")).toContainText(name === thief ? "is down" : "is raised");
      given++;
      if (given === 2) {
        // Hands show together at the count: before it, only how many are in.
        await town.reload();
        await expect(town.getByTestId("kp-vote")).toContainText(`2 of ${voters.length} hands in`);
        await expect(town.getByTestId("kp-vote")).not.toContainText("Raised:");
        await expect(panel.getByTestId("kp-hands-in")).toContainText(`2 of ${voters.length} hands in`);
        if (day === 1) {
          await screenshotBoth(page, "kemomimi-table-host-vote");
          expect(await hostSmallTargets(), "the host's table during the vote").toEqual([]);
        }
      }
    }
    await expect(panel.getByTestId("kp-hands-in")).toContainText(`${voters.length} of ${voters.length} hands in`);
    await panel.getByRole("button", { name: "Close the vote and count" }).click();
    await town.reload();
    await expect(town.getByTestId("kp-vote")).toContainText(`Raised: ${voters.filter((n) => n !== thief).join(", ")}`);
    await panel.getByRole("button", { name: "Carry out the verdict" }).click();
  };

  await voteOnTheThief(1);
  await panel.getByRole("button", { name: "Start the night" }).click();

  // The night: the count runs on every phone; the thief points the Target card on hers.
  const victim = PLAYERS.find((n) => n !== thief)!;
  // The thief's phone keeps time by Playwright's clock (it flows as the real one does), so that the
  // 6 s of nightfall can be run on instead of waited out.
  await phone(thief).page.clock.install();
  const thiefPage = await fresh(phone(thief));
  await expect(thiefPage.getByTestId("kp-tonight")).toContainText("You steal tonight.");
  // The count runs from the thief's awakening, 6 s after the night falls, as on the host's page.
  await expect(thiefPage.getByTestId("kp-own-count").getByTestId("kp-count-asleep")).toContainText(
    "The thief awakens in",
  );
  await expect(thiefPage.getByTestId("kp-own-count").getByTestId("kp-count-awake")).toBeHidden();
  // The page's script swaps the two parts by the phone's clock: run on past the awakening (the server's
  // lock, 10 s after it, is still ahead for the tap below).
  const awakeAt = Date.parse(
    (await (await page.request.get(`/api/town/${game.slug}`)).json()).view.rules.night.awakeAt,
  );
  await thiefPage.clock.fastForward(Math.max(0, awakeAt - Date.now()) + 500);
  await expect(thiefPage.getByTestId("kp-own-count").getByTestId("kp-count-awake")).toBeVisible();
  await expect(thiefPage.getByTestId("kp-own-count").getByTestId("kp-count-asleep")).toBeHidden();
  // One tap on a name chip points the Target card.
  await thiefPage.getByRole("group", { name: "Tonight's target" }).getByRole("button", { name: victim }).click();
  await expect(thiefPage.getByTestId("kp-own-target")).toContainText(`The Target card points at ${victim}.`);
  await expect(panel.getByTestId("kp-step")).toContainText("The night's choice is made.");
  await screenshotBoth(page, "kemomimi-table-host-night");
  expect(await hostSmallTargets(), "the host's table at night").toEqual([]);
  await screenshotBoth(thiefPage, "kemomimi-table-thief");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await seriousViolations(thiefPage)).toEqual([]);
  await town.reload();
  await expect(town.getByTestId("kp-night-count")).toBeVisible();

  // Mid-game, the host's other reads: the log, the grimoire at a step, the games list; no export.
  const version = (await (await page.request.get(`/api/games/${game.id}/events`)).json()).version as number;
  await page.request.get(`/api/games/${game.id}/at/${version}`);
  await page.request.get(`/api/games`);
  expect((await page.request.get(`/api/games/${game.id}/export`)).ok()).toBe(false);

  await panel.getByRole("button", { name: "Dawn: morning has come" }).click();
  await expect(panel.getByTestId("kp-phase")).toHaveText("Day 2");

  // Nothing hidden reached the host's browser while the game ran.
  const leaks = bodies.flatMap((b) => secretsIn(b.body, hostSeat).map((l) => `${b.url}: ${l}`));
  expect(leaks).toEqual([]);
  expect(bodies.length).toBeGreaterThan(10);

  // Day 2: the thief, without Fake Jewelry now, is voted out; the whole deal is revealed.
  await voteOnTheThief(2);
  await expect(panel.getByTestId("kp-mod-outcome")).toContainText("The Civilians win!");
  await town.reload();
  await expect(town.getByTestId("kp-reveal")).toContainText(`${thief}: Thief Crescent Moon`);
  await expect(town.getByTestId("kp-reveal")).toContainText("Back in the box:");
  await expect(panel.getByTestId("kp-table")).toContainText(roles.get(HOST)!);
  await screenshotBoth(town, "kemomimi-table-town-end");
  expect(await seriousViolations(town)).toEqual([]);
  expect(await hostSmallTargets(), "the host's table at the end").toEqual([]);
  await screenshotBoth(page, "kemomimi-table-host-end");
});
