import { expect as baseExpect, test } from "./test";
import { screenshotBoth, signUpByApi } from "./helpers";
/** A sentence of the rules as the view carries it (a catalogue key and values); the page renders it. */
type Phrase = string | { key: string; values?: Record<string, unknown> };

/**
 * A moderator plays a 6-player Secret Moon game through the UI to a win, while a signed-out visitor
 * watches the town square: each outcome shows up there, and no face-down card's role ever does.
 * The deal is random, so the test reads the moderator view (who holds which card) and steers the
 * table toward a win: accuse the Minister and capture them, or reveal the Princess and the Wanderer.
 */

/** Dev servers on a busy 2-core machine compile routes on first use: allow for it. */
const expect = baseExpect.configure({ timeout: 30_000 });

type Role = "princess" | "wanderer" | "minister" | "guard" | "priestess" | "thief";
type Action = "inspect" | "inquire" | "accuse" | "protect" | "disrupt" | "attack" | "pass";
interface Card {
  id: string;
  holder: "player" | "npc";
  role: Role;
  revealed: boolean;
  captured: boolean;
}
interface Choice {
  action: Action;
  targets: string[];
  reserve?: number[];
  unavailable: Phrase | null;
}
interface ModRules {
  phase: string;
  hints: Phrase[];
  game: {
    number: number;
    round: number;
    call: { number: number; seatId: string; text: Phrase } | null;
    cardsInFull: Card[];
    actions: Choice[];
    log: Array<{ text: Phrase; record: { kind: string; named?: Role } }>;
    result: { side: string; winners: string[] } | null;
  };
}
interface Move {
  kind: Action;
  target?: string;
  role?: Role;
  reserve?: number;
}

const PLAYERS = ["Aoi", "Bram", "Cleo", "Dario", "Esme", "Finn"];
const ROLE_NAME: Record<Role, string> = {
  princess: "Princess",
  wanderer: "Wanderer",
  minister: "Minister",
  guard: "Guard",
  priestess: "Priestess",
  thief: "Thief",
};
const ACTION_LABEL: Record<Action, string> = {
  inspect: "Inspect",
  inquire: "Inquire",
  accuse: "Accuse",
  protect: "Hide / Protect",
  disrupt: "Disrupt",
  attack: "Attack",
  pass: "Pass",
};

/** One move for the acting player: first a few different actions for variety, then toward a win. */
function chooseMove(g: ModRules["game"], used: Set<string>): Move {
  const actor = g.call!.seatId;
  const card = (id: string) => g.cardsInFull.find((c) => c.id === id)!;
  const choice = (a: Action) => g.actions.find((c) => c.action === a)!;
  const can = (a: Action, t: string) => choice(a).targets.includes(t);
  const byRole = (r: Role) => g.cardsInFull.find((c) => c.role === r)!;
  const key = ["minister", "princess", "wanderer"];

  if (!used.has("inspect")) {
    const t = choice("inspect").targets.find((t) => t.startsWith("npc"));
    if (t) return { kind: "inspect", target: t };
  }
  if (!used.has("inquire")) {
    const t = choice("inquire").targets[0];
    if (t) return { kind: "inquire", target: t };
  }
  // Hiding must not shield a card the win depends on.
  if (!used.has("protect") && !key.includes(card(actor).role) && can("protect", actor))
    return { kind: "protect", target: actor };
  if (!used.has("reserve") && (choice("pass").reserve ?? []).length > 0 && !key.includes(card(actor).role))
    return { kind: "pass", reserve: choice("pass").reserve![0] };

  const minister = byRole("minister");
  if (minister.holder === "player") {
    if (!minister.revealed && can("accuse", minister.id))
      return { kind: "accuse", target: minister.id, role: "minister" };
    if (minister.revealed && can("attack", minister.id)) return { kind: "attack", target: minister.id };
  } else {
    for (const r of ["princess", "wanderer"] as const) {
      const c = byRole(r);
      if (!c.revealed && can("accuse", c.id)) return { kind: "accuse", target: c.id, role: r };
    }
  }
  return { kind: "pass" };
}

/** Every object in a JSON tree. */
function* objects(v: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(v)) for (const x of v) yield* objects(x);
  else if (v && typeof v === "object") {
    yield v as Record<string, unknown>;
    for (const x of Object.values(v)) yield* objects(x);
  }
}

test("a moderator plays Secret Moon to a win while the town square follows, hiding every face-down card", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  page.on("pageerror", (e) => console.log(`[moderator page error] ${e.message}`));
  page.on("console", (m) => m.type() === "error" && console.log(`[moderator console] ${m.text()}`));
  await signUpByApi(page.request, baseURL!);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/games");
  await page.getByLabel("Title").fill("Secret Moon night");
  await page.getByLabel("Rule system").selectOption("secret-moon");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByRole("heading", { name: "Secret Moon night" })).toBeVisible({ timeout: 60_000 });
  const gameId = new URL(page.url()).pathname.split("/").pop()!;
  const panel = page.getByTestId("secret-moon-panel");

  // The deal needs 5 to 8 players.
  await expect(panel.getByTestId("sm-seat-requirement")).toContainText("needs 5 to 8 players. 0 seats: add 5 more.");
  await expect(panel.getByRole("button", { name: "Deal game 1" })).toBeDisabled();
  for (const name of PLAYERS) {
    await page.getByLabel("Player name").fill(name);
    await page.getByRole("button", { name: "Add seat" }).click();
    await expect(page.getByTestId("seat-row").filter({ hasText: name })).toBeVisible();
  }
  await expect(panel.getByTestId("sm-seat-requirement")).toContainText("6 players: ready to deal");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const publicUrl = (await page.getByRole("link", { name: /\/town\// }).textContent())!;
  const slug = publicUrl.split("/town/")[1]!;

  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.goto(publicUrl);
  await expect(town.getByTestId("sm-town")).toContainText("The moderator has not dealt the cards yet.");

  const modView = async (): Promise<ModRules> =>
    (await (await page.request.get(`/api/games/${gameId}`)).json()).game.view.rules;
  let liveUpdates = true;
  /** The town square shows a text: live, or after a reload when the live refresh did not bring it. */
  const townShows = async (testId: string, text: string | RegExp) => {
    try {
      await expect(town.getByTestId(testId)).toContainText(text, { timeout: 15_000 });
    } catch {
      liveUpdates = false;
      await town.reload();
      await expect(town.getByTestId(testId)).toContainText(text);
    }
  };

  /** No role of a face-down card reaches the public: not in the JSON view, not in the page's HTML. */
  const checkHidden = async () => {
    const mod = await modView();
    const cards = mod.game.cardsInFull;
    const revealed = new Set(cards.filter((c) => c.revealed).map((c) => c.id));
    const json = await (await visitor.request.get(`/api/town/${slug}`)).json();
    const rules = json.view.rules;
    if (rules.game?.result) {
      // The game is over: the whole deal is public now, on the town square too.
      const deal = rules.game.deal.cards as Array<{ cardId: string; role: Role }>;
      expect(deal.map((c) => [c.cardId, c.role])).toEqual(cards.map((c) => [c.id, c.role]));
      await expect(town.getByTestId("sm-town-deal")).toContainText(ROLE_NAME[cards[0]!.role]);
      return mod;
    }
    for (const o of objects(rules)) {
      if (o.revealedRole != null) expect(revealed.has(o.id as string), `revealedRole of ${o.id}`).toBe(true);
      if ("role" in o) expect(revealed.has(o.cardId as string), `role in ${JSON.stringify(o)}`).toBe(true);
      for (const secret of [
        "cardsInFull",
        "learned",
        "removed",
        "discardPile",
        "thiefAnswer",
        "hints",
        "actions",
        "seed",
        "peeked",
        "seen",
      ])
        expect(o, `public view holds "${secret}"`).not.toHaveProperty(secret);
    }
    // Roles that may be named in public without giving a card away: team names and answers (Princess,
    // Minister), roles face up, and roles named in an accusation.
    const sayable = new Set<Role>(["princess", "minister", ...cards.filter((c) => c.revealed).map((c) => c.role)]);
    for (const l of mod.game.log) if (l.record.named) sayable.add(l.record.named);
    const unsayable = (Object.keys(ROLE_NAME) as Role[]).filter((r) => !sayable.has(r));
    expect(unsayable.length).toBeGreaterThan(0);
    // (The options' `"thief": false` names the option, and an earlier game's end reason that game's cards.)
    const withoutOption = (text: string) =>
      text.replace(/\\?"thief\\?":(true|false)/g, "").replace(/princess-and-wanderer-revealed/g, "");
    const html = withoutOption(await (await visitor.request.get(publicUrl)).text());
    const jsonText = withoutOption(JSON.stringify(json));
    for (const r of unsayable) {
      const word = new RegExp(`\\b${ROLE_NAME[r]}`, "i");
      expect(html, `"${ROLE_NAME[r]}" in the town page`).not.toMatch(word);
      expect(jsonText, `"${ROLE_NAME[r]}" in the town JSON`).not.toMatch(word);
    }
    // Every face-down card reads "face down" on the town square.
    for (const c of cards.filter((c) => !c.revealed))
      await expect(town.getByTestId(`sm-town-card-${c.id}`).getByTestId("sm-town-role")).toHaveText("face down");
    return mod;
  };

  const seats: Array<{ id: string; name: string }> = (await (await page.request.get(`/api/games/${gameId}`)).json())
    .game.view.seats;
  expect(seats.map((s) => s.name)).toEqual(PLAYERS);
  const seatName = (id: string) => seats.find((s) => s.id === id)!.name;

  // Deal game 1 of a 3-game match, no Thief.
  await panel.getByLabel("Match length").selectOption("3");
  await expect(panel.getByLabel("Thief card")).not.toBeChecked();
  await screenshotBoth(page, "secret-moon-deal");
  await panel.getByRole("button", { name: "Deal game 1" }).click();
  await expect(panel.getByTestId("sm-status")).toContainText("Game 1 of 3 · dealt, before round 1");
  await expect(panel.getByTestId("sm-hints")).toContainText("Eyes closed, count to five");
  await townShows("sm-town-status", "Game 1 of 3");
  await checkHidden();

  const used = new Set<string>();
  let shotTaken = false;
  let firstTurnChecked = false;
  for (let step = 0; step < 40; step++) {
    const v = await modView();
    const g = v.game;
    if (g.result) break;
    if (v.phase === "between-rounds") {
      await panel.getByRole("button", { name: `Deal round ${g.round + 1}'s turn-order cards` }).click();
      await expect(panel.getByTestId("sm-call")).toBeVisible();
      await townShows("sm-town-log", `Round ${g.round + 1} begins`);
      continue;
    }
    const call = g.call!;
    const actorName = seatName(call.seatId);
    await expect(panel.getByTestId("sm-call")).toContainText(`Number ${call.number}? ${actorName}`);
    await townShows("sm-town-call", `Number ${call.number}? ${actorName}`);
    if (!firstTurnChecked) {
      firstTurnChecked = true;
      // Nothing is face up yet: nobody can be attacked (a Guard never can), and the panel says why.
      const attack = panel.getByRole("button", { name: "Attack", exact: true });
      await expect(attack).toBeDisabled();
      const actorRole = g.cardsInFull.find((c) => c.id === call.seatId)!.role;
      await expect(attack).toHaveAccessibleDescription(
        actorRole === "guard" ? "Guards cannot capture." : "Nobody can be targeted by attack now.",
      );
      // The turn panel comes first, in the first screen, at desktop and phone widths.
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        const box = (await page.locator("#sm-turn-heading").boundingBox())!;
        expect(box.y + box.height, `the turn panel in the first screen at ${size.width} px`).toBeLessThan(size.height);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      // The post (with the call) copies in one click.
      const copy = panel.getByTestId("sm-copy-post").getByRole("button");
      await expect(async () => {
        await copy.click();
        await expect(copy).toHaveText("Copied", { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      const callLine = await panel.getByTestId("sm-post").locator("p").last().innerText();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(callLine);
    }

    const move = chooseMove(g, used);
    used.add(move.reserve ? "reserve" : move.kind);
    await panel.getByRole("button", { name: ACTION_LABEL[move.kind], exact: true }).click();
    if (move.target) await panel.getByLabel("Target").selectOption(move.target);
    if (move.role) await panel.getByLabel("Role named").selectOption(move.role);
    if (move.reserve)
      await panel.getByLabel("Take a turn-order card for next round").selectOption(String(move.reserve));
    if (move.kind === "accuse" && !shotTaken) {
      await expect(panel.getByTestId("sm-action-preview")).toContainText("correct");
      await screenshotBoth(page, "secret-moon-moderator");
      shotTaken = true;
    }
    await panel.getByRole("button", { name: `Confirm ${ACTION_LABEL[move.kind].toLowerCase()}` }).click();
    await expect.poll(async () => (await modView()).game.log.length, { timeout: 30_000 }).toBeGreaterThan(g.log.length);
    const after = await modView();
    // The line the action added, as the moderator's log renders it (newest first).
    const entries = panel.getByTestId("sm-mod-log").locator("li");
    await expect(entries).toHaveCount(after.game.log.length);
    const line = await entries.nth(after.game.log.length - 1 - g.log.length).innerText();
    await expect(panel.getByTestId("sm-post")).toContainText(line);
    await townShows("sm-town-log", line);
    if (move.reserve)
      await expect(town.getByTestId(`sm-town-card-${call.seatId}`)).toContainText(`reserved #${move.reserve}`);
    if (move.kind === "inspect") {
      const seen = g.cardsInFull.find((c) => c.id === move.target)!;
      await expect(panel.getByTestId("sm-private")).toContainText(`To ${actorName}: You inspected`);
      await expect(panel.getByTestId("sm-private")).toContainText(`the ${ROLE_NAME[seen.role]}`);
    }
    if (step === 3) await screenshotBoth(town, "secret-moon-town-playing");
    await checkHidden();
  }

  // A win: the moderator sees the result and the match table; so does the town square.
  const end = await checkHidden();
  const result = end.game.result!;
  expect(result).toBeTruthy();
  const side = result.side === "princess" ? "Princess team" : "Minister team";
  await expect(panel.getByTestId("sm-result")).toContainText(`${side} wins`);
  await expect(panel.getByTestId("sm-match-games")).toContainText(side);
  await townShows("sm-town-result", `${side} wins`);
  await expect(town.getByTestId("sm-town-match")).toContainText(side);
  await screenshotBoth(page, "secret-moon-moderator-result");
  await screenshotBoth(town, "secret-moon-town");

  // The next game of the match: fresh cards, all face down; game 1 stays in the match table.
  await panel.getByRole("button", { name: "Deal game 2 of 3" }).click();
  await expect(panel.getByTestId("sm-status")).toContainText("Game 2 of 3");
  await townShows("sm-town-status", "Game 2 of 3");
  await expect(town.getByTestId("sm-town-match")).toContainText("1 of 3 games played");
  await checkHidden();

  if (!liveUpdates)
    test.info().annotations.push({ type: "note", description: "the town square needed a reload to show a change" });
  console.log(
    `secret-moon e2e: ${used.size} kinds of action, result ${result.side}; live updates ${liveUpdates ? "worked" : "needed reloads"}`,
  );
  await visitor.close();
});
