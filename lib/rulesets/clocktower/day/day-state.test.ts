import { describe, expect, it } from "vitest";
import type { Decision } from "@/lib/game/ruleset";
import {
  dayEventSchema,
  dayStateSchema,
  DAY_EVENT_TYPES,
  evolveDay,
  foldDay,
  newDayState,
  type DayEvent,
} from "./day-state";
import { decideNominate } from "./nominations";
import { decideCastVote, decideLockVote } from "./votes";
import { decideResolveDay } from "./execution";
import { decideDeclareWhisper } from "./whispers";
import { decidePhaseClock, decideStartPhase } from "./phase-clock";
import { FORUM_PHASE_PLAN } from "./phase-plan";
import {
  AFTER_VOTING,
  DAY_START,
  DURING_NOMINATIONS,
  DURING_VOTING,
  moderator,
  player,
  sevenPlayers,
} from "./fixtures/day-fixtures";
import { render } from "@/lib/i18n/render";

const roster = sevenPlayers();
const ctx = (now: Date, actor = moderator) => ({ now, roster, actor });

describe("a day as an event log", () => {
  it("folds from events that all pass their zod schema, into a state that passes its own", () => {
    const events: DayEvent[] = [];
    let state = newDayState(1);
    const push = (d: Decision<DayEvent>) => {
      if (!d.ok) throw new Error(render(d.error, "en"));
      events.push(d.event);
      state = evolveDay(state, d.event);
    };
    const started = decideStartPhase(FORUM_PHASE_PLAN, "day", 1, DAY_START);
    if (!started.ok) throw new Error(render(started.error, "en"));
    push({
      ok: true,
      event: {
        type: "DayStarted",
        day: 1,
        clock: started.event.clock,
        modifiers: { voudon: null, bishop: false, mastermindDay: false, fiddler: null },
      },
    });
    push(decidePhaseClock(state.clock, { type: "phase.extend", segmentId: "voting", minutes: 60 }, DAY_START));
    push(
      decideNominate(
        state,
        { nominator: "player-a", nominee: "player-b" },
        ctx(DURING_NOMINATIONS, player("player-a")),
      ),
    );
    push(decideCastVote(state, { voter: "player-c", nominee: "player-b" }, ctx(DURING_VOTING)));
    push(decideLockVote(state, { voter: "player-c" }, ctx(DURING_VOTING)));
    push(decideDeclareWhisper(state.whispers, { from: "player-a", to: "player-b" }, ctx(DURING_VOTING)));
    push(decideResolveDay(state, {}, ctx(new Date(AFTER_VOTING.getTime() + 3_600_000))));

    for (const e of events) expect(dayEventSchema.parse(JSON.parse(JSON.stringify(e)))).toEqual(e);
    expect(dayStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(foldDay(1, events)).toEqual(state);
    expect(state.clock!.segments.at(-1)!.endsAt).toBe("2026-12-01T19:00:00.000Z");
    expect(render(state.result!.summary, "en")).toBe(
      "Nobody is executed: Player B has the most votes (1) but 4 needed.",
    );
    expect(state.whispers.whispers).toHaveLength(1);
  });

  it("names every event type once", () => {
    expect(new Set(DAY_EVENT_TYPES).size).toBe(DAY_EVENT_TYPES.length);
    expect(DAY_EVENT_TYPES).toContain("VoteCast");
    expect(DAY_EVENT_TYPES).toContain("PhasePaused");
    expect(DAY_EVENT_TYPES).toContain("WhisperDeclared");
  });

  it("ignores a repeated vote or a withdrawal with nothing to withdraw", () => {
    const s = newDayState(1);
    expect(evolveDay(s, { type: "VoteWithdrawn", voter: "x", at: DAY_START.toISOString(), enteredBy: "system" })).toBe(
      s,
    );
  });
});
