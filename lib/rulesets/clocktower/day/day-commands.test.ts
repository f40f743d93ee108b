import { describe, expect, it } from "vitest";
import { dayCommandSchema, decideDay, describeDayCommand, type DayCommand } from "./day-commands";
import { evolveDay, type DayState } from "./day-state";
import { effectiveNominations } from "./nominations";
import { voteCount } from "./tally";
import { parseForumPosts, proposalAsCommand } from "./forum-post-parser";
import { startPhaseClock, timingRefusal } from "./phase-clock";
import { FORUM_PHASE_PLAN } from "./phase-plan";
import { MATRON_WHISPER_RULES } from "./whispers";
import {
  DURING_DISCUSSION,
  DURING_NOMINATIONS,
  DURING_VOTING,
  errorOf,
  forumDay,
  moderator,
  player,
  seat,
  warningsOf,
} from "./fixtures/day-fixtures";
import { render, renderer } from "@/lib/i18n/render";

const roster = ["CRichard", "Eggyolk", "PlagueSimp", "Nightingale", "Dolby", "Kiiruma", "Whysper"]
  .map((n) => seat(n))
  .concat(seat("Tess", { isTraveller: true }));
const ctx = (now: Date, actor = moderator) => ({ now, roster, actor });

function run(state: DayState, cmd: DayCommand, now: Date, actor = moderator): DayState {
  const d = decideDay(state, dayCommandSchema.parse(cmd), ctx(now, actor));
  if (!d.ok) throw new Error(render(d.error, "en"));
  return evolveDay(state, d.event);
}

describe("decideDay", () => {
  it("keeps the clock for the moderator", () => {
    expect(errorOf(decideDay(forumDay(), { type: "phase.pause" }, ctx(DURING_DISCUSSION, player("dolby"))))).toBe(
      "Only the moderator can change the clock.",
    );
    expect(run(forumDay(), { type: "phase.pause" }, DURING_DISCUSSION).clock!.pausedAt).toBe(
      DURING_DISCUSSION.toISOString(),
    );
  });

  it("opening nominations early (advance) brings queued nominations in at that moment", () => {
    let day = run(
      forumDay(),
      { type: "day.nominate", nominator: "eggyolk", nominee: "dolby" },
      DURING_DISCUSSION,
      player("eggyolk"),
    );
    expect(day.queued).toHaveLength(1);
    const early = new Date("2026-11-30T02:00:00Z");
    day = run(day, { type: "phase.advance" }, early);
    expect(effectiveNominations(day, roster, early).nominations).toMatchObject([
      { nominator: "eggyolk", nominee: "dolby", at: early.toISOString(), fromQueue: true },
    ]);
    expect(
      errorOf(
        decideDay(day, { type: "day.withdrawQueuedNomination", id: day.queued[0]!.id }, ctx(early, player("eggyolk"))),
      ),
    ).toBe("Nominations opened at Mon 30 Nov 02:00 UTC; the queued nomination has taken effect.");
    day = run(day, { type: "day.settleQueuedNominations" }, early);
    expect(day.nominations).toHaveLength(1);
    expect(errorOf(decideDay(day, { type: "day.settleQueuedNominations" }, ctx(early)))).toBe(
      "There are no queued nominations to settle yet.",
    );
  });

  it("sets the Voudon, warning when the seat is not a traveller", () => {
    expect(
      warningsOf(
        decideDay(
          forumDay(),
          {
            type: "day.setModifiers",
            modifiers: { voudon: "dolby", bishop: false, mastermindDay: false, fiddler: null },
          },
          ctx(DURING_VOTING),
        ),
      ),
    ).toEqual(["Dolby is not a traveller; the Voudon is a traveller."]);
    const day = run(
      forumDay(),
      { type: "day.setModifiers", modifiers: { voudon: "tess", bishop: false, mastermindDay: false, fiddler: null } },
      DURING_VOTING,
    );
    expect(day.modifiers.voudon).toBe("tess");
  });

  it("passes the Matron's whisper rules through", () => {
    const d = decideDay(
      forumDay(),
      { type: "whisper.declare", from: "eggyolk", to: "dolby" },
      { ...ctx(DURING_VOTING, player("eggyolk")), whisperRules: MATRON_WHISPER_RULES },
    );
    expect(d.ok).toBe(false);
  });

  it("describes commands in the game's words", () => {
    expect(
      describeDayCommand({ type: "day.vote", voter: "dolby", nominee: "eggyolk" }, { roster }, renderer("en")),
    ).toBe("Dolby votes Eggyolk.");
  });
});

describe("night actions lock before day", () => {
  it("refuses with the lock time", () => {
    const night = startPhaseClock(FORUM_PHASE_PLAN, "night", 2, new Date("2026-12-01T18:00:00Z"));
    expect(timingRefusal(night, "nightAction", new Date("2026-12-02T15:00:00Z"))).toBeNull();
    expect(render(timingRefusal(night, "nightAction", new Date("2026-12-02T16:30:00Z"))!, "en")).toBe(
      "Night actions locked at Wed 2 Dec 16:00 UTC.",
    );
    expect(render(timingRefusal(night, "vote", new Date("2026-12-02T10:00:00Z"))!, "en")).toBe(
      "There is no voting in this phase.",
    );
  });
});

describe("from a pasted thread to the vote count", () => {
  it("turns accepted proposals into commands the day decides", () => {
    const paste = `Eggyolk said:
/nominate Dolby
Kiiruma said:
[quote=Eggyolk]/nominate Dolby[/quote]
agreed, /vote Dolby
Whysper said:
/vote dolby
/vote Eggyolk
Dolby said:
/vote Bob`;
    const { proposals } = parseForumPosts(paste, roster);
    const commands = proposals.map(proposalAsCommand);
    expect(commands).toEqual([
      { type: "day.nominate", nominator: "eggyolk", nominee: "dolby" },
      { type: "day.vote", voter: "kiiruma", nominee: "dolby" },
      { type: "day.vote", voter: "whysper", nominee: "dolby" },
      { type: "day.vote", voter: "whysper", nominee: "eggyolk" },
      null,
    ]);
    let day = forumDay();
    const results = commands
      .filter((c) => c !== null)
      .map((c) => {
        const d = decideDay(day, c, ctx(DURING_NOMINATIONS));
        if (d.ok) day = evolveDay(day, d.event);
        return d.ok ? "ok" : render(d.error, "en");
      });
    expect(results).toEqual(["ok", "ok", "ok", "Eggyolk has not been nominated today."]);
    expect(voteCount(day, roster, DURING_NOMINATIONS).rows[0]).toMatchObject({
      nominee: "dolby",
      voters: ["kiiruma", "whysper"],
      total: 2,
      needed: 2,
    });
  });
});
