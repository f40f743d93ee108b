/**
 * Random Clocktower play for the leak property test: a Bad Moon Rising (forum) game with 7–15 seats,
 * or (one game in four) Trouble Brewing on our fixture data, for its Drunk, red herring and Spy; dealt
 * at random, then storyteller (and player) commands picked from what the grimoire offers now.
 * Every free-text hidden field carries a unique marker.
 */
import type { Rng } from "@/lib/game/rng";
import type { GameState } from "@/lib/game/ruleset";
import { badMoonRisingForum } from "@/lib/rulesets/clocktower/scripts/bad-moon-rising-forum";
import type { ClocktowerState } from "@/lib/rulesets/clocktower/state";
import type { ClocktowerModeratorView } from "@/lib/rulesets/clocktower/views";
import { asPlayer, Driver, Markers, someOf, weighted, type Attempt } from "./driver";
import { engine } from "@/lib/registry";
import { troubleBrewingScript } from "@/lib/rulesets/clocktower/editions/trouble-brewing/testing";

export const BMR = badMoonRisingForum;
export const charactersOfTeam = (team: string) => BMR.characters.filter((c) => c.team === team);
const DEALABLE = BMR.characters.filter((c) => !["traveller", "fabled"].includes(c.team)).map((c) => c.id);
const TRAVELLERS = charactersOfTeam("traveller").map((c) => c.id);
const FABLED = charactersOfTeam("fabled").map((c) => c.id);
const DEMONS = charactersOfTeam("demon").map((c) => c.id);
export const TB = troubleBrewingScript();
const TB_TOWNSFOLK = TB.characters.filter((c) => c.team === "townsfolk").map((c) => c.id);
/** The characters a seat of this game may hold or be told: the script's, travellers and fabled aside. */
export const hiddenCharacters = (rules: ClocktowerState) =>
  (rules.script ?? BMR).characters.filter((c) => c.team !== "traveller" && c.team !== "fabled");

export function setupClocktower(seed: string, rng: Rng): Driver {
  const d = new Driver("clocktower", seed);
  const seats = 7 + rng.int(9); // the forum table: 7–15 players
  for (let i = 0; i < seats; i++)
    d.must({ command: { type: "seat.add", name: `Player ${String.fromCharCode(65 + i)}` } });
  const script = rng.next() < 0.25 ? TB : BMR;
  d.must({ command: { type: "clocktower.setScript", script: JSON.parse(JSON.stringify(script)) } });
  // Trouble Brewing's bag always holds the Spy: the one seat whose link may show the Grimoire.
  const bag = script === TB ? ["spy"] : [];
  d.must({ command: { type: "clocktower.setBag", characterIds: bag, fill: true }, force: true });
  d.must({ command: { type: "clocktower.deal", mode: "random" }, force: true });
  const rules = d.game.rules as ClocktowerState;
  for (const [seatId, e] of Object.entries(rules.seats))
    if (e.characterId === "lunatic" && rng.next() < 0.8)
      d.must({
        command: {
          type: "clocktower.setLunatic",
          seatId,
          demonId: rng.pick(DEMONS),
          ...(rng.next() < 0.5 ? { bluffs: someOf(rng, DEALABLE, 3, 3) } : {}),
        },
        force: true,
      });
  if (rng.next() < 0.5) d.attempt({ command: { type: "clocktower.setSettings", inAppVoting: true } });
  return d;
}

type CT = GameState<ClocktowerState>;

/** One random attempt, chosen among several kinds from the current grimoire. Invalid ones are fine. */
export function clocktowerAttempt(
  d: Driver,
  rng: Rng,
  markers: Markers,
  step: number,
): Attempt | { advanceHours: number } {
  const game = d.game as CT;
  const rules = game.rules;
  const seatIds = game.core.seats.map((s) => s.id);
  if (seatIds.length === 0) return { command: { type: "seat.add", name: `Player ${step}` } };
  const anySeat = () => rng.pick(seatIds);
  const dealtSeats = Object.keys(rules.seats).filter((id) => seatIds.includes(id));
  const dealtSeat = () => (dealtSeats.length ? rng.pick(dealtSeats) : anySeat());
  // (undo may take back the deal: then any script character stands in)
  const inPlay = Object.values(rules.seats)
    .map((s) => s.characterId)
    .concat(Object.keys(rules.seats).length ? [] : DEALABLE);
  const mod = () => engine.moderatorView(game, d.now).rules as ClocktowerModeratorView;
  const day = (command: Record<string, unknown>, opts: Partial<Attempt> = {}): Attempt => ({
    command: { type: "clocktower.day", command },
    force: rng.next() < 0.7,
    ...opts,
  });
  const choice = (seatId: string | null) => ({
    ...(rng.next() < 0.7 ? { seats: someOf(rng, dealtSeats, 0, 2) } : {}),
    ...(rng.next() < 0.4 ? { character: rng.pick([...inPlay, ...DEALABLE]) } : {}),
    ...(rng.next() < 0.3 ? { yes: rng.next() < 0.5 } : {}),
    ...(rng.next() < 0.6 ? { text: markers.next("choice", seatId) } : {}),
  });

  const night = rules.phase?.kind === "night";
  const isDay = rules.phase?.kind === "day";
  const N = (w: number) => (night ? w : 0.3);
  const D = (w: number) => (isDay ? w : 0.3);
  return weighted<Attempt | { advanceHours: number }>(rng, [
    [
      3,
      () => {
        const seatId = anySeat();
        return { command: { type: "seat.note", seatId, note: markers.next("seatnote", seatId) } };
      },
    ],
    [
      3,
      () => {
        const seatId = dealtSeat();
        return { command: { type: "clocktower.setNote", seatId, note: markers.next("ctnote", seatId) } };
      },
    ],
    [
      3,
      () => {
        const seatId = dealtSeat();
        return {
          command: {
            type: "clocktower.placeReminder",
            seatId,
            token: { characterId: null, text: markers.next("reminder", seatId) },
          },
          force: true,
        };
      },
    ],
    [
      4,
      () => {
        const tokens = mod().availableReminders;
        if (!tokens.length) return { advanceHours: 1 };
        return {
          command: { type: "clocktower.placeReminder", seatId: dealtSeat(), token: rng.pick(tokens) },
          force: rng.next() < 0.8,
        };
      },
    ],
    [
      2,
      () => {
        const withTokens = dealtSeats.filter((id) => rules.seats[id]!.reminders.length > 0);
        if (!withTokens.length) return { advanceHours: 1 };
        const seatId = rng.pick(withTokens);
        const token = rng.pick(rules.seats[seatId]!.reminders);
        return rng.next() < 0.5
          ? { command: { type: "clocktower.removeReminder", seatId, token } }
          : { command: { type: "clocktower.moveReminder", fromSeatId: seatId, toSeatId: dealtSeat(), token } };
      },
    ],
    [
      3,
      () => ({
        command: {
          type: "clocktower.markDead",
          seatId: dealtSeat(),
          cause: rng.pick(["executed", "night", "ability"] as const),
          ...(rng.next() < 0.5 ? { by: rng.pick(inPlay) } : {}),
          ...(rng.next() < 0.5 ? { note: markers.next("deathnote") } : {}),
        },
        force: rng.next() < 0.8,
      }),
    ],
    [
      1,
      () => ({
        command: {
          type: "clocktower.markAlive",
          seatId: dealtSeat(),
          ...(rng.next() < 0.3 ? { by: rng.pick(["professor", "shabaloth"]) } : {}),
        },
        force: true,
      }),
    ],
    [
      2,
      () => ({
        command: {
          type: "clocktower.setAlignment",
          seatId: dealtSeat(),
          alignment: rng.pick(["good", "evil"] as const),
        },
        force: true,
      }),
    ],
    [1, () => ({ command: { type: "clocktower.spendGhostVote", seatId: dealtSeat() } })],
    [
      N(8),
      () => {
        const sheet = mod().nightSheet;
        if (!sheet || rules.phase?.kind !== "night" || sheet.steps.length === 0) return { advanceHours: 1 };
        const s = rng.pick(sheet.steps);
        return {
          command: {
            type: "clocktower.recordStep",
            night: sheet.night,
            stepId: s.stepId,
            ...(s.seatId ? { seatId: s.seatId } : {}),
            choice: choice(s.seatId),
            ...(rng.next() < 0.8 ? { told: markers.next("told", s.seatId) } : {}),
            ...(rng.next() < 0.3 ? { falseInfo: true } : {}),
            done: rng.next() < 0.7,
            ...(rng.next() < 0.2
              ? { kills: [{ seatId: dealtSeat(), cause: rng.pick(["night", "ability"] as const) }] }
              : {}),
          },
          force: rng.next() < 0.8,
        };
      },
    ],
    [
      N(4),
      () => {
        const seatId = dealtSeat();
        return rng.next() < 0.6
          ? { command: { type: "clocktower.submitNightAction", choice: choice(seatId) }, actor: asPlayer(seatId) }
          : { command: { type: "clocktower.submitNightAction", seatId, choice: choice(seatId) }, force: true };
      },
    ],
    [
      N(2),
      () => ({
        command: {
          type: "clocktower.confirmDawn",
          deaths: someOf(rng, dealtSeats, 0, 2).map((seatId) => ({
            seatId,
            cause: rng.pick(["night", "ability"] as const),
          })),
        },
        force: rng.next() < 0.8,
      }),
    ],
    [rules.phase ? D(1) : 5, () => ({ command: { type: "clocktower.startNight" }, force: true })],
    [N(1.5), () => ({ command: { type: "clocktower.startDay" }, force: true })],
    [3, () => ({ advanceHours: 1 + rng.int(30) })],
    [D(5), () => day({ type: "day.nominate", nominator: dealtSeat(), nominee: dealtSeat() })],
    [
      D(10),
      () => {
        const voter = dealtSeat();
        // mostly for a seat nominated today, so that votes land
        const today = rules.phase?.kind === "day" ? rules.days?.[String(rules.phase.number)] : undefined;
        const nominated = (today?.nominations ?? []).map((n) => n.nominee);
        const nominee = nominated.length && rng.next() < 0.85 ? rng.pick(nominated) : dealtSeat();
        return rng.next() < 0.3
          ? day({ type: "day.vote", voter, nominee }, { actor: asPlayer(voter), force: false })
          : day({ type: "day.vote", voter, nominee }, { force: true });
      },
    ],
    [D(2), () => day({ type: rng.pick(["day.lockVote", "day.unvote", "day.unlockVote"]), voter: dealtSeat() })],
    [D(1.5), () => day({ type: "day.resolve", ...(rng.next() < 0.3 ? { executionDoesNotKill: true } : {}) })],
    [D(2), () => day({ type: "whisper.declare", from: dealtSeat(), to: dealtSeat() })],
    [
      D(2),
      () => {
        const from = dealtSeat();
        const to = dealtSeat();
        return day({
          type: "whisper.neighbour",
          from,
          to,
          text: markers.next("whisper", from, to),
          words: rng.int(40),
        });
      },
    ],
    [1, () => day({ type: "whisper.postedPublicly", seat: dealtSeat() })],
    [1, () => day({ type: "exile.call", traveller: dealtSeat(), calledBy: dealtSeat() })],
    [D(2), () => day({ type: "phase.advance" })],
    // The Mastermind's extra day is the storyteller's secret; the Voudon and the Bishop are travellers (public).
    [
      1,
      () =>
        day({
          type: "day.setModifiers",
          modifiers: { mastermindDay: rng.next() < 0.7, bishop: rng.next() < 0.2, voudon: null },
        }),
    ],
    [
      2,
      () => {
        // a traveller arrives: a new seat, then its (public) character
        const free = seatIds.filter((id) => !rules.seats[id]);
        if (!free.length || rng.next() < 0.5) return { command: { type: "seat.add", name: `Traveller ${step}` } };
        return {
          command: {
            type: "clocktower.addTraveller",
            seatId: rng.pick(free),
            characterId: rng.pick(TRAVELLERS),
            alignment: rng.pick(["good", "evil"] as const),
          },
          force: true,
        };
      },
    ],
    [1, () => ({ command: { type: "clocktower.removeTraveller", seatId: dealtSeat() }, force: true })],
    [1, () => ({ command: { type: "clocktower.matronSwap", seatIds: [anySeat(), anySeat()] }, force: true })],
    [
      N(1),
      () => ({ command: { type: "clocktower.fiddler", demonSeatId: dealtSeat(), chosen: dealtSeat() }, force: true }),
    ],
    [
      1,
      () => {
        const seatId = dealtSeat();
        const claims = rng.next() < 0.7;
        return rng.next() < 0.5
          ? { command: { type: "clocktower.setMoonchildClaim", claims }, actor: asPlayer(seatId) }
          : { command: { type: "clocktower.setMoonchildClaim", seatId, claims }, force: true };
      },
    ],
    [1, () => ({ command: { type: "clocktower.setFabled", characterIds: someOf(rng, FABLED, 0, 2) }, force: true })],
    [
      1,
      () => ({
        command: {
          type: "clocktower.setBluffs",
          ...(rng.next() < 0.5 ? { characterIds: someOf(rng, DEALABLE, 3, 3) } : {}),
        },
        force: true,
      }),
    ],
    [1, () => ({ command: { type: "clocktower.setSettings", inAppVoting: rng.next() < 0.5 } })],
    // Trouble Brewing's set-up, changed later: the Drunk's believed Townsfolk, the red herring.
    [
      rules.script?.name === TB.name ? 1 : 0,
      () => ({
        command: { type: "clocktower.setDrunk", seatId: dealtSeat(), believesId: rng.pick(TB_TOWNSFOLK) },
        force: true,
      }),
    ],
    [
      rules.script?.name === TB.name ? 1 : 0,
      () => ({ command: { type: "clocktower.setRedHerring", seatId: dealtSeat() }, force: true }),
    ],
    [1, () => ({ command: { type: "seat.move", seatId: anySeat(), toIndex: rng.int(seatIds.length) } })],
    [1, () => ({ command: { type: "seat.update", seatId: anySeat(), name: `Renamed ${step}` } })],
    [
      step > 75 ? 1.5 : 0,
      () => ({ command: { type: "clocktower.endGame", winner: rng.pick(["good", "evil"] as const) }, force: true }),
    ],
    [rules.winner ? 4 : 0.2, () => ({ command: { type: "clocktower.publishReveal" } })],
    [1, () => ({ command: { type: "undo" } })],
  ]);
}
