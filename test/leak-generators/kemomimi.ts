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
import { asPlayer, Driver, Markers, someOf, weighted, type Attempt } from "./driver";
import { engine } from "@/lib/registry";

type KP = GameState<KemomimiState>;

export function setupKemomimi(seed: string, rng: Rng): Driver {
  const d = new Driver("kemomimi-panic", seed);
  const preset = rng.pick(PRESETS);
  for (let i = 0; i < preset.players; i++)
    d.must({ command: { type: "seat.add", name: `Player ${String.fromCharCode(65 + i)}` } });
  d.must({ command: { type: "kemomimi.configure", preset: preset.id, discussionSeconds: 60 }, force: true });
  d.must({ command: { type: "kemomimi.deal" }, force: true });
  return d;
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
      // sometimes from the acting player's own link (the thief choosing, a checker checking)
      const actor = rng.next() < 0.3 ? asPlayer(anySeat()) : undefined;
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
          ...(rng.next() < 0.5 ? { actor: asPlayer(seatId) } : {}),
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
    [0.7, () => ({ command: { type: "undo" } })],
    [0.3, () => ({ command: { type: "seat.move", seatId: anySeat(), toIndex: rng.int(seatIds.length) }, force: true })],
    [0.3, () => ({ command: { type: "seat.update", seatId: anySeat(), name: `Renamed ${step}` } })],
    [0.1, () => ({ command: { type: "seat.remove", seatId: anySeat() }, force: true })],
  ]);
}
