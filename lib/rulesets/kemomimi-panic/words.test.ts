/** Kemomimi Panic's words in both languages: exact sentences, as a Japanese table reads them. */
import { describe, expect, it } from "vitest";
import { render } from "@/lib/i18n/render";
import type { Phrase } from "@/lib/i18n/message";
import { describeEntry, namesFrom } from "@/lib/rulesets/kemomimi-panic/ui/town/describe";
import { MODERATOR, asPlayer, startGame, Table } from "./testing";
import { moderatorView, playerView, publicView } from "./views";
import { checkSetup } from "./setup";
import { k, sentences } from "./words";
import { kemomimiPanic } from "./index";
import { cardName, CHARACTER_IDS, CHARACTERS } from "./characters";
import jaCatalogue from "@/messages/ja/kemomimi.json";

const ja = (p: Phrase | null) => (p === null ? "" : render(p, "ja"));
const en = (p: Phrase | null) => (p === null ? "" : render(p, "en"));

/** The refusal the rules give, rendered in one language. */
function refusal(t: Table, command: Record<string, unknown>, actor = MODERATOR): Phrase {
  const d = kemomimiPanic.decide(t.game, command as never, { now: t.now, rng: null as never, actor });
  if (d.ok) throw new Error("expected a refusal");
  return d.error;
}

describe("Kemomimi Panic in Japanese", () => {
  it("says the day, the vote and the post in Japanese, and the same English as before", () => {
    const t = startGame(["shamlock", "cyril", "beryl"], undefined, 5);
    expect(ja(publicView(t.game, t.now).prompt)).toBe(
      "1日目（三日月）。リーダー：P1。名探偵シャムロックが分かったことを話します。",
    );
    expect(ja(moderatorView(t.game, t.now).hints.post)).toBe(
      "1日目：リーダーはP1、月は三日月です。名探偵シャムロック、分かったことを教えてください。",
    );
    expect(en(moderatorView(t.game, t.now).hints.post)).toBe(
      "Day 1: P1 is the Leader; the Moon shows the new moon. Detective Shamlock, tell us what you learned.",
    );
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s3" });
    expect(ja(publicView(t.game, t.now).prompt)).toBe(
      "1日目（三日月）。リーダー：P1。容疑者：P3。怪盗だと思う人は手を挙げてください。",
    );
    expect(ja(moderatorView(t.game, t.now).hints.post)).toBe(
      "P3さんが容疑者です！怪盗だと思う人は手を挙げてください。5人中3人の挙手で有罪です。",
    );
    t.do({ type: "kemomimi.raiseHands", seatIds: ["s0", "s1", "s2"] });
    t.do({ type: "kemomimi.countVotes" });
    expect(ja(publicView(t.game, t.now).prompt)).toBe("1日目（三日月）。リーダー：P1。挙手3/5：有罪。");
    expect(en(publicView(t.game, t.now).prompt)).toBe("Day 1 (new moon). Leader: P1. 3 of 5 hands: guilty.");
    t.do({ type: "kemomimi.carryOutVerdict" });
    expect(ja(moderatorView(t.game, t.now).hints.post)).toBe("P3は有罪です。P3は模造品を失います。");
    t.do({ type: "kemomimi.startNight" }, { force: true });
    expect(ja(moderatorView(t.game, t.now).hints.post)).toBe("夜になりました（三日月）。夜です…みんな眠っています…");
  });

  it("counts the hands given on the links with a plural in English", () => {
    const t = new Table(4);
    t.do({ type: "kemomimi.configure", preset: "recommended-4" });
    t.do({ type: "kemomimi.deal", hostSeatId: "s0" });
    const shamlock = t.seatOf("shamlock");
    t.do(
      { type: "kemomimi.shamlockCheck", targetSeatId: t.seats.find((s) => s !== shamlock)! },
      { actor: asPlayer(shamlock) },
    );
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s2" });
    t.do({ type: "kemomimi.setHand", seatId: "s3", raised: true }, { actor: asPlayer("s3") });
    expect(en(publicView(t.game, t.now).prompt)).toMatch(/ 1 of 4 hands in\.$/);
    expect(ja(publicView(t.game, t.now).prompt)).toMatch(/挙手1\/4人。$/);
  });

  it("refuses and warns in Japanese", () => {
    const t = startGame(["shamlock"], undefined, 4);
    expect(ja(refusal(t, { type: "kemomimi.countVotes" }))).toBe("まだ容疑者が指名されていません。");
    expect(ja(refusal(t, { type: "kemomimi.chooseTarget", targetSeatId: "s1" }, asPlayer("s2")))).toBe(
      "ターゲットを選ぶのは今夜盗みに入る怪盗だけです。",
    );
    expect(
      checkSetup(
        ["shamlock", "cyril", "teresia", "barbera", "arle"],
        ["crescentMoon", "informant", "civilian", "civilian", "civilian"],
      ).warnings.map(ja),
    ).toEqual(["Elder Twin CyrilはYounger Twin Berylと一緒に使ってください。"]);
    expect(ja(sentences([k("rules.notDealt"), k("rules.noLeader")]))).toBe(
      "カードはまだ配られていません。リーダーがいません。",
    );
    expect(en(sentences([k("rules.notDealt"), k("rules.noLeader")]))).toBe(
      "The cards are not dealt yet. There is no Leader.",
    );
  });

  it("gives the role's goal and the log in Japanese; names stay as the rulebook prints them", () => {
    const t = startGame(["shamlock"], undefined, 4);
    const thief = playerView(t.game, t.seatWithRole("crescentMoon"), t.now).role!;
    expect(thief.name).toBe("Thief Crescent Moon");
    expect(ja(thief.goal)).toMatch(/^三日月の夜に盗みます。/);
    const name = namesFrom(t.game.core.seats, { formerSeat: "以前の席", nobody: "なし" });
    const checked = t.s.history.find((e) => e.kind === "checked")!;
    expect(ja(describeEntry(checked, name))).toBe("Detective Shamlock（P0）がこっそり1人を調べました。");
    expect(ja(describeEntry({ kind: "theft", day: 1, target: null, loss: null }, name))).toBe(
      "朝：何も盗まれませんでした。",
    );
    expect(
      ja(
        describeEntry(
          { kind: "votesCounted", day: 1, suspect: "s1", raised: ["s0", "s2"], participants: 4, verdict: "innocent" },
          name,
          (xs) => new Intl.ListFormat("ja", { type: "conjunction", style: "narrow" }).format(xs),
        ),
      ),
    ).toBe("P1への挙手2/4（P0、P2）：無罪。");
  });
});

describe("card names as values (issue 27 part 5)", () => {
  /** Every word of every card's name as the card data gives it ("Student", "Luma", "Teacher", "Verna"...). */
  const WORDS = [...new Set(CHARACTER_IDS.flatMap((id) => CHARACTERS[id].name.split(" ")))].filter((w) => w.length > 2);
  const written = new RegExp(`(?<![A-Za-z{])(${WORDS.map((w) => w.replace(/[.'-]/g, "\\$&")).join("|")})(?![A-Za-z}])`);

  function strings(x: unknown, path: string, out: Array<[string, string]>) {
    if (typeof x === "string") out.push([path, x]);
    else if (x && typeof x === "object")
      for (const [k, v] of Object.entries(x)) strings(v, path ? `${path}.${k}` : k, out);
    return out;
  }

  it("no Japanese message writes a card's English name into its text: the name comes as a value", () => {
    const found = strings(jaCatalogue, "", []).filter(([, text]) => written.test(text));
    expect(found).toEqual([]);
    // The scan can fail: it finds the English words in a sentence that writes them.
    expect(written.test("妹にCyrilと同じ投票をさせる")).toBe(true);
  });

  it("says the verdict Teacher Verna turned, the barred voter and the host's seat with the card data's names", () => {
    const t = startGame(["shamlock", "luma", "verna"], undefined, 5);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s3" });
    t.do({ type: "kemomimi.raiseHands", seatIds: t.seats });
    t.do({ type: "kemomimi.countVotes" });
    t.do({ type: "kemomimi.vernaDeclareInnocent" }, { actor: asPlayer(t.seatOf("verna")) });
    const verna = CHARACTERS.verna.name;
    expect(ja(publicView(t.game, t.now).prompt)).toBe(`1日目（三日月）。リーダー：P1。挙手5/5：無罪（${verna}）。`);
    expect(en(publicView(t.game, t.now).prompt)).toBe(
      `Day 1 (new moon). Leader: P1. 5 of 5 hands: innocent (${verna}).`,
    );
    expect(ja(k("rules.hostPlays", { why: "sheena", ...cardName("sheena") }))).toBe(
      `あなたはこのゲームでプレイヤーとしても参加しています。${CHARACTERS.sheena.name}は自分のリンクで調べます。`,
    );
    expect(en(k("rules.hostPlays", { why: "sheena", ...cardName("sheena") }))).toBe(
      `You play a seat in this game: ${CHARACTERS.sheena.name} checks on her own link.`,
    );
  });
});
