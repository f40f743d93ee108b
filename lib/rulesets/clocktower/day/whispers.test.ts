import { said } from "./fixtures/day-fixtures";
import { describe, expect, it } from "vitest";
import {
  countCharacters,
  countWhisper,
  countWords,
  decideDeclareWhisper,
  decideNeighbourWhisper,
  decidePostedPublicly,
  emptyWhisperLog,
  evolveWhispers,
  MATRON_WHISPER_RULES,
  neighbourWhisperCap,
  WHISPER_RULES,
  whisperAllowance,
  whisperUnitFor,
  type WhisperEvent,
  type WhisperLog,
} from "./whispers";
import type { Decision } from "@/lib/game/ruleset";
import { moderator, player, seat } from "./fixtures/day-fixtures";
import { render } from "@/lib/i18n/render";

// Seating order: CRichard, Eggyolk, PlagueSimp, Nightingale, Dolby, Kiiruma, Whysper (a circle).
const roster = ["CRichard", "Eggyolk", "PlagueSimp", "Nightingale", "Dolby", "Kiiruma", "Whysper"].map((n) => seat(n));
const now = new Date("2026-11-30T10:00:00Z");
const ctx = (actor = moderator) => ({ now, roster, actor });

function applyW(log: WhisperLog, d: Decision<WhisperEvent>): WhisperLog {
  if (!d.ok) throw new Error(render(d.error, "en"));
  return evolveWhispers(log, d.event);
}
const declare = (log: WhisperLog, from: string, to: string, actor = player(from)) =>
  applyW(log, decideDeclareWhisper(log, { from, to }, ctx(actor)));

describe("declared whispers", () => {
  it("record who whispered whom, when and who entered it", () => {
    const log = declare(emptyWhisperLog(), "eggyolk", "kiiruma");
    expect(log.whispers).toEqual([
      {
        id: "w1",
        kind: "declared",
        from: "eggyolk",
        to: "kiiruma",
        at: now.toISOString(),
        enteredBy: "seat:eggyolk",
        words: null,
        brokenAt: null,
        brokenBy: null,
      },
    ]);
  });

  it("cap each player at 3 other players a day, counting both sides", () => {
    let log = emptyWhisperLog();
    log = declare(log, "eggyolk", "kiiruma");
    log = declare(log, "eggyolk", "dolby");
    log = declare(log, "whysper", "eggyolk");
    expect(whisperAllowance(log, roster, "eggyolk")).toMatchObject({
      partners: ["kiiruma", "dolby", "whysper"],
      remaining: 0,
    });
    expect(whisperAllowance(log, roster, "kiiruma").remaining).toBe(2);
    const d = decideDeclareWhisper(log, { from: "eggyolk", to: "nightingale" }, ctx(player("eggyolk")));
    expect(said(d)).toEqual({
      ok: false,
      error: "Eggyolk has already whispered 3 players today (Kiiruma, Dolby and Whysper).",
    });
    const other = decideDeclareWhisper(log, { from: "nightingale", to: "eggyolk" }, ctx(player("nightingale")));
    expect(said(other)).toEqual({
      ok: false,
      error: "Eggyolk has already whispered 3 players today (Kiiruma, Dolby and Whysper).",
    });
    expect(said(decideDeclareWhisper(log, { from: "eggyolk", to: "nightingale" }, ctx()))).toMatchObject({
      ok: true,
      warnings: ["Eggyolk has already whispered 3 players today (Kiiruma, Dolby and Whysper)."],
    });
  });

  it("do not count whispers to the Storyteller", () => {
    let log = emptyWhisperLog();
    for (const to of ["kiiruma", "dolby", "whysper"]) log = declare(log, "eggyolk", to);
    log = declare(log, "eggyolk", "storyteller");
    expect(whisperAllowance(log, roster, "eggyolk").remaining).toBe(0);
    expect(whisperAllowance(log, roster, "eggyolk").open.map((w) => w.to)).toEqual([
      "kiiruma",
      "dolby",
      "whysper",
      "storyteller",
    ]);
  });

  it("end when one of the two posts publicly; declaring again with the same player uses no new slot", () => {
    let log = declare(emptyWhisperLog(), "eggyolk", "kiiruma");
    expect(said(decideDeclareWhisper(log, { from: "kiiruma", to: "eggyolk" }, ctx()))).toEqual({
      ok: false,
      error: "Kiiruma and Eggyolk are already whispering.",
    });
    log = applyW(log, decidePostedPublicly(log, { seat: "kiiruma" }, ctx()));
    expect(log.whispers[0]).toMatchObject({ brokenAt: now.toISOString(), brokenBy: "kiiruma" });
    expect(whisperAllowance(log, roster, "eggyolk").open).toEqual([]);
    expect(said(decidePostedPublicly(log, { seat: "kiiruma" }, ctx()))).toEqual({
      ok: false,
      error: "Kiiruma has no open whisper.",
    });
    log = declare(log, "eggyolk", "kiiruma");
    expect(whisperAllowance(log, roster, "eggyolk")).toMatchObject({ partners: ["kiiruma"], remaining: 2 });
  });

  it("refuse the impossible", () => {
    const log = emptyWhisperLog();
    expect(said(decideDeclareWhisper(log, { from: "eggyolk", to: "eggyolk" }, ctx()))).toEqual({
      ok: false,
      error: "A player cannot whisper themselves.",
    });
    expect(said(decideDeclareWhisper(log, { from: "eggyolk", to: "dolby" }, ctx(player("dolby"))))).toEqual({
      ok: false,
      error: "You can only declare your own whispers.",
    });
    expect(said(decideDeclareWhisper(log, { from: "eggyolk", to: "zed" }, ctx()))).toEqual({
      ok: false,
      error: 'There is no seat "zed" in this game.',
    });
  });

  it("under the Matron, only neighbours", () => {
    const d = decideDeclareWhisper(
      emptyWhisperLog(),
      { from: "eggyolk", to: "dolby" },
      { ...ctx(player("eggyolk")), rules: MATRON_WHISPER_RULES },
    );
    expect(said(d)).toEqual({
      ok: false,
      error: "The Matron is in play: players may only whisper their neighbours, and Dolby is not Eggyolk's neighbour.",
    });
    expect(
      decideDeclareWhisper(
        emptyWhisperLog(),
        { from: "eggyolk", to: "plaguesimp" },
        { ...ctx(player("eggyolk")), rules: MATRON_WHISPER_RULES },
      ).ok,
    ).toBe(true);
  });
});

describe("unannounced neighbour whispers", () => {
  it("one a day to each neighbour (around the table), separate from the cap", () => {
    let log = emptyWhisperLog();
    for (const to of ["kiiruma", "dolby", "whysper"]) log = declare(log, "crichard", to);
    log = applyW(
      log,
      decideNeighbourWhisper(
        log,
        { from: "crichard", to: "eggyolk", text: "I am the Sailor, trust me" },
        ctx(player("crichard")),
      ),
    );
    expect(whisperAllowance(log, roster, "crichard")).toMatchObject({
      remaining: 0,
      neighbours: [
        { seat: "whysper", used: false },
        { seat: "eggyolk", used: true },
      ],
    });
    expect(
      said(decideNeighbourWhisper(log, { from: "crichard", to: "eggyolk", words: 2 }, ctx(player("crichard")))),
    ).toEqual({
      ok: false,
      error: "CRichard has already whispered their neighbour Eggyolk today.",
    });
    log = applyW(
      log,
      decideNeighbourWhisper(log, { from: "crichard", to: "whysper", words: 10 }, ctx(player("crichard"))),
    );
    expect(whisperAllowance(log, roster, "crichard").neighbours.every((n) => n.used)).toBe(true);
  });

  it("at most 10 words, to a neighbour only", () => {
    expect(
      said(
        decideNeighbourWhisper(
          emptyWhisperLog(),
          { from: "crichard", to: "eggyolk", text: "one two three four five six seven eight nine ten eleven" },
          ctx(player("crichard")),
        ),
      ),
    ).toEqual({
      ok: false,
      error: "A neighbour whisper may have at most 10 words; this one has 11.",
    });
    expect(
      said(
        decideNeighbourWhisper(emptyWhisperLog(), { from: "crichard", to: "dolby", words: 3 }, ctx(player("crichard"))),
      ),
    ).toEqual({
      ok: false,
      error: "Dolby is not CRichard's neighbour.",
    });
    expect(countWords("  hi   there ")).toBe(2);
  });
});

describe("a Japanese neighbour whisper (issue 27 part 6)", () => {
  const japanese = { ...WHISPER_RULES, neighbourWhisperCounts: "characters" as const };
  const jaCtx = (actor = moderator) => ({ now, roster, actor, rules: japanese });
  // 33 characters without a space: counted in words it would be one word.
  const long = "今日の投票ではキイルマに入れるつもりですが、あなたはどう思いますか";

  it("counts characters, spaces left out, where a word count would say one", () => {
    expect(countWords(long)).toBe(1);
    expect(countCharacters(long)).toBe(33);
    expect(countCharacters(" 私は 善 です ")).toBe(5);
    expect(countWhisper("one two", "words")).toBe(2);
    expect(countWhisper("one two", "characters")).toBe(6);
  });

  it("caps at 30 characters and the warning says characters, in both languages", () => {
    const d = decideNeighbourWhisper(emptyWhisperLog(), { from: "crichard", to: "eggyolk", text: long }, jaCtx());
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect((d.warnings ?? []).map((w) => render(w, "en"))).toEqual([
      "A neighbour whisper may have at most 30 characters; this one has 33.",
    ]);
    expect((d.warnings ?? []).map((w) => render(w, "ja"))).toEqual([
      "隣人との密談は30文字までです。これは33文字あります。",
    ]);
    expect(d.event).toMatchObject({ whisper: { words: 33, unit: "characters" } });
    const refused = decideNeighbourWhisper(
      emptyWhisperLog(),
      { from: "crichard", to: "eggyolk", text: long },
      jaCtx(player("crichard")),
    );
    expect(refused.ok ? "" : render(refused.error, "ja")).toBe("隣人との密談は30文字までです。これは33文字あります。");
  });

  it("a short Japanese whisper passes; the word cap still says words", () => {
    const ok = decideNeighbourWhisper(
      emptyWhisperLog(),
      { from: "crichard", to: "eggyolk", text: "キイルマは善です" },
      jaCtx(player("crichard")),
    );
    expect(ok.ok && ok.event).toMatchObject({ whisper: { words: 8, unit: "characters" } });
    expect(neighbourWhisperCap(japanese)).toEqual({ unit: "characters", max: 30 });
    expect(neighbourWhisperCap(WHISPER_RULES)).toEqual({ unit: "words", max: 10 });
    const words = decideNeighbourWhisper(
      emptyWhisperLog(),
      { from: "crichard", to: "eggyolk", words: 11 },
      ctx(player("crichard")),
    );
    expect(words.ok ? "" : render(words.error, "ja")).toBe("隣人との密談は10語までです。これは11語あります。");
  });

  it("the game's language chooses the unit unless the host set one", () => {
    expect(whisperUnitFor("ja")).toBe("characters");
    expect(whisperUnitFor("en")).toBe("words");
  });
});
