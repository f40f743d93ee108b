import type { CoreState, EventMeta, SeatId } from "../../game/core";
import { checkEnd } from "./end";
import { hit } from "./jewelry";
import { flip } from "./night";
import { scoreGame } from "./points";
import { ROLES, isThief, type RoleId } from "./roles";
import { thievesFor } from "./setup";
import type { KemomimiEvent } from "./schema";
import { matchTable } from "./points";
import {
  emptyToday,
  initialState,
  nextInGameLeftOf,
  playerAt,
  playerWith,
  type HistoryEntry,
  type KemomimiState,
  type Loss,
} from "./state";

const teamOf = (r: RoleId) => ROLES[r].team;
const seatOrder = (core: CoreState) => core.seats.map((x) => x.id);
const log = (s: KemomimiState, entry: HistoryEntry): KemomimiState => ({ ...s, history: [...s.history, entry] });

/** Ends the game when an end condition holds (after anyone goes out). */
function settle(s: KemomimiState): KemomimiState {
  if (s.phase === "setup" || s.phase === "ended") return s;
  const end = checkEnd(s);
  if (!end) return s;
  const outcome = { ...end, declaredByModerator: false, points: scoreGame(s.players, end.winner, end.winners) };
  return log({ ...s, phase: "ended", step: null, night: null, outcome }, { kind: "ended", winner: end.winner });
}

/** A guilty verdict or a theft: the loss, recorded for Sheena when it put the player out. */
function strike(s: KemomimiState, seatId: SeatId, how: "vote" | "theft"): { state: KemomimiState; loss: Loss } {
  const { state, loss } = hit(s, seatId);
  const outs = loss.result === "out" ? [...state.outs, { seatId, day: s.day, how }] : state.outs;
  return { state: { ...state, outs }, loss };
}

/**
 * The card(s) the deal returned to the box: the setup's non-thief roles plus the added plain
 * Civilian(s), less the roles dealt. The deal event does not name them (its answer and the log must
 * not), so they are worked out here.
 */
export function removedCards(setupRoles: readonly RoleId[], dealt: readonly RoleId[]): RoleId[] {
  const pool = [...setupRoles.filter((r) => !isThief(r)), ...Array<RoleId>(thievesFor(dealt.length)).fill("civilian")];
  for (const r of dealt) {
    const i = pool.indexOf(r);
    if (i >= 0) pool.splice(i, 1);
  }
  return pool;
}

/** Match play: the ended game's points join the match, which starts again once someone was crowned. */
function nextMatch(s: KemomimiState): Array<Record<SeatId, number>> {
  const past = s.match ?? [];
  if (!s.setup?.points || s.phase !== "ended" || !s.outcome) return s.setup?.points ? past : [];
  const games = [...past, s.outcome.points];
  return matchTable(games).crowned.length ? [] : games;
}

function startDay(s: KemomimiState, day: number): KemomimiState {
  return { ...s, phase: "day", step: "start", day, today: emptyToday(), night: null };
}

export function evolve(rules: KemomimiState, event: KemomimiEvent, _meta: EventMeta, core: CoreState): KemomimiState {
  const s = rules;
  switch (event.type) {
    case "KemomimiConfigured": {
      const { type: _t, ...setup } = event;
      return { ...s, setup };
    }
    case "KemomimiDealt": {
      const players = event.seats.map((d) => ({ ...d, jewelry: 1, out: false, leftTable: false }));
      const removed =
        event.removed ??
        removedCards(
          s.setup?.roles ?? [],
          players.map((p) => p.role),
        );
      // A new deal after a game ended is the next game at the same table: only the setup and the
      // match carry over.
      const fresh = s.phase === "ended" ? { ...initialState(), setup: s.setup } : s;
      let next: KemomimiState = {
        ...fresh,
        seed: event.seed,
        players,
        removed,
        moon: "new",
        usedOnce: [],
        hostSeat: event.hostSeat ?? null,
        match: nextMatch(s),
      };
      // The Moon goes to the player left of Detective Shamlock; without her, to the first seat.
      const shamlock = playerWith(next, "shamlock");
      const order = seatOrder(core).filter((id) => players.some((p) => p.seatId === id));
      next = {
        ...next,
        leader: shamlock ? nextInGameLeftOf(next, order, shamlock.seatId) : (order[0] ?? null),
        day: 0,
      };
      next = log(next, { kind: "dealt", players: players.length });
      return shamlock ? { ...next, phase: "gameStart", step: null } : startDay(next, 1);
    }
    case "KemomimiRemovedCardLookedAt":
      return { ...s, removedLookedAt: true };
    case "KemomimiPlayerChecked": {
      const check = {
        day: s.day,
        character: event.character,
        by: event.by,
        target: event.target,
        isCivilian: event.isCivilian,
      };
      const next = log(
        { ...s, checks: [...s.checks, check] },
        { kind: "checked", day: s.day, character: event.character, by: event.by },
      );
      const used = event.character === "sheena" ? { ...next, usedOnce: [...next.usedOnce, "sheena" as const] } : next;
      return s.phase === "gameStart" && event.character === "shamlock" ? startDay(used, 1) : used;
    }
    case "KemomimiRetold":
      return log(
        { ...s, today: { ...s.today, retellings: [...s.today.retellings, event.text] } },
        { kind: "retold", day: s.day, by: event.by, text: event.text },
      );
    case "KemomimiDiscussionStarted":
      return log(
        { ...s, step: "discussion", today: { ...s.today, discussionDeadline: event.deadline } },
        { kind: "discussionStarted", day: s.day, deadline: event.deadline },
      );
    case "KemomimiMoonChanged":
      return log(
        { ...s, moon: event.moon, usedOnce: [...s.usedOnce, event.character] },
        { kind: "moonChanged", day: s.day, character: event.character, by: event.by, moon: event.moon },
      );
    case "KemomimiSuspectNamed":
      return log(
        { ...s, step: "voting", today: { ...s.today, suspect: event.suspect, hands: [], handsIn: [] } },
        { kind: "suspectNamed", day: s.day, leader: event.leader, suspect: event.suspect },
      );
    case "KemomimiSuspectChanged":
      // A new suspect means a new show of hands.
      return log(
        {
          ...s,
          usedOnce: [...s.usedOnce, "miranda"],
          today: { ...s.today, suspect: event.suspect, hands: [], handsIn: [] },
        },
        { kind: "suspectChanged", day: s.day, by: event.by, suspect: event.suspect },
      );
    case "KemomimiVoterBarred":
      return log(
        {
          ...s,
          usedOnce: [...s.usedOnce, "luma"],
          today: { ...s.today, barredVoter: event.seatId, hands: s.today.hands.filter((id) => id !== event.seatId) },
        },
        { kind: "voterBarred", day: s.day, by: event.by, seatId: event.seatId },
      );
    case "KemomimiTwinVoteForced":
      return log(
        { ...s, today: { ...s.today, twinVoteForced: true } },
        { kind: "twinVoteForced", day: s.day, by: event.by, twin: event.twin },
      );
    case "KemomimiHandsRecorded":
      return { ...s, today: { ...s.today, hands: event.raised } };
    case "KemomimiHandSet": {
      const others = s.today.hands.filter((id) => id !== event.seatId);
      const hands = event.raised ? seatOrder(core).filter((id) => id === event.seatId || others.includes(id)) : others;
      const given = s.today.handsIn ?? [];
      const handsIn = given.includes(event.seatId) ? given : [...given, event.seatId];
      return { ...s, today: { ...s.today, hands, handsIn } };
    }
    case "KemomimiVotesCounted":
      return log(
        {
          ...s,
          step: "results",
          today: {
            ...s.today,
            count: { raised: event.raised, participants: event.participants, verdict: event.verdict },
          },
        },
        {
          kind: "votesCounted",
          day: s.day,
          suspect: event.suspect,
          raised: event.raised,
          participants: event.participants,
          verdict: event.verdict,
        },
      );
    case "KemomimiVerdictTurnedInnocent":
      return log(
        { ...s, usedOnce: [...s.usedOnce, "verna"], today: { ...s.today, turnedInnocent: true } },
        { kind: "verdictTurnedInnocent", day: s.day, by: event.by },
      );
    case "KemomimiPowerDeclined":
      return { ...s, today: { ...s.today, declined: [...(s.today.declined ?? []), event.character] } };
    case "KemomimiVerdictCarriedOut": {
      let next: KemomimiState = { ...s, step: "endOfDay" };
      let loss: Loss | null = null;
      if (event.verdict === "guilty") ({ state: next, loss } = strike(next, event.suspect, "vote"));
      next = log(next, { kind: "verdictCarriedOut", day: s.day, suspect: event.suspect, verdict: event.verdict, loss });
      return settle(next);
    }
    case "KemomimiNightFell":
      return log(
        {
          ...s,
          phase: "night",
          step: null,
          night: { thief: event.thief, target: null, lockAt: event.lockAt ?? null, awakeAt: event.awakeAt ?? null },
        },
        { kind: "nightFell", day: s.day, moon: s.moon },
      );
    case "KemomimiTargetChosen":
      return { ...s, night: { ...s.night, thief: event.thief, target: event.target } };
    case "KemomimiDawn": {
      let next: KemomimiState = s;
      let loss: Loss | null = null;
      if (event.target) ({ state: next, loss } = strike(next, event.target, "theft"));
      next = settle(log(next, { kind: "theft", day: s.day, target: event.target, loss }));
      if (next.phase === "ended") return next;
      // The Leader flips the Moon and passes it left, skipping players who are out. A Leader robbed
      // out tonight still passes it on from her seat.
      const moon = flip(next.moon);
      const leader = (s.leader && nextInGameLeftOf(next, seatOrder(core), s.leader)) ?? s.leader;
      next = log({ ...next, moon, leader }, { kind: "moonPassed", day: s.day, leader: leader ?? "", moon });
      return startDay(next, s.day + 1);
    }
    case "KemomimiJewelrySet":
      return log(
        { ...s, players: s.players.map((p) => (p.seatId === event.seatId ? { ...p, jewelry: event.jewelry } : p)) },
        { kind: "jewelrySet", seatId: event.seatId, jewelry: event.jewelry },
      );
    case "KemomimiPowerNoted":
      return log(s, { kind: "powerNoted", seatId: event.seatId, note: event.note });
    case "KemomimiOutcomeDeclared": {
      const winners = s.players
        .filter((p) => {
          const team = { civilians: "civilian", thieves: "thief", informant: "informant" }[event.winner];
          return teamOf(p.role) === team;
        })
        .map((p) => p.seatId);
      const outcome = {
        winner: event.winner,
        winners,
        reason: event.reason,
        declaredByModerator: true,
        points: scoreGame(s.players, event.winner, winners),
      };
      return log({ ...s, phase: "ended", step: null, night: null, outcome }, { kind: "ended", winner: event.winner });
    }
  }
}

/**
 * Seat changes after the deal. A removed seat that held cards is out of the game without its role
 * being revealed (it left the table); everything that pointed at it is cleared, and the end check
 * runs. A seat added after the deal holds no cards and does not play. Moving a seat changes who sits
 * to the left, which is read from the seat order whenever the Moon moves.
 */
export function onCoreEvent(
  rules: KemomimiState,
  event: { type: string },
  _meta: EventMeta,
  _core: CoreState,
): KemomimiState {
  if (event.type !== "SeatRemoved" || rules.phase === "setup") return rules;
  const seatId = (event as unknown as { seatId: SeatId }).seatId;
  const p = playerAt(rules, seatId);
  if (!p || p.out) return rules;
  let s: KemomimiState = {
    ...rules,
    players: rules.players.map((x) => (x.seatId === seatId ? { ...x, out: true, leftTable: true, jewelry: 0 } : x)),
    outs: [...rules.outs, { seatId, day: rules.day, how: "table" }],
  };
  const t = s.today;
  const suspectGone = t.suspect === seatId;
  s = {
    ...s,
    today: {
      ...t,
      suspect: suspectGone ? null : t.suspect,
      count: suspectGone ? null : t.count,
      barredVoter: t.barredVoter === seatId ? null : t.barredVoter,
      hands: t.hands.filter((id) => id !== seatId),
    },
    step: suspectGone && s.phase === "day" ? "discussion" : s.step,
    night: s.night
      ? {
          thief: s.night.thief === seatId ? null : s.night.thief,
          target: s.night.target === seatId ? null : s.night.target,
        }
      : null,
  };
  // A departing Leader's Moon goes to the next player in play on her left. Her seat is already gone
  // from the seat order, so the walk follows the order of the deal.
  if (s.leader === seatId)
    s = {
      ...s,
      leader: nextInGameLeftOf(
        s,
        s.players.map((x) => x.seatId),
        seatId,
      ),
    };
  return settle(log(s, { kind: "leftTable", seatId }));
}
