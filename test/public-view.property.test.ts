import { gameWords } from "@/lib/game/views";
/**
 * `publicView` is an allow-list (docs/architecture.md, "Views and hidden information"). For every ruleset this
 * property test folds random command sequences (seeded: the seed is in every failure message) and,
 * after EVERY applied command, asserts that no hidden value reaches the JSON of `publicView`, and that
 * `engine.playerView(A)` holds nothing of another seat's secrets.
 *
 * Three kinds of check:
 * - markers: every free-text hidden field (seat notes, Clocktower notes, custom reminders, death notes,
 *   night `told` texts and choice texts, neighbour whispers) carries a unique `SECRET-<kind>-<n>`;
 *   none may appear in a public view, nor in another seat's player view;
 * - vocabulary: hidden ids and names (dealt characters, alignments, bluffs, reminder tokens, roles,
 *   removed cards) must not appear outside the parts the rules make public;
 * - perturbation: the folded state's secrets are changed (Secret Moon: face-down roles, the removed
 *   card, hidden turn-order numbers, the Thief's answer; Kemomimi Panic: hidden roles, the removed
 *   cards, secret checks, tonight's thief and target; Clocktower: alignments, notes, bluffs, the
 *   Lunatic's belief, night records and submissions); the public view, and a seat's own view for the
 *   secrets it does not hold, must not change at all.
 *
 * Where the rules make something public, exactly that is allowed (see each check's comments): the
 * Clocktower script sheet, night order, fabled and travellers, and the reveal after `publishReveal`;
 * the Grimoire on the Spy's own link by night (alive, sober; Trouble Brewing), and no other seat's;
 * a face-up Secret Moon card, an accusation's named role, the answers and markers of "Who goes
 * there?", the whole deal once the game has ended; a Kemomimi Panic role once its player is out, the retellings, rulings and the outcome.
 * Run with LEAK_STATS=1 to print what the generators reached.
 */
import { describe, expect, it } from "vitest";
import { createRng, type Rng } from "@/lib/game/rng";
import type { GameState, RulesetId } from "@/lib/game/ruleset";
import {
  Driver,
  escapeRegExp,
  keysOf,
  Markers,
  MODERATOR,
  mentions,
  stringsOf,
  type Attempt,
  type HostGenerator,
} from "./leak-generators/driver";
import { clocktowerAttempt, hiddenCharacters, setupClocktower } from "./leak-generators/clocktower";
import { malfunctions } from "@/lib/rulesets/clocktower/night/resolve";
import {
  PUBLIC_ROLE_KEYS,
  secretMoonAttempt,
  setupSecretMoon,
  shuffleSecretMoon,
  whatSeatKnows,
} from "./leak-generators/secret-moon";
import * as kemomimiGenerator from "./leak-generators/kemomimi";
import * as secretMoonGenerator from "./leak-generators/secret-moon";
import * as clocktowerGenerator from "./leak-generators/clocktower";
import { kemomimiAttempt, perturbKemomimi, setupKemomimi } from "./leak-generators/kemomimi";
import { coinFlipAttempt, perturbCoinFlip, setupCoinFlip } from "./leak-generators/coin-flip";
import type { CoinFlipState } from "@/test/rulesets/coin-flip";
import type { ClocktowerState } from "@/lib/rulesets/clocktower/state";
import { getRuleset } from "@/lib/registry";
import type { ClocktowerPlayerView, ClocktowerPublicView } from "@/lib/rulesets/clocktower/views";
import { ROLE_CARDS, ROLES as SM_ROLES, type Role as SMRole } from "@/lib/rulesets/secret-moon/roles";
import type { SecretMoonState } from "@/lib/rulesets/secret-moon/state";
import type { SecretMoonPublicView } from "@/lib/rulesets/secret-moon/views";
import { ROLE_IDS as KP_ROLE_IDS, ROLES as KP_ROLES } from "@/lib/rulesets/kemomimi-panic/roles";
import type { KemomimiState } from "@/lib/rulesets/kemomimi-panic/state";
import { engine } from "@/lib/registry";

const SEEDS = 40;
const STEPS = 100;
/** Player views checked after each command, of seats picked at random. */
const PLAYER_VIEWS_PER_STEP = 2;
const MARKER = /SECRET-[a-z]+-\d+/g;

type Generator = {
  setup(seed: string, rng: Rng, markers: Markers): Driver;
  attempt(d: Driver, rng: Rng, markers: Markers, step: number): Attempt | { advanceHours: number };
  /** Problems in the public view (empty: no leak). */
  publicLeaks(game: GameState, now: Date, markers: Markers, rng: Rng): string[];
  /** Problems in seat A's player view. */
  playerLeaks(game: GameState, seatId: string, now: Date, markers: Markers, rng: Rng): string[];
};

const clone = <T>(x: T): T => structuredClone(x);
/**
 * A seat's own section of `playerView` (`engine.playerView(...).own`); the rest of `playerView` is the public
 * view, checked after every command by itself.
 */
const ownView = (game: GameState, seatId: string, now: Date) =>
  getRuleset(game.core.rulesetId).playerView(game, seatId, now, gameWords(game));
const json = (x: unknown) => JSON.stringify(x);

function markerLeaks(where: string, value: unknown, allowed: (marker: string) => boolean = () => false): string[] {
  const out: string[] = [];
  for (const s of stringsOf(value))
    for (const m of s.value.match(MARKER) ?? []) if (!allowed(m)) out.push(`${where}: marker ${m} at ${s.path}`);
  return out;
}

// ---------------------------------------------------------------- Clocktower

/** Whole-word, case-sensitive alternation of names ("Po" matches in "the Po", not in "posted"). */
const nameRegExp = (names: string[]) => new RegExp(`(^|[^A-Za-z])(${names.map(escapeRegExp).join("|")})($|[^A-Za-z])`);

const CT_HIDDEN_KEYS = [
  "mastermindDay",
  "reminders",
  "note",
  "lunatic",
  "told",
  "falseInfo",
  "submissions",
  "registersDead",
  "firstDeathUsed",
];

/** Non-traveller character ids and names, alignments and placed reminder texts. `allowedIds` are the viewer's own. */
function clocktowerVocabularyLeaks(
  where: string,
  value: unknown,
  rules: ClocktowerState,
  allowedIds: Set<string>,
  allowAlignmentAt: (path: string) => boolean,
): string[] {
  const out: string[] = [];
  const strings = stringsOf(value);
  // Characters a seat may hold or be told: every character of the game's script but the travellers and fabled.
  const hidden = hiddenCharacters(rules).filter((c) => !allowedIds.has(c.id));
  const tokenTexts = new Set(
    Object.values(rules.seats)
      .flatMap((s) => s.reminders.map((r) => r.text))
      .filter((t) => !t.startsWith("SECRET-")),
  );
  const ids = new Map(hidden.map((c) => [c.id, c]));
  const names = nameRegExp(hidden.map((c) => c.name));
  for (const s of strings) {
    if (ids.has(s.value)) out.push(`${where}: character id "${s.value}" at ${s.path}`);
    const named = names.exec(s.value);
    if (named)
      out.push(`${where}: character name "${named[2]}" at ${s.path}: ${JSON.stringify(s.value).slice(0, 160)}`);
    if ((s.value === "good" || s.value === "evil") && s.key !== "winner" && !allowAlignmentAt(s.path))
      out.push(`${where}: alignment "${s.value}" at ${s.path}`);
    // (a role message's "Minion"/"Demon" is the evil team's type, not the Investigator's token of that name)
    if (tokenTexts.has(s.value) && !/\.evilTeam\[\d+\]\.type$/.test(s.path))
      out.push(`${where}: reminder token text "${s.value}" at ${s.path}`);
  }
  const keys = keysOf(value);
  if (keys.has("alignment") && !allowAlignmentAt("$.roleMessage.alignment")) out.push(`${where}: an "alignment" key`);
  // Fields of the grimoire that no public or other-seat section may carry, whatever their value.
  for (const k of CT_HIDDEN_KEYS) if (keys.has(k)) out.push(`${where}: a "${k}" key`);
  return out;
}

/**
 * The grimoire's pure secrets changed (what no public fact may depend on): every seat's alignment but
 * the viewer's and the travellers', storyteller notes, the bluffs, the Lunatic's belief, and the night's
 * records and submissions of other seats (told texts, choices, false-info flags). Characters, tokens
 * and deaths are left alone: the rules do make some of their consequences public (a Zombuul shows
 * dead, a sober Matron changes the whisper rules).
 */
function perturbClocktower(game: GameState<ClocktowerState>, viewer: string | null): GameState<ClocktowerState> {
  // Deep copies of the parts changed only (cloning the frozen script each time is slow).
  const g: GameState<ClocktowerState> = {
    core: { ...game.core, seats: game.core.seats.map((x) => ({ ...x })) },
    rules: {
      ...game.rules,
      seats: clone(game.rules.seats),
      bluffs: [...game.rules.bluffs],
      ...(game.rules.nights ? { nights: clone(game.rules.nights) } : {}),
    },
  };
  const r = g.rules;
  const other = (id: string | undefined) => !id || id !== viewer;
  for (const [id, e] of Object.entries(r.seats)) {
    if (id === viewer) continue;
    e.note = `perturbed note ${id}`;
    if (!e.traveller) e.alignment = e.alignment === "good" ? "evil" : "good";
    if (e.lunatic)
      e.lunatic = { demonId: e.lunatic.demonId === "po" ? "pukka" : "po", minionSeatIds: [], bluffs: ["sailor"] };
  }
  const viewerEntry = viewer ? r.seats[viewer] : undefined;
  // The Demon (and a Lunatic, who thinks they are the Demon) is told the bluffs.
  const viewerSeesBluffs =
    !!viewerEntry &&
    (viewerEntry.characterId === "lunatic" ||
      hiddenCharacters(r).find((c) => c.id === viewerEntry.characterId)?.team === "demon");
  if (!viewerSeesBluffs) r.bluffs = r.bluffs.map((b) => (b === "sailor" ? "gossip" : "sailor"));
  for (const n of Object.values(r.nights ?? {})) {
    for (const step of Object.values(n.steps))
      if (other(step.seatId)) {
        step.told = step.told === undefined ? undefined : `perturbed ${step.told}`;
        step.choice = { text: "perturbed" };
        step.falseInfo = !step.falseInfo;
      }
    for (const sub of Object.values(n.submissions)) if (other(sub.seatId)) sub.choice = { text: "perturbed" };
  }
  for (const seat of g.core.seats) if (seat.id !== viewer) seat.note = `perturbed core note ${seat.id}`;
  return g;
}

const clocktowerRuleset = getRuleset("clocktower");
/** How many Spy views holding the Grimoire were checked: the generators must reach them. */
const spyViews = { count: 0 };

const clocktower: Generator = {
  setup: (seed, rng) => setupClocktower(seed, rng),
  attempt: clocktowerAttempt,
  publicLeaks(game, now) {
    const rules = (game as GameState<ClocktowerState>).rules;
    const pub = engine.publicView(game, now);
    const ct = pub.rules as ClocktowerPublicView;
    const out: string[] = [];
    // The reveal exists only once the storyteller published it (after the end): then it is public by rule.
    if (ct.reveal && !rules.revealed) out.push("public: reveal before publishReveal");
    // Public by rule, and listing characters by design: the script sheet and night order (every
    // character on the script), the fabled in play, the travellers (their characters are public),
    // and after `publishReveal` the reveal itself (characters, alignments, death labels, ledgers, bluffs).
    const { script, fabled, travellers, reveal, ...rest } = ct;
    void script;
    void fabled;
    void travellers;
    const stripped = { ...pub, rules: rest };
    // The reveal's ledgers are the storyteller's told texts (public by rule after publishReveal); nothing else.
    out.push(...markerLeaks("public", stripped));
    out.push(...markerLeaks("public.reveal", reveal, (m) => m.startsWith("SECRET-told-")));
    out.push(...markerLeaks("public.travellers/fabled", { fabled, travellers }));
    out.push(...clocktowerVocabularyLeaks("public", stripped, rules, new Set(), () => false));
    // Before the reveal, nothing public may depend on the grimoire's pure secrets.
    if (!rules.revealed) {
      const other = engine.publicView(perturbClocktower(game as GameState<ClocktowerState>, null), now);
      if (json(other) !== json(pub))
        out.push(
          `public: changes when alignments, notes, bluffs, the Lunatic's belief or night records change (${diff(pub, other)})`,
        );
    }
    return out;
  },
  playerLeaks(game, seatId, now, markers) {
    const rules = (game as GameState<ClocktowerState>).rules;
    // The seat's own section: the rest of `playerView` is the public view, checked on its own.
    const ownSection = clocktowerRuleset.playerView(game, seatId, now, gameWords(game)) as ClocktowerPlayerView;
    const own = clone(ownSection);
    // The one exception: the Spy's own link by night, while the Spy lives and their ability works, holds
    // the Grimoire as it is (characters, alignments, life, reminders; never notes). Nobody else's ever.
    const spyEntry = rules.seats[seatId];
    const spySees =
      !!spyEntry &&
      spyEntry.characterId === "spy" &&
      !spyEntry.traveller &&
      spyEntry.alive &&
      rules.phase?.kind === "night" &&
      !rules.winner &&
      !malfunctions(rules.seats, seatId);
    const spyOut: string[] = [];
    if (own.spyGrimoire && !spySees) spyOut.push(`player ${seatId}: holds the Grimoire but may not see it`);
    if (!own.spyGrimoire && spySees) spyOut.push(`player ${seatId}: the Spy by night sees no Grimoire`);
    if (own.spyGrimoire && spySees) {
      spyViews.count++;
      const truth = game.core.seats.filter((x) => rules.seats[x.id]);
      const seen = own.spyGrimoire.seats;
      if (json(seen.map((x) => x.seatId)) !== json(truth.map((x) => x.id)))
        spyOut.push(`player ${seatId}: the Spy's Grimoire does not list every seat in order`);
      for (const x of seen) {
        const e = rules.seats[x.seatId];
        if (!e || e.characterId !== x.characterId || e.alignment !== x.alignment || e.alive !== x.alive)
          spyOut.push(`player ${seatId}: the Spy's Grimoire is not the Grimoire at ${x.seatId}`);
        else if (json(e.reminders.map((r) => r.text)) !== json(x.reminders.map((r) => r.text)))
          spyOut.push(`player ${seatId}: the Spy's Grimoire has other reminders at ${x.seatId}`);
      }
      // Custom reminder texts are part of the Grimoire; notes and night records are not.
      spyOut.push(
        ...markerLeaks(`player ${seatId} spyGrimoire`, own.spyGrimoire, (m) => m.startsWith("SECRET-reminder-")),
      );
    }
    own.spyGrimoire = null;
    const mine = new Set(
      markers.all
        .filter((m) => m.seats.includes(seatId) && ["told", "choice", "whisper"].includes(m.kind))
        .map((m) => m.marker),
    );
    const out = [...spyOut, ...markerLeaks(`player ${seatId}`, own, (m) => mine.has(m))];
    // What this seat may know: the character it is told (a Lunatic: their Demon), its bluffs, its own
    // night choice. The role message's prose and ability texts are left out of the name check.
    const allowed = new Set<string>();
    const msg = own.roleMessage;
    if (msg) {
      allowed.add(msg.character.id);
      for (const b of msg.bluffs ?? []) allowed.add(b.id);
      (msg as unknown as { text?: unknown }).text = "";
      msg.character.ability = "";
      delete msg.character.note;
    }
    if (own.nightAction) {
      if (own.nightAction.submitted?.character) allowed.add(own.nightAction.submitted.character);
      own.nightAction.shape.prompt = { key: "" };
    }
    // A traveller's own character is public anyway.
    const entry = rules.seats[seatId];
    if (entry?.traveller) allowed.add(entry.characterId);
    out.push(
      ...clocktowerVocabularyLeaks(`player ${seatId}`, own, rules, allowed, (p) => p === "$.roleMessage.alignment"),
    );
    if (!rules.revealed) {
      const before = ownSection;
      const after = clocktowerRuleset.playerView(
        perturbClocktower(game as GameState<ClocktowerState>, seatId),
        seatId,
        now,
        gameWords(game),
      ) as ClocktowerPlayerView;
      // The Spy's Grimoire shows alignments by rule (checked above against the truth): the rest may not change.
      const unlike = (v: ClocktowerPlayerView) => json({ ...v, spyGrimoire: v.spyGrimoire ? "seen" : null });
      if (unlike(after) !== unlike(before))
        out.push(
          `player ${seatId}: changes with other seats' alignments, notes, night records (${diff(before, after)})`,
        );
    }
    return out;
  },
};

// ---------------------------------------------------------------- Secret Moon

const SM_NAMES = Object.fromEntries(SM_ROLES.map((r) => [r, ROLE_CARDS[r].name])) as Record<SMRole, string>;

const secretMoon: Generator = {
  setup: (seed, rng) => setupSecretMoon(seed, rng),
  attempt: secretMoonAttempt,
  publicLeaks(game, now, _markers, rng) {
    const g = game as GameState<SecretMoonState>;
    const pub = engine.publicView(g, now);
    const out = markerLeaks("public", pub);
    const sm = pub.rules as SecretMoonPublicView;
    const m = g.rules.match;
    // Once a game has ended its whole deal is public (`game.deal`): nothing is hidden any more.
    if (m && sm.game && !m.game.result) {
      const card = (id: string) => m.game.cards.find((c) => c.id === id);
      // A role reaches the public only on a face-up card, as an accusation's named role (said aloud),
      // as an answer or team marker of "Who goes there?", or as the winning side.
      for (const c of sm.game.cards)
        if (c.revealedRole && !card(c.id)?.revealed) out.push(`public: revealedRole of face-down card ${c.id}`);
      for (const s of stringsOf(pub))
        if ((SM_ROLES as readonly string[]).includes(s.value) && !PUBLIC_ROLE_KEYS.has(s.key ?? ""))
          out.push(`public: role "${s.value}" at ${s.path}`);
      const publicRoles = new Set<string>(["princess", "minister"]);
      if (m.options.thief) publicRoles.add("thief");
      for (const c of m.game.cards) if (c.revealed) publicRoles.add(c.role);
      for (const r of m.game.log) if (r.kind === "accuse") publicRoles.add(r.named);
      for (const r of SM_ROLES)
        if (!publicRoles.has(r))
          for (const s of stringsOf(pub))
            if (mentions(s.value, SM_NAMES[r]))
              out.push(`public: hidden role name "${SM_NAMES[r]}" at ${s.path}: ${s.value.slice(0, 160)}`);
      // Shuffled face-down roles and removed card: nothing public may change.
      const other = shuffleSecretMoon(g, rng, () => false);
      if (json(engine.publicView(other, now)) !== json(pub))
        out.push(
          `public: changes when the face-down roles, the hidden turn-order numbers or the Thief's answer change (${diff(pub, engine.publicView(other, now))})`,
        );
    }
    return out;
  },
  playerLeaks(game, seatId, now, markers, rng) {
    void markers;
    const g = game as GameState<SecretMoonState>;
    const view = ownView(g, seatId, now);
    const out = markerLeaks(`player ${seatId}`, view);
    const m = g.rules.match;
    if (!m) return out;
    const known = whatSeatKnows(g, seatId);
    const other = shuffleSecretMoon(g, rng, (id) => known.has(id), seatId);
    const after = ownView(other, seatId, now);
    if (json(after) !== json(view))
      out.push(
        `player ${seatId}: changes when roles, numbers or the Thief's answer unknown to it change (${diff(view, after)})`,
      );
    return out;
  },
};

// ---------------------------------------------------------------- Kemomimi Panic

const kemomimi: Generator = {
  setup: (seed, rng) => setupKemomimi(seed, rng),
  attempt: kemomimiAttempt,
  publicLeaks(game, now, _markers, rng) {
    const g = game as GameState<KemomimiState>;
    const pub = engine.publicView(g, now);
    const out = markerLeaks("public", pub);
    const s = g.rules;
    const revealed = new Set(s.players.filter((p) => p.out && !p.leftTable).map((p) => p.role as string));
    const names = new Set(KP_ROLE_IDS.map((r) => KP_ROLES[r].name));
    // A role is public only once its player is out (not by leaving the table): revealedRole, and the
    // history's loss.revealedRole of the verdict or theft that put them out.
    for (const x of stringsOf(pub)) {
      // "informant" is also a winner (a public outcome), not a role there.
      if (
        (KP_ROLE_IDS as readonly string[]).includes(x.value) &&
        !(x.key === "revealedRole" && revealed.has(x.value)) &&
        x.key !== "winner"
      )
        out.push(`public: role "${x.value}" at ${x.path}`);
      if (names.has(x.value) && x.key !== "revealedRoleName") out.push(`public: role name "${x.value}" at ${x.path}`);
    }
    for (const p of (pub.rules as { players: Array<{ seatId: string; revealedRole: string | null }> }).players) {
      const truth = s.players.find((q) => q.seatId === p.seatId);
      if (p.revealedRole && !(truth?.out && !truth.leftTable))
        out.push(`public: revealedRole of ${p.seatId}, who is in the game`);
    }
    const other = perturbKemomimi(g, rng, null);
    if (json(engine.publicView(other, now)) !== json(pub))
      out.push(
        `public: changes when hidden roles / removed cards / checks / the night target change (${diff(pub, engine.publicView(other, now))})`,
      );
    return out;
  },
  playerLeaks(game, seatId, now, _markers, rng) {
    const g = game as GameState<KemomimiState>;
    const view = ownView(g, seatId, now);
    const out = markerLeaks(`player ${seatId}`, view);
    const after = ownView(perturbKemomimi(g, rng, seatId), seatId, now);
    if (json(after) !== json(view))
      out.push(
        `player ${seatId}: changes with other seats' hidden roles / checks / the night target (${diff(view, after)})`,
      );
    return out;
  },
};

// ---------------------------------------------------------------- Coin flip (the recipe's test rule system)

const coinFlip: Generator = {
  setup: (seed, rng) => setupCoinFlip(seed, rng),
  attempt: (d, rng, _markers, step) => coinFlipAttempt(d, rng, step),
  publicLeaks(game, now, _markers, rng) {
    const pub = engine.publicView(game, now);
    // Before the coin lands nobody's call is public: turning every call over changes nothing.
    if ((game as GameState<CoinFlipState>).rules.face) return [];
    const other = engine.publicView(perturbCoinFlip(game, rng, null), now);
    const before = { ...pub, rules: { ...(pub.rules as object), called: undefined } };
    const after = { ...other, rules: { ...(other.rules as object), called: undefined } };
    return json(before) === json(after)
      ? []
      : [`public: changes with the calls before the flip (${diff(before, after)})`];
  },
  playerLeaks(game, seatId, now, _markers, rng) {
    const view = ownView(game, seatId, now);
    const after = ownView(perturbCoinFlip(game, rng, seatId), seatId, now);
    return json(after) === json(view)
      ? []
      : [`player ${seatId}: changes with other seats' calls (${diff(view, after)})`];
  },
};

/** The first path where two JSON trees differ. */
function diff(a: unknown, b: unknown, path = "$"): string {
  if (json(a) === json(b)) return "";
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = diff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  return `${path}: ${json(a)?.slice(0, 120)} vs ${json(b)?.slice(0, 120)}`;
}

// ---------------------------------------------------------------- the property

const GENERATORS: Record<RulesetId, Generator> = {
  clocktower,
  "secret-moon": secretMoon,
  "kemomimi-panic": kemomimi,
  "coin-flip": coinFlip,
};

interface RunStats {
  applied: number;
  refused: number;
  publicChecks: number;
  playerChecks: number;
  eventTypes: Set<string>;
  publicLeaks: string[];
  playerLeaks: string[];
}

/**
 * One seeded game: setup, then STEPS attempts. After the setup and after every applied command, the
 * public view is checked, and the own sections of two seats' player views picked at random. Each kind
 * of check reports its first leak per seed (naming the seed, the command and the last events before it).
 */
function runSeed(rulesetId: RulesetId, seed: string, gen: Generator, stats: RunStats) {
  const rng = createRng(seed);
  const checkRng = createRng(`${seed}/checks`);
  const markers = new Markers();
  const d = gen.setup(seed, rng, markers);
  const history: string[] = d.events.map((e) => e.event.type);
  // Each kind of check reports its first leak of the seed; the game goes on until both have one.
  let publicLeaked = false;
  let playerLeaked = false;
  const verify = (after: string) => {
    const g = d.game;
    const pub = gen.publicLeaks(g, d.now, markers, checkRng);
    stats.publicChecks++;
    const seats = checkRng.shuffle(g.core.seats.map((x) => x.id)).slice(0, PLAYER_VIEWS_PER_STEP);
    const own = seats.flatMap((seatId) => gen.playerLeaks(g, seatId, d.now, markers, checkRng));
    stats.playerChecks += seats.length;
    const report = (leaks: string[]) =>
      `[${rulesetId} seed "${seed}"] after ${after} (last events: ${history.slice(-12).join(", ")}):\n  ${[...new Set(leaks)].slice(0, 6).join("\n  ")}`;
    if (pub.length && !publicLeaked) stats.publicLeaks.push(report(pub));
    if (own.length && !playerLeaked) stats.playerLeaks.push(report(own));
    publicLeaked ||= pub.length > 0;
    playerLeaked ||= own.length > 0;
    return !(publicLeaked && playerLeaked);
  };
  if (!verify("setup")) return;
  for (let step = 0; step < STEPS; step++) {
    const a = gen.attempt(d, rng, markers, step);
    if ("advanceHours" in a) {
      d.advance(a.advanceHours * 3600_000);
      continue;
    }
    const o = d.attempt(a);
    if (!o.applied) {
      stats.refused++;
      if (process.env.LEAK_STATS === "refusals")
        stats.eventTypes.add(`refused ${JSON.stringify(a.command).slice(0, 60)}: ${o.reason.slice(0, 80)}`);
      continue;
    }
    stats.applied++;
    stats.eventTypes.add(o.eventType);
    const last = d.events.at(-1)!.event as { type: string; event?: { type: string } };
    if (last.event) stats.eventTypes.add(`${o.eventType}:${last.event.type}`);
    for (const m of JSON.stringify(last).match(MARKER) ?? []) stats.eventTypes.add(`marker:${m.split("-")[1]}`);
    history.push(`${a.command.type}${a.actor?.kind === "player" ? "(player)" : ""}${a.force ? "!" : ""}`);
    if (!verify(`step ${step} ${JSON.stringify(a.command).slice(0, 200)}`)) return;
  }
}

const runs = new Map<RulesetId, RunStats>();
/** The seeded games of one ruleset, played once and shared by its two tests. */
function played(rulesetId: RulesetId): RunStats {
  let stats = runs.get(rulesetId);
  if (!stats) {
    stats = {
      applied: 0,
      refused: 0,
      publicChecks: 0,
      playerChecks: 0,
      eventTypes: new Set(),
      publicLeaks: [],
      playerLeaks: [],
    };
    for (let i = 0; i < SEEDS; i++) runSeed(rulesetId, `${rulesetId}-${i}`, GENERATORS[rulesetId], stats);
    if (process.env.LEAK_STATS)
      console.log(
        `${rulesetId}: ${stats.applied} commands applied, ${stats.refused} refused; ${stats.publicChecks} public views and ${stats.playerChecks} player views checked\n  ${[...stats.eventTypes].sort().join(" ")}`,
      );
    runs.set(rulesetId, stats);
  }
  return stats;
}

for (const rulesetId of Object.keys(GENERATORS) as RulesetId[]) {
  // Clocktower's 40 games fold ~30 s alone since the night resolves every step at its turn; beside the
  // rest of the suite on 2 cores, several times that.
  describe(`${rulesetId}: hidden values never reach public JSON`, { timeout: 240_000 }, () => {
    it(`publicView, after every command of ${SEEDS} random games`, () => {
      const stats = played(rulesetId);
      expect(stats.publicLeaks, stats.publicLeaks.join("\n\n")).toEqual([]);
      // The generators must reach the interesting parts of each game, or the property says little.
      expect(stats.applied, `only ${stats.applied} commands applied`).toBeGreaterThan(SEEDS * 20);
    });

    it(`engine.playerView(A) holds nothing of another seat's secrets, after every command of ${SEEDS} random games`, () => {
      const stats = played(rulesetId);
      expect(stats.playerLeaks, stats.playerLeaks.join("\n\n")).toEqual([]);
      if (process.env.LEAK_STATS) console.log(`clocktower: ${spyViews.count} Spy views with the Grimoire checked`);
      if (rulesetId === "clocktower") expect(spyViews.count, "no Spy's Grimoire was checked").toBeGreaterThan(0);
    });
  });
}

// ---------------------------------------------------------------- the playing host's account

/** Each generator file may export `host` (see HostGenerator); a ruleset with `hostSeat` must. */
const HOST_GENERATORS: Record<RulesetId, HostGenerator | undefined> = {
  clocktower: (clocktowerGenerator as { host?: HostGenerator }).host,
  "secret-moon": (secretMoonGenerator as { host?: HostGenerator }).host,
  "kemomimi-panic": (kemomimiGenerator as { host?: HostGenerator }).host,
  "coin-flip": undefined,
};
const HOST_SEEDS = 25;

/** What the host's account reads of the game: the moderator view and the games list's line. */
const hostReads = (game: GameState, now: Date) => ({
  view: engine.moderatorView(game, now),
  list: engine.listSummary(game, now),
});

/** A moderator command's answer as far as the game's secrets could move it (the event is checked in the log). */
function answerOf(game: GameState, a: Attempt, now: Date, seed: string) {
  const parsed = engine.parseCommand(game.core.rulesetId, a.command);
  if (!parsed.ok) return { error: parsed.error };
  const d = engine.decideCommand(game, parsed.command, { now, rng: createRng(seed), actor: MODERATOR });
  return d.ok ? { ok: true, warnings: d.warnings } : { error: d.error, field: d.field };
}

/**
 * One game in playing-host mode. After every applied command while the host plays: the moderator view
 * and the list line do not move when the other seats' secrets change, every event of the log reads
 * (through eventForModerator) without a secret, and each command the host's account sends gets the
 * same answer (ok, warnings, error) whatever the other seats' secrets.
 */
function runHostSeed(rulesetId: RulesetId, seed: string, gen: Generator, hostGen: HostGenerator, leaks: string[]) {
  const rng = createRng(seed);
  const checkRng = createRng(`${seed}/checks`);
  const markers = new Markers();
  const d = hostGen.setup(seed, rng, markers);
  const history: string[] = [];
  let checkedWhilePlaying = 0;
  const report = (after: string, found: string[]) =>
    leaks.push(
      `[${rulesetId} host seed "${seed}"] after ${after} (last: ${history.slice(-10).join(", ")}):\n  ${[...new Set(found)].slice(0, 6).join("\n  ")}`,
    );
  const verify = (after: string): boolean => {
    const g = d.game;
    const host = engine.playingHostSeat(g);
    if (host === null) return true;
    checkedWhilePlaying++;
    const found: string[] = [];
    const reads = hostReads(g, d.now);
    const other = hostReads(hostGen.perturb(g, checkRng, host), d.now);
    if (json(other) !== json(reads)) found.push(`host's view moves with other seats' secrets (${diff(reads, other)})`);
    const undo = reads.view.canUndo?.type;
    if (undo && !isCoreOrHidden(undo)) found.push(`the undo button names "${undo}"`);
    for (const env of d.events) found.push(...hostGen.eventLeaks(engine.eventForModerator(g, env), g, host));
    if (found.length) report(after, found);
    return found.length === 0;
  };
  if (!verify("setup")) return 0;
  for (let step = 0; step < STEPS; step++) {
    const a = gen.attempt(d, rng, markers, step);
    if ("advanceHours" in a) {
      d.advance(a.advanceHours * 3600_000);
      continue;
    }
    const g = d.game;
    const host = engine.playingHostSeat(g);
    if (host !== null && (a.actor ?? MODERATOR).kind === "moderator") {
      const cmdSeed = `${seed}/answer-${step}`;
      const real = answerOf(g, a, d.now, cmdSeed);
      const moved = answerOf(hostGen.perturb(g, checkRng, host), a, d.now, cmdSeed);
      if (json(real) !== json(moved)) {
        report(`step ${step} ${JSON.stringify(a.command).slice(0, 160)}`, [
          `the answer moves with other seats' secrets: ${json(real)} vs ${json(moved)}`,
        ]);
        return checkedWhilePlaying;
      }
    }
    const o = d.attempt(a);
    if (!o.applied) continue;
    history.push(`${a.command.type}${a.actor?.kind === "player" ? "(player)" : ""}${a.force ? "!" : ""}`);
    if (!verify(`step ${step} ${JSON.stringify(a.command).slice(0, 160)}`)) return checkedWhilePlaying;
  }
  return checkedWhilePlaying;
}

const isCoreOrHidden = (type: string) => type === "Hidden" || !/^(Kemomimi|SecretMoon|Clocktower)/.test(type);

for (const rulesetId of Object.keys(GENERATORS) as RulesetId[]) {
  const hasHost = !!getRuleset(rulesetId).hostSeat;
  describe.runIf(hasHost)(`${rulesetId}: a playing host's account reads nothing of other seats' secrets`, () => {
    it(`moderator view, list line, event log and command answers, over ${HOST_SEEDS} random games`, () => {
      const hostGen = HOST_GENERATORS[rulesetId];
      expect(hostGen, `${rulesetId} has hostSeat: its leak generator must export \`host\``).toBeDefined();
      const leaks: string[] = [];
      let checked = 0;
      for (let i = 0; i < HOST_SEEDS; i++)
        checked += runHostSeed(rulesetId, `${rulesetId}-host-${i}`, GENERATORS[rulesetId], hostGen!, leaks);
      expect(leaks, leaks.join("\n\n")).toEqual([]);
      expect(checked, "the host games must get past the deal").toBeGreaterThan(HOST_SEEDS * 10);
    });
  });
}

describe("the leak checks can fail", () => {
  // A moderate-only game's moderator view, and its raw event log, hold everything: the host checks must object.
  it("flags a moderate-only moderator view and a raw event log as a playing host's leak", () => {
    for (const rulesetId of Object.keys(GENERATORS) as RulesetId[]) {
      const hostGen = HOST_GENERATORS[rulesetId];
      if (!hostGen) continue;
      const rng = createRng(`host-self-test-${rulesetId}`);
      // A host who only moderates (Secret Moon's tables are dealt with a playing host half the time).
      const d =
        rulesetId === "secret-moon"
          ? setupSecretMoon(`host-self-test-${rulesetId}`, rng, false)
          : GENERATORS[rulesetId].setup(`host-self-test-${rulesetId}`, rng, new Markers());
      const seat = d.game.core.seats[0]!.id;
      const reads = json(hostReads(d.game, d.now));
      expect(json(hostReads(hostGen.perturb(d.game, rng, seat), d.now)), rulesetId).not.toBe(reads);
      const hosted = hostGen.setup(`host-self-test-${rulesetId}`, createRng("x"), new Markers());
      const raw = hosted.events.flatMap((env) => hostGen.eventLeaks(env, hosted.game, seat));
      expect(raw.length, `${rulesetId}: the raw deal`).toBeGreaterThan(0);
    }
  });

  // Fed the moderator's view (which holds everything) in place of the public one, each check must object.
  it("flags the moderator view of a dealt game as a leak, for every ruleset", () => {
    for (const rulesetId of Object.keys(GENERATORS) as RulesetId[]) {
      const gen = GENERATORS[rulesetId];
      const rng = createRng(`self-test-${rulesetId}`);
      const markers = new Markers();
      const d = gen.setup(`self-test-${rulesetId}`, rng, markers);
      const seatId = d.game.core.seats[0]!.id;
      d.must({ command: { type: "seat.note", seatId, note: markers.next("seatnote", seatId) } });
      // The player checks read the seat's own section: playerView is the public view plus exactly that.
      expect(engine.playerView(d.game, seatId, d.now)).toEqual({
        ...engine.publicView(d.game, d.now),
        seatId,
        own: ownView(d.game, seatId, d.now),
      });
      const asIfPublic = engine.moderatorView(d.game, d.now);
      const leaks = markerLeaks("moderator-as-public", asIfPublic);
      expect(leaks.length, `${rulesetId}: the seat note marker`).toBeGreaterThan(0);
      if (rulesetId === "clocktower") {
        const rules = d.game.rules as ClocktowerState;
        const {
          script,
          sheet,
          nightOrder,
          fabled,
          public: _p,
          extraCharacters,
          availableReminders,
          bagStatus,
          bag,
          ...rest
        } = asIfPublic.rules as Record<string, unknown>;
        void [script, sheet, nightOrder, fabled, _p, extraCharacters, availableReminders, bagStatus, bag];
        expect(
          clocktowerVocabularyLeaks("moderator-as-public", rest, rules, new Set(), () => false).length,
        ).toBeGreaterThan(0);
      }
    }
  });
});
