/**
 * Random Kemomimi Panic play for the leak property test: 4–8 seats, one of the rulebook's setups for
 * that many, a shuffled deal, then commands weighted toward what the moderator's hints expect next,
 * with random seats as arguments and warnings often forced (players' own links too).
 */
import type { Rng } from "@/lib/game/rng";
import type { GameState } from "@/lib/game/ruleset";
import { PRESETS } from "@/lib/rulesets/kemomimi-panic/presets";
import type { KemomimiState } from "@/lib/rulesets/kemomimi-panic/state";
import type { KemomimiModeratorView } from "@/lib/rulesets/kemomimi-panic/views";
import { ROLE_IDS as KP_ROLE_IDS, ROLES as KP_ROLES } from "@/lib/rulesets/kemomimi-panic/roles";
import {
  asPlayer,
  Driver,
  keysOf,
  Markers,
  someOf,
  stringsOf,
  weighted,
  type Attempt,
  type HostGenerator,
} from "./driver";
import { engine } from "@/lib/registry";

type KP = GameState<KemomimiState>;

export function setupKemomimi(seed: string, rng: Rng, hostPlays = false): Driver {
  const d = new Driver("kemomimi-panic", seed);
  const preset = rng.pick(PRESETS);
  for (let i = 0; i < preset.players; i++)
    d.must({ command: { type: "seat.add", name: `Player ${String.fromCharCode(65 + i)}` } });
  d.must({
    command: { type: "kemomimi.configure", preset: preset.id, discussionSeconds: 60, points: rng.next() < 0.5 },
    force: true,
  });
  const hostSeatId = hostPlays ? rng.pick(d.game.core.seats.map((x) => x.id)) : undefined;
  d.must({ command: { type: "kemomimi.deal", ...(hostSeatId ? { hostSeatId } : {}) }, force: true });
  return d;
}

/**
 * The seat whose own link a secret step belongs to (the test reads the state: the generator may know
 * what the players know between them).
 */
function rightfulSeat(s: KemomimiState, type: string): string | undefined {
  const holder = (c: string) => s.players.find((p) => p.character === c)?.seatId;
  switch (type) {
    case "kemomimi.shamlockCheck":
      return holder("shamlock");
    case "kemomimi.sheenaCheck":
      return holder("sheena");
    case "kemomimi.chooseTarget":
      return s.night?.thief ?? undefined;
    case "kemomimi.mirandaChangeSuspect":
      return holder("miranda");
    case "kemomimi.lumaBarVoter":
      return holder("luma");
    default:
      return undefined;
  }
}

export function perturbKemomimi(
  game: GameState<KemomimiState>,
  rng: Rng,
  viewer: string | null,
): GameState<KemomimiState> {
  const g = structuredClone(game);
  const s = g.rules;
  const hidden = s.players.filter((p) => !(p.out && !p.leftTable) && p.seatId !== viewer);
  const roles = hidden.map((p) => p.role);
  const shift = 1 + rng.int(Math.max(1, roles.length - 1));
  hidden.forEach((p, i) => (p.role = roles[(i + shift) % roles.length]!));
  s.removed = s.removed.map((r) => (r === "civilian" ? "informant" : "civilian"));
  s.checks = s.checks.map((c) =>
    c.by === viewer
      ? c
      : { ...c, isCivilian: !c.isCivilian, target: s.players[rng.int(s.players.length)]?.seatId ?? c.target },
  );
  // Tonight's thief and target are secret until dawn (the thief knows both). Whether anyone steals
  // tonight follows from the Moon and the count of players, and whether the choice is made is the
  // night's progress: both public, so kept.
  if (s.night && s.night.thief && s.night.thief !== viewer && s.phase === "night") {
    const others = s.players.filter((p) => p.seatId !== viewer).map((p) => p.seatId);
    s.night = {
      ...s.night,
      thief: others.length ? others[rng.int(others.length)]! : s.night.thief,
      target: s.night.target && (s.players[rng.int(s.players.length)]?.seatId ?? null),
    };
  }
  // With a playing host, the hands given on the links are secret until the count.
  if (s.hostSeat && s.phase === "day" && !s.today.count)
    s.today = {
      ...s.today,
      hands: someOf(
        rng,
        s.players.map((p) => p.seatId),
      ).filter((id) => id !== viewer),
    };
  return g;
}

const SEAT_COMMANDS: Record<string, string> = {
  "kemomimi.shamlockCheck": "targetSeatId",
  "kemomimi.sheenaCheck": "targetSeatId",
  "kemomimi.nameSuspect": "suspectSeatId",
  "kemomimi.mirandaChangeSuspect": "suspectSeatId",
  "kemomimi.lumaBarVoter": "seatId",
  "kemomimi.chooseTarget": "targetSeatId",
};
const PLAIN = [
  "kemomimi.startDiscussion",
  "kemomimi.tristelNewMoon",
  "kemomimi.esterFullMoon",
  "kemomimi.cyrilForceTwinVote",
  "kemomimi.countVotes",
  "kemomimi.vernaDeclareInnocent",
  "kemomimi.carryOutVerdict",
  "kemomimi.startNight",
  "kemomimi.dawn",
];

export function kemomimiAttempt(
  d: Driver,
  rng: Rng,
  markers: Markers,
  step: number,
): Attempt | { advanceHours: number } {
  const game = d.game as KP;
  const seatIds = game.core.seats.map((s) => s.id);
  if (seatIds.length === 0) return { command: { type: "undo" } };
  const anySeat = () => rng.pick(seatIds);
  const mod = engine.moderatorView(game, d.now).rules as KemomimiModeratorView;
  const next = mod.hints.next.filter((c) => c.startsWith("kemomimi."));
  const byType = (type: string): Attempt => {
    const force = rng.next() < 0.6;
    if (type in SEAT_COMMANDS) {
      const target = anySeat();
      // sometimes from the acting player's own link (the thief choosing, a checker checking); with a
      // playing host, whose account is refused the secret steps, mostly from the rightful one
      const r = rng.next();
      const rightful = rightfulSeat(game.rules, type);
      const actor =
        game.rules.hostSeat && rightful && r < 0.6 ? asPlayer(rightful) : r < 0.3 ? asPlayer(anySeat()) : undefined;
      return { command: { type, [SEAT_COMMANDS[type]!]: target }, force, ...(actor ? { actor } : {}) };
    }
    switch (type) {
      case "kemomimi.raiseHands":
        return { command: { type, seatIds: someOf(rng, seatIds) }, force };
      case "kemomimi.setHand": {
        const seatId = anySeat();
        return {
          command: { type, seatId, raised: rng.next() < 0.5 },
          force,
          ...(rng.next() < (game.rules.hostSeat ? 0.9 : 0.5) ? { actor: asPlayer(seatId) } : {}),
        };
      }
      case "kemomimi.retell":
        // Shamlock's retelling is said aloud: public by rule, so it carries no marker.
        return { command: { type, text: `Retold on step ${step}` }, force };
      case "kemomimi.setJewelry":
        return { command: { type, seatId: anySeat(), jewelry: rng.int(4) }, force: true };
      case "kemomimi.notePower":
        // A noted ruling is part of the public history (HistoryEntry "powerNoted"): no marker.
        return { command: { type, seatId: anySeat(), note: `Ruling ${step}` }, force: true };
      case "kemomimi.declareOutcome":
        return {
          command: {
            type,
            winner: rng.pick(["civilians", "thieves", "informant"] as const),
            reason: `Declared ${step}`,
          },
          force: true,
        };
      default:
        return { command: { type }, force };
    }
  };
  return weighted<Attempt | { advanceHours: number }>(rng, [
    [10, () => (next.length ? byType(rng.pick(next)) : byType(rng.pick(PLAIN)))],
    [4, () => byType(rng.pick([...PLAIN, ...Object.keys(SEAT_COMMANDS)]))],
    [
      2,
      () =>
        byType(
          rng.pick([
            "kemomimi.raiseHands",
            "kemomimi.setHand",
            "kemomimi.retell",
            "kemomimi.setJewelry",
            "kemomimi.notePower",
          ]),
        ),
    ],
    [
      3,
      () => {
        const seatId = anySeat();
        return { command: { type: "seat.note", seatId, note: markers.next("seatnote", seatId) } };
      },
    ],
    [1, () => ({ advanceHours: rng.int(2) + rng.next() })],
    [0.5, () => ({ command: { type: "kemomimi.lookAtRemovedCard" }, force: true })],
    [step > 80 ? 1 : 0.1, () => byType("kemomimi.declareOutcome")],
    [game.rules.phase === "ended" ? 3 : 0, () => ({ command: { type: "kemomimi.deal" }, force: true })],
    [0.7, () => ({ command: { type: "undo" } })],
    [0.3, () => ({ command: { type: "seat.move", seatId: anySeat(), toIndex: rng.int(seatIds.length) }, force: true })],
    [0.3, () => ({ command: { type: "seat.update", seatId: anySeat(), name: `Renamed ${step}` } })],
    [0.1, () => ({ command: { type: "seat.remove", seatId: anySeat() }, force: true })],
  ]);
}

/** A role id or name in a string (the event log's secrets are roles, checks, hands and the thief). */
const ROLE_WORDS = new Set<string>([...KP_ROLE_IDS, ...KP_ROLE_IDS.map((r) => KP_ROLES[r].name)]);

export const host: HostGenerator = {
  setup: (seed, rng) => setupKemomimi(seed, rng, true),
  perturb: (game, rng, viewer) => perturbKemomimi(game as KP, rng, viewer),
  eventLeaks(shown, _game, hostSeat) {
    const e = shown.event as Record<string, unknown> & { type: string };
    const out: string[] = [];
    const at = `event #${shown.seq} ${e.type}`;
    for (const x of stringsOf(e)) {
      // The chosen cards of the setup are the table's choice, and a winner is a public outcome.
      if (e.type === "KemomimiConfigured" || x.key === "winner") continue;
      if (ROLE_WORDS.has(x.value)) out.push(`${at}: role "${x.value}" at ${x.path}`);
    }
    const keys = keysOf(e);
    for (const k of ["seed", "removed", "seats"]) if (keys.has(k)) out.push(`${at}: a "${k}" key`);
    if (keys.has("isCivilian") && e.by !== hostSeat) out.push(`${at}: another seat's check`);
    if (typeof e.thief === "string" && e.thief !== hostSeat) out.push(`${at}: the thief at work`);
    if (e.type === "KemomimiHandSet" && e.seatId !== hostSeat) out.push(`${at}: another seat's hand before the count`);
    if (e.type === "Undone" && String(e.undoneType).startsWith("Kemomimi"))
      out.push(`${at}: names what it undid (${String(e.undoneType)})`);
    if (shown.actorId.startsWith("seat:") && e.type === "Hidden") out.push(`${at}: names its actor`);
    return out;
  },
};
