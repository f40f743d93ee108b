import { describe, expect, it } from "vitest";
import { secretMoonPosts } from "./posts";
import { SIX, Table, cardName as name, inOrder, ministerCaptured } from "./testing";
import { publicView } from "./views";
import { render } from "@/lib/i18n/render";
import { npcCard } from "./names";
import type { Phrase } from "@/lib/i18n/message";

const en = (p: Phrase) => render(p, "en");
const ja = (p: Phrase) => render(p, "ja");
/** Card names as a Japanese page gives them: players by name, NPC cards in the edition's words. */
const jaName = (t: Table) => (id: string) => {
  const npc = /^npc(\d+)$/.exec(id);
  return npc ? ja(npcCard(npc[1]!)) : t.game.core.seats.find((s) => s.id === id)!.name;
};

describe("the end of a game", () => {
  it("reveals the whole deal on the public view, and nothing of it before", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    t.startRound(inOrder(6));
    expect(publicView(t.game).game!.deal).toBeNull();
    t.run({ type: "secret-moon.accuse", seatId: "s1", target: "s3", role: "minister" });
    t.run({ type: "secret-moon.attack", seatId: "s2", target: "s3" });
    const deal = publicView(t.game).game!.deal!;
    expect(deal.cards.slice(0, 6).map((c) => c.role)).toEqual(SIX);
    expect(deal.cards.slice(6).map((c) => c.cardId)).toEqual(["npc1", "npc2"]);
  });

  it("posts the deal, the points and the scoring in BBCode, Markdown and Discord", () => {
    const t = new Table(6);
    ministerCaptured(t);
    const posts = secretMoonPosts(publicView(t.game), name(t), en);
    expect(posts.map((p) => p.id)).toEqual(["end", "round", "latest"]);
    const end = posts[0]!.texts;
    expect(end.bbcode).toContain("[b]Game 1 is over: the Princess team wins![/b]");
    expect(end.bbcode).toContain("[tr][td]Cat[/td][td]Minister[/td][/tr]");
    expect(end.markdown).toContain("| Ann | Princess |");
    expect(end.markdown).toContain("| Ann | 1 |");
    expect(end.discord).toContain("- Cat: Minister");
    expect(end.discord).toContain("Game 1 of 3 played.");
    for (const text of Object.values(end)) expect(text).toContain("Every winner of a game scores 1 point");
  });

  it("says who wins the match, or who shares it on a tie", () => {
    const t = new Table(6);
    ministerCaptured(t);
    ministerCaptured(t, ["guard", "wanderer", "minister", "princess", "guard", "priestess"]);
    ministerCaptured(t, ["wanderer", "priestess", "minister", "guard", "princess", "guard"]);
    expect(en(publicView(t.game).matchResult!)).toBe("Ben wins the match with 3 points.");
    expect(secretMoonPosts(publicView(t.game), name(t), en)[0]!.texts.bbcode).toContain(
      "[b]Ben wins the match with 3 points.[/b]",
    );

    const tie = new Table(6);
    tie.run({ type: "secret-moon.deal", matchLength: 1 });
    const winners = tie.current.cards.filter((c) => c.holder === "player" && c.role !== "minister");
    expect(winners.length).toBeGreaterThan(0);
    tie.run({ type: "secret-moon.start-round" });
    for (let round = 0; round < 3; round++) {
      while (tie.current.result === null && Object.keys(tie.current.turnCards).length > 0) {
        const seatId = Object.entries(tie.current.turnCards).sort((a, b) => a[1] - b[1])[0]![0];
        tie.run({ type: "secret-moon.pass", seatId });
      }
      if (round < 2) tie.run({ type: "secret-moon.start-round" });
    }
    const view = publicView(tie.game);
    expect(view.match!.leaders.length).toBeGreaterThan(1);
    expect(en(view.matchResult!)).toMatch(/ share the match win with 1 point each\.$/);
  });
});

describe("posts during a round", () => {
  it("what just happened ends with the call; the round summary lists the round's turns", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    t.startRound({ s1: 1, s2: 3, s3: 4, s4: 5, s5: 6, s6: 7 });
    t.run({ type: "secret-moon.inspect", seatId: "s1", target: "s3" });
    const [latest, round] = secretMoonPosts(publicView(t.game), name(t), en);
    expect(latest!.texts.markdown).toBe("Number 1: Ann inspects Cat's card.\n\n**Number 2? (nobody) Number 3? Ben.**");
    expect(round!.texts.bbcode).toBe(
      [
        "[b]Game 1, round 1 of 3: so far[/b]",
        "[list]",
        "[*]Number 1: Ann inspects Cat's card.",
        "[/list]",
        "Turn-order cards face up: 1.",
      ].join("\n"),
    );
  });

  it("escapes what players typed: a name cannot become markup or a mention", () => {
    const t = new Table(6);
    t.append({ type: "SeatUpdated", seatId: "s1", name: "@everyone [b]x", handle: null });
    t.dealRoles(SIX);
    t.startRound(inOrder(6));
    const [latest] = secretMoonPosts(publicView(t.game), name(t), en);
    expect(latest!.texts.discord).not.toContain("@everyone");
    expect(latest!.texts.bbcode).not.toContain("[b]x");
  });
});

describe("posts in Japanese (a Japanese game's thread), in the edition's words", () => {
  /** Ann inspects Cat; Ben asks Cat, the Minister, who answers; Cat wrongly names Dan the Princess. */
  function asked() {
    const t = new Table(6);
    t.dealRoles(SIX);
    t.startRound({ s1: 1, s2: 3, s3: 4, s4: 5, s5: 6, s6: 7 });
    t.run({ type: "secret-moon.inspect", seatId: "s1", target: "s3" });
    t.run({ type: "secret-moon.inquire", seatId: "s2", target: "s3" });
    t.run({ type: "secret-moon.accuse", seatId: "s3", target: "s4", role: "princess" });
    return t;
  }

  it("what just happened and the round so far", () => {
    const t = asked();
    const [latest, round] = secretMoonPosts(publicView(t.game), jaName(t), ja);
    expect(latest!.title).toBe("直前の出来事");
    expect(latest!.texts.markdown).toBe(
      "4番・CatがDanを姫だと「指名」。不一致。Catの人物カードが「公開」：大臣。\n\n**5番？ Dan。**",
    );
    expect(round!.title).toBe("ラウンドのまとめ");
    expect(round!.texts.bbcode).toBe(
      [
        "[b]第1ゲーム 第1ラウンド（全3ラウンド）：ここまで[/b]",
        "[list]",
        "[*]1番・AnnがCatを「観察」。",
        "[*]3番・BenがCatに「質問」：「そこにいるのは何者か？」　Cat：「バカもん！わしは大臣じゃ！」（大臣チームのマーカー）。",
        "[*]4番・CatがDanを姫だと「指名」。不一致。Catの人物カードが「公開」：大臣。",
        "[/list]",
        "表向きの行動順カード：1、3、4。",
      ].join("\n"),
    );
  });

  it("the end of the game: the deal, the points and the scoring", () => {
    const t = asked();
    t.run({ type: "secret-moon.pass", seatId: "s4" });
    t.run({ type: "secret-moon.pass", seatId: "s5" });
    t.run({ type: "secret-moon.attack", seatId: "s6", target: "s3" });
    const [end] = secretMoonPosts(publicView(t.game), jaName(t), ja);
    expect(end!.title).toBe("ゲーム終了");
    expect(end!.texts.discord).toBe(
      [
        "**第1ゲーム終了：姫陣営の勝利！**",
        "第1ゲーム終了：大臣が「行動不能」になった。姫陣営の勝利：Ann、Ben、Fay。",
        "**配られたカード**",
        "- Ann: 姫\n- Ben: 旅人\n- Cat: 大臣\n- Dan: 兵士\n- Eve: 兵士\n- Fay: 僧侶",
        "- NPCカード1: 兵士\n- NPCカード2: 兵士",
        "",
        "**勝利点**",
        "- Ann: 1\n- Ben: 1\n- Fay: 1\n- Cat: 0\n- Dan: 0\n- Eve: 0",
        "",
        "3ゲーム中1ゲーム終了。",
        "ゲームの勝者はそれぞれ勝利点1点を得ます：勝利チーム全員（「行動不能」のプレイヤーも含む）。最後のゲームのあと、最も多くの勝利点を得たプレイヤーが勝者です。同点の場合は勝利を分け合います。",
      ].join("\n"),
    );
  });
});
