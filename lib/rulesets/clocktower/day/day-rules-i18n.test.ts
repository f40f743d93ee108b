import { describe, expect, it } from "vitest";
import { render, renderer } from "@/lib/i18n/render";
import { isMessage, type Phrase } from "@/lib/i18n/message";
import { decideNominate } from "./nominations";
import { decideCastVote } from "./votes";
import { decideResolveDay, publicNotes, publicSummary, resolveDay } from "./execution";
import { decideCallExile, decideResolveExile } from "./exile";
import { decideDeclareWhisper, evolveWhispers, WHISPER_RULES } from "./whispers";
import { clockSummary, decidePhaseClock, timingRefusal } from "./phase-clock";
import { formatDuration, formatUtc, utcTime } from "@/lib/game/deadline-format";
import { describeProposal } from "./paste-review";
import { dayResultSchema, type DayState } from "./day-state";
import { FORUM_PHASE_PLAN } from "./phase-plan";
import { listIn } from "@/lib/i18n/list-values";
import {
  AFTER_VOTING,
  apply,
  DURING_DISCUSSION,
  DURING_NOMINATIONS,
  DURING_VOTING,
  forumDay,
  moderator,
  player,
  seat,
  sevenPlayers,
  withModifiers,
} from "./fixtures/day-fixtures";

const roster = sevenPlayers();
const ctx = (now: Date, actor = moderator) => ({ now, roster, actor });
const ja = (p: Phrase) => render(p, "ja");
const en = (p: Phrase) => render(p, "en");

function errorPhrase(d: { ok: boolean; error?: Phrase }): Phrase {
  expect(d.ok).toBe(false);
  return d.error!;
}

/** Every rendered sentence: no key text left ("clocktower.forumDayRules.", "day.") and no ICU braces. */
function expectRendered(text: string) {
  expect(text).not.toMatch(/clocktower\.|[{}]/);
  expect(text.length).toBeGreaterThan(0);
}

function votedDay(votes: Record<string, string>): DayState {
  let d = forumDay();
  for (const nominee of new Set(Object.values(votes)))
    d = apply(
      d,
      decideNominate(
        d,
        { nominator: nominee === "player-a" ? "player-g" : "player-a", nominee },
        ctx(DURING_NOMINATIONS),
      ),
    );
  for (const [voter, nominee] of Object.entries(votes))
    d = apply(d, decideCastVote(d, { voter, nominee }, ctx(DURING_NOMINATIONS)));
  return d;
}

describe("the day's rules speak the reader's language (issue 17)", () => {
  it("times: the UTC form in both languages, as Intl writes Japanese", () => {
    expect(en(utcTime("2026-12-01T18:00:00Z"))).toBe("Tue 1 Dec 18:00 UTC");
    expect(ja(utcTime("2026-12-01T18:00:00Z"))).toBe("12月1日(火) 18:00 UTC");
    expect(ja(utcTime("2026-01-11T08:05:00Z"))).toBe("1月11日(日) 08:05 UTC");
    expect(formatUtc("2026-11-30T06:00:00Z", renderer("ja"))).toBe("11月30日(月) 06:00 UTC");
    expect(formatDuration((2 * 24 + 3) * 3600_000, renderer("en"))).toBe("2 days 3 h");
    expect(formatDuration(11.5 * 3600_000, renderer("ja"))).toBe("11時間30分");
    expect(formatDuration(0, renderer("ja"))).toBe("0分");
    expect(listIn("en", ["A", "B", "C"])).toBe("A, B and C");
    expect(listIn("ja", ["A", "B", "C"])).toBe("A、B、C");
  });

  it("a refused nomination and vote, with their values", () => {
    const d = apply(
      forumDay(),
      decideNominate(forumDay(), { nominator: "player-a", nominee: "player-b" }, ctx(DURING_NOMINATIONS)),
    );
    const again = errorPhrase(
      decideNominate(d, { nominator: "player-a", nominee: "player-c" }, ctx(DURING_NOMINATIONS, player("player-a"))),
    );
    expect(en(again)).toBe("Player A has already nominated today (Player B).");
    expect(ja(again)).toBe("Player A は本日すでに指名しています（Player B）。");
    const early = errorPhrase(
      decideCastVote(
        forumDay(),
        { voter: "player-a", nominee: "player-b" },
        ctx(DURING_DISCUSSION, player("player-a")),
      ),
    );
    expect(ja(early)).toBe("Player B は本日指名されていません。");
    const late = errorPhrase(
      decideCastVote(d, { voter: "player-c", nominee: "player-b" }, ctx(AFTER_VOTING, player("player-c"))),
    );
    expect(en(late)).toBe("Voting closed at Tue 1 Dec 18:00 UTC.");
    expect(ja(late)).toBe("投票は12月1日(火) 18:00 UTCに締め切られました。");
    expect(
      ja(errorPhrase(decideNominate(d, { nominator: "nobody", nominee: "player-b" }, ctx(DURING_NOMINATIONS)))),
    ).toBe("このゲームに席「nobody」はありません。");
  });

  it("several broken rules make one refusal, in order", () => {
    const dead = roster.map((s) => (s.id === "player-a" ? { ...s, alive: false } : s));
    const d = withModifiers(forumDay(), { bishop: true });
    const r = decideNominate(
      d,
      { nominator: "player-a", nominee: "player-b" },
      { now: DURING_NOMINATIONS, roster: dead, actor: player("player-a") },
    );
    expect(ja(errorPhrase(r))).toBe(
      "Bishop がいます。指名できるのはストーリーテラーだけです。Player A は死亡しているため指名できません。",
    );
  });

  it("the execution summary is a message, stored as plain JSON, in both languages", () => {
    const d = votedDay({
      "player-c": "player-b",
      "player-d": "player-b",
      "player-a": "player-b",
      "player-e": "player-b",
    });
    const r = resolveDay(d, roster, AFTER_VOTING);
    expect(isMessage(r.summary)).toBe(true);
    expect(dayResultSchema.parse(JSON.parse(JSON.stringify(r))).summary).toEqual(r.summary);
    expect(en(r.summary)).toBe("Player B is executed with 4 votes (4 needed) and dies.");
    expect(ja(r.summary)).toBe("Player B が4票（4票必要）で処刑され、死亡します。");
    const tie = resolveDay(votedDay({ "player-c": "player-b", "player-d": "player-a" }), roster, AFTER_VOTING);
    expect(en(tie.summary)).toBe("Nobody is executed: Player B and Player A are tied on 1 vote.");
    expect(ja(tie.summary)).toBe("処刑なし：Player B、Player A が1票で同票です。");
    const judged = resolveDay(d, roster, AFTER_VOTING, { judge: { nominee: "player-b", verdict: "fail" } });
    expect(ja(judged.summary)).toBe("処刑なし。Judge が Player B の処刑を否決させます。");
    expect(judged.notes.map(ja)[0]).toMatch(/^Judge：Once per game/);
  });

  it("the Mastermind's sentence stays out of the town's summary, new and old", () => {
    const d = withModifiers(votedDay({ "player-c": "player-b" }), { mastermindDay: true });
    const r = resolveDay(d, roster, AFTER_VOTING);
    expect(ja(r.summary)).toContain("Mastermind の延長日");
    expect(ja(publicSummary(r.summary))).toBe("処刑なし：Player B が最多票（1票）ですが、4票必要です。");
    expect(publicNotes(r.notes)).toEqual([]);
    const old = "Nobody is executed. This is the Mastermind's extra day and nobody was executed.";
    expect(publicSummary(old)).toBe("Nobody is executed.");
    expect(publicNotes(["Mastermind: If the demon dies", "Voudon: Only you"])).toEqual(["Voudon: Only you"]);
    // A day resolved before messages keeps its English summary and reads as it was.
    const stored = dayResultSchema.parse({ ...JSON.parse(JSON.stringify(r)), summary: old, notes: ["Bishop: x"] });
    expect(ja(stored.summary)).toBe(old);
  });

  it("resolving early warns in the moderator's language", () => {
    const d = votedDay({ "player-c": "player-b" });
    const w = decideResolveDay(d, {}, ctx(DURING_VOTING));
    expect(w.ok && w.warnings!.map(ja)).toEqual([
      "投票は12月1日(火) 18:00 UTCまで受付中で、すべての投票が確定してはいません。",
    ]);
  });

  it("exiles, whispers, the clock and the paste review", () => {
    const travellers = [...roster, seat("Tess", { isTraveller: true })];
    const d = apply(
      forumDay(),
      decideCallExile(
        forumDay(),
        { traveller: "tess", calledBy: "player-a" },
        { now: DURING_DISCUSSION, roster: travellers, actor: moderator },
      ),
    );
    const w = decideResolveExile(
      d,
      { exileId: d.exiles[0]!.id, force: "exile" },
      { now: DURING_DISCUSSION, roster: travellers, actor: moderator },
    );
    expect(w.ok && w.warnings!.map(ja)).toEqual([
      "投票の結果は「追放しない」です（4票必要のところ0票）。あなたは「追放」と記録しようとしています。",
    ]);
    let log = forumDay().whispers;
    for (const to of ["player-b", "player-c", "player-d"]) {
      const dw = decideDeclareWhisper(
        log,
        { from: "player-a", to },
        { ...ctx(DURING_DISCUSSION), rules: WHISPER_RULES },
      );
      if (!dw.ok) expect.fail(en(dw.error));
      log = evolveWhispers(log, dw.event);
    }
    const cap = decideDeclareWhisper(
      log,
      { from: "player-a", to: "player-e" },
      { ...ctx(DURING_DISCUSSION), rules: WHISPER_RULES },
    );
    expect(cap.ok && cap.warnings!.map(ja)).toEqual([
      "Player A は本日すでに3人と密談しています（Player B、Player C、Player D）。",
    ]);
    const clock = forumDay().clock!;
    expect(ja(errorPhrase(decidePhaseClock(clock, { type: "phase.resume" }, DURING_DISCUSSION)))).toBe(
      "1日目は一時停止していません。",
    );
    expect(ja(timingRefusal(clock, "nominate", DURING_DISCUSSION)!)).toBe("指名は11月30日(月) 06:00 UTCに始まります。");
    const summary = clockSummary(clock, DURING_DISCUSSION, "Asia/Tokyo", renderer("ja"));
    expect(summary.headline).toBe("議論は11月30日(月) 15:00 JST（11月30日(月) 06:00 UTC）に終わります（あと5時間）。");
    expect(summary.phase).toBe("1日目");
    expect(summary.parts.map((p) => p.label)).toEqual(["議論", "指名", "投票"]);
    expect(clockSummary(clock, DURING_DISCUSSION, null, renderer("en")).headline).toBe(
      "Discussion ends Mon 30 Nov 06:00 UTC, in 5 h.",
    );
    const p = {
      author: null,
      authorText: "Zed",
      command: "vote" as const,
      target: null,
      targetText: "Dolbi",
      seatNumber: null,
    };
    expect(en(describeProposal(p, roster))).toBe("Zed (not in the game) votes “Dolbi”.");
    expect(ja(describeProposal(p, roster))).toBe("Zed（ゲームにいない） が 「Dolbi」 に投票。");
    expect(ja(describeProposal({ ...p, author: "player-a", command: "lock" }, roster))).toBe("Player A が投票を確定。");
    expect(ja(FORUM_PHASE_PLAN.night[1]!.ruleText!)).toBe("夜の行動は、各昼の開始2時間前に締め切られます。");
  });

  it("leaves no key text in any rendered refusal", () => {
    const d = votedDay({ "player-c": "player-b" });
    const phrases: Phrase[] = [
      errorPhrase(decideCastVote(d, { voter: "player-c", nominee: "player-b" }, ctx(DURING_NOMINATIONS))),
      errorPhrase(decideResolveDay(d, {}, ctx(AFTER_VOTING, player("player-a")))),
      resolveDay(withModifiers(d, { fiddler: ["player-a", "player-b"] }), roster, AFTER_VOTING).summary,
      ...resolveDay(d, roster, AFTER_VOTING, {
        executionDoesNotKill: true,
        judge: { nominee: "player-b", verdict: "pass" },
      }).notes,
    ];
    for (const p of phrases) for (const l of ["en", "ja"] as const) expectRendered(render(p, l));
  });
});
