/**
 * Random Secret Moon play for the leak property test: 5–8 seats, a random deal (Thief option, match
 * length, public reserved numbers, a host who plays a seat, at random), then mostly legal turns (`randomCommand`) mixed with
 * notes, the Thief's standing answer, refused attempts, seat changes and undo.
 */
import type { Rng } from "@/lib/game/rng";
import type { GameState } from "@/lib/game/ruleset";
import { randomCommand } from "@/lib/rulesets/secret-moon/testing/random-play";
import { ROLES, THIEF_ANSWERS } from "@/lib/rulesets/secret-moon/roles";
import { hostSeatOf } from "@/lib/rulesets/secret-moon/playing-host";
import { currentTurn, phaseOf, type SecretMoonState } from "@/lib/rulesets/secret-moon/state";
import type { Role as SMRole } from "@/lib/rulesets/secret-moon/roles";
import { asPlayer, Driver, keysOf, Markers, stringsOf, weighted, type Attempt, type HostGenerator } from "./driver";

type SM = GameState<SecretMoonState>;

export function setupSecretMoon(seed: string, rng: Rng, playingHost?: boolean): Driver {
  const d = new Driver("secret-moon", seed);
  const seats = 5 + rng.int(4);
  for (let i = 0; i < seats; i++)
    d.must({ command: { type: "seat.add", name: `Player ${String.fromCharCode(65 + i)}` } });
  // Half the tables are run by a host who plays a seat (playing-host mode).
  const hostSeat = (playingHost ?? rng.next() < 0.5) ? rng.pick(d.game.core.seats.map((s) => s.id)) : null;
  d.must({
    command: {
      type: "secret-moon.deal",
      thief: rng.next() < 0.5,
      matchLength: 1 + rng.int(3),
      reservedNumbersPublic: rng.next() < 0.5,
      hostSeat,
    },
    force: true,
  });
  return d;
}

export function secretMoonAttempt(
  d: Driver,
  rng: Rng,
  markers: Markers,
  step: number,
): Attempt | { advanceHours: number } {
  const game = d.game as SM;
  const seatIds = game.core.seats.map((s) => s.id);
  if (seatIds.length === 0) return { command: { type: "undo" } };
  const anySeat = () => rng.pick(seatIds);
  const cards = game.rules.match?.game.cards.length ? game.rules.match.game.cards.map((c) => c.id) : seatIds;
  const phase = phaseOf(game.rules);
  return weighted<Attempt | { advanceHours: number }>(rng, [
    [
      12,
      () => {
        const c = randomCommand(game as never, rng);
        // With a playing host, the other players act on their own links (the host's account may not).
        const hosting = hostSeatOf(game.rules);
        const byPlayer = hosting !== null ? c?.seatId !== hosting || rng.next() < 0.5 : rng.next() < 0.3;
        if (c)
          return {
            command: c,
            ...(byPlayer && typeof c.seatId === "string" ? { actor: asPlayer(c.seatId) } : {}),
          };
        return { command: { type: "secret-moon.deal" }, force: true };
      },
    ],
    [
      phase === "game-over" || phase === "match-over" ? 6 : 0.3,
      () => ({
        command: {
          type: "secret-moon.deal",
          ...(rng.next() < 0.3 ? { thief: rng.next() < 0.5, reservedNumbersPublic: rng.next() < 0.5 } : {}),
          ...(rng.next() < 0.2 ? { hostSeat: rng.next() < 0.5 ? null : anySeat() } : {}),
        },
        force: true,
      }),
    ],
    [
      3,
      () => {
        const seatId = anySeat();
        return { command: { type: "seat.note", seatId, note: markers.next("seatnote", seatId) } };
      },
    ],
    [
      2,
      () => {
        const seatId = anySeat();
        return {
          command: { type: "secret-moon.thief-answer", seatId, answer: rng.pick(THIEF_ANSWERS) },
          ...(rng.next() < 0.5 ? { actor: asPlayer(seatId) } : {}),
        };
      },
    ],
    [
      2,
      () => {
        // any action by anyone on anything: mostly refused, sometimes forced through
        const type = rng.pick(["inspect", "inquire", "accuse", "protect", "disrupt", "attack", "pass"]);
        const seatId = anySeat();
        const command: Record<string, unknown> = { type: `secret-moon.${type}`, seatId };
        if (type === "pass") command.reserve = rng.next() < 0.5 ? null : 1 + rng.int(8);
        else command.target = rng.pick(cards);
        if (type === "accuse") command.role = rng.pick(ROLES);
        if (type === "inquire" && rng.next() < 0.5) command.thiefAnswer = rng.pick(THIEF_ANSWERS);
        return { command: command as Attempt["command"], force: rng.next() < 0.5 };
      },
    ],
    [0.7, () => ({ command: { type: "undo" } })],
    [0.3, () => ({ command: { type: "seat.move", seatId: anySeat(), toIndex: rng.int(seatIds.length) } })],
    [0.3, () => ({ command: { type: "seat.update", seatId: anySeat(), name: `Renamed ${step}` } })],
    [0.15, () => ({ command: { type: "seat.remove", seatId: anySeat() }, force: true })],
    [0.15, () => ({ command: { type: "seat.add", name: `Late ${step}` } })],
  ]);
}

/** Moves the roles of the face-down cards not kept (and the removed card) round among themselves. */
export function shuffleSecretMoon(
  game: GameState<SecretMoonState>,
  rng: Rng,
  keep: (cardId: string) => boolean,
  viewer: string | null = null,
): GameState<SecretMoonState> {
  const g = structuredClone(game);
  const m = g.rules.match;
  if (!m) return g;
  const cards = m.game.cards.filter((c) => !c.revealed && !keep(c.id));
  const pool: SMRole[] = [...cards.map((c) => c.role), ...(m.game.removed ? [m.game.removed] : [])];
  // Rotate (not shuffle) so that the roles do move whenever two differ.
  const shift = 1 + rng.int(Math.max(1, pool.length - 1));
  const rotated = pool.map((_, i) => pool[(i + shift) % pool.length]!);
  cards.forEach((c, i) => (c.role = rotated[i]!));
  if (m.game.removed) m.game.removed = rotated.at(-1)!;
  // Turn-order numbers still face down: those of the players waiting to be called (not the one called
  // now), and reserved ones unless the host made them public. The viewer's own stay put.
  const rotateNumbers = (rec: Record<string, number>, skip: (seatId: string) => boolean) => {
    const seats = Object.keys(rec).filter((id) => !skip(id));
    const nums = seats.map((id) => rec[id]!);
    seats.forEach((id, i) => (rec[id] = nums[(i + 1) % nums.length]!));
  };
  // The Thief's standing answer to "Who goes there?" is the Thief's own secret.
  if (m.game.cards.find((c) => c.id === viewer)?.role !== "thief")
    m.game.thiefAnswer = m.game.thiefAnswer === "princess" ? "minister" : "princess";
  const called = currentTurn(m.game)?.seatId;
  rotateNumbers(m.game.turnCards, (id) => id === called || id === viewer);
  if (!m.options.reservedNumbersPublic) rotateNumbers(m.game.reserved, (id) => id === viewer);
  return g;
}

/** The cards a seat knows: its own, those it has seen, and the Princess and Wanderer know each other. */
export function whatSeatKnows(game: SM, seatId: string): Set<string> {
  const m = game.rules.match;
  const known = new Set<string>([seatId]);
  if (!m) return known;
  for (const l of m.game.learned[seatId] ?? []) known.add(l.cardId);
  const mine = m.game.cards.find((c) => c.id === seatId);
  if (mine && (mine.role === "princess" || mine.role === "wanderer"))
    for (const c of m.game.cards) if (c.role === "princess" || c.role === "wanderer") known.add(c.id);
  return known;
}

/** Keys under which a role is public by rule (a face-up card, a named accusation, an answer said aloud). */
export const PUBLIC_ROLE_KEYS = new Set([
  "revealedRole",
  "named",
  "role",
  "marker",
  "answer",
  "teamMarkers",
  "side",
  "voidedSide",
]);

export const host: HostGenerator = {
  setup: (seed, rng) => setupSecretMoon(seed, rng, true),
  perturb(game, rng, viewer) {
    const known = whatSeatKnows(game as SM, viewer);
    return shuffleSecretMoon(game as SM, rng, (id) => known.has(id), viewer);
  },
  eventLeaks(shown, _game, hostSeat) {
    const e = shown.event as Record<string, unknown> & { type: string };
    const at = `event #${shown.seq} ${e.type}`;
    const out: string[] = [];
    if (typeof e.seed === "string" && e.seed !== "") out.push(`${at}: the deal's seed`);
    if (e.removed) out.push(`${at}: the removed card`);
    if (Array.isArray(e.npcs) && e.npcs.length > 0) out.push(`${at}: the NPC cards`);
    // The host's own card, and (as the Princess or the Wanderer) the partner's they saw at the count.
    if (Array.isArray(e.players)) {
      const others = (e.players as Array<{ seatId: string }>).filter((p) => p.seatId !== hostSeat);
      if (others.length > 1) out.push(`${at}: ${others.length} other players' cards`);
    }
    if (keysOf(e).has("cards")) out.push(`${at}: a "cards" key`);
    // What the host's own seat saw (an inspection, a peek) is theirs to read.
    const own = e.seatId === hostSeat;
    for (const x of stringsOf(e))
      if ((ROLES as readonly string[]).includes(x.value) && !PUBLIC_ROLE_KEYS.has(x.key ?? "") && !own)
        out.push(`${at}: role "${x.value}" at ${x.path}`);
    if (e.type === "Undone" && String(e.undoneType).startsWith("SecretMoon"))
      out.push(`${at}: names what it undid (${String(e.undoneType)})`);
    if (shown.actorId.startsWith("seat:") && e.type === "Hidden") out.push(`${at}: names its actor`);
    return out;
  },
};
