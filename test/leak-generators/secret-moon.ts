/**
 * Random Secret Moon play for the leak property test: 5–8 seats, a random deal (Thief option, match
 * length, public reserved numbers, a host who plays a seat, at random), then mostly legal turns (`randomCommand`) mixed with
 * notes, the Thief's standing answer, refused attempts, seat changes and undo.
 */
import type { Rng } from "@/lib/game/rng";
import type { GameState } from "@/lib/game/ruleset";
import { randomCommand } from "@/lib/rulesets/secret-moon/random-play";
import { ROLES, THIEF_ANSWERS } from "@/lib/rulesets/secret-moon/roles";
import { hostSeatOf } from "@/lib/rulesets/secret-moon/playing-host";
import { phaseOf, type SecretMoonState } from "@/lib/rulesets/secret-moon/state";
import { asPlayer, Driver, Markers, weighted, type Attempt } from "./driver";

type SM = GameState<SecretMoonState>;

export function setupSecretMoon(seed: string, rng: Rng): Driver {
  const d = new Driver("secret-moon", seed);
  const seats = 5 + rng.int(4);
  for (let i = 0; i < seats; i++)
    d.must({ command: { type: "seat.add", name: `Player ${String.fromCharCode(65 + i)}` } });
  // Half the tables are run by a host who plays a seat (playing-host mode).
  const hostSeat = rng.next() < 0.5 ? rng.pick(d.game.core.seats.map((s) => s.id)) : null;
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
