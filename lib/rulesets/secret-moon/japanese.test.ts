/** A Japanese game's words: the rules' lines and refusals rendered in Japanese, as its pages show them. */
import { describe, expect, it } from "vitest";
import { render } from "@/lib/i18n/render";
import type { Phrase } from "@/lib/i18n/message";
import type { Role } from "./roles";
import { Table, seat } from "./testing";
import * as views from "./views";

const ja = (p: Phrase) => render(p, "ja");
const SIX: Role[] = ["princess", "wanderer", "minister", "guard", "guard", "priestess"];
const inOrder = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [seat(i + 1), i + 1]));
const log = (t: Table) => views.publicView(t.game).game!.log.map((l) => ja(l.text));

describe("Secret Moon in Japanese", () => {
  it("answers “Who goes there?” with the edition's lines", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    t.startRound(inOrder(6));
    t.run({ type: "secret-moon.inquire", seatId: "s1", target: "s3" });
    t.run({ type: "secret-moon.inquire", seatId: "s2", target: "s6" });
    t.run({ type: "secret-moon.inquire", seatId: "s3", target: "s1" });
    expect(log(t).slice(1)).toEqual([
      "1番・AnnがCatに「質問」：「そこにいるのは何者か？」　Cat：「バカもん！わしは大臣じゃ！」（大臣チームのマーカー）。",
      "2番・BenがFayに「質問」：「そこにいるのは何者か？」　Fay：「やぁ、ご同輩！」（大臣チームのマーカー）。",
      "3番・CatがAnnに「質問」：「そこにいるのは何者か？」　Ann：（何もしゃべらない）（姫チームのマーカー）。",
    ]);
    expect(log(t)[0]).toBe("第1ラウンド開始：行動順カードを配った。");
  });

  it("names the edition's roles, actions and states in reveals, captures and refusals", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    t.startRound(inOrder(6));
    t.run({ type: "secret-moon.inspect", seatId: "s1", target: "npc1" });
    expect(ja(views.moderatorView(t.game).hints[0]!)).toBe(
      "Annにこっそり伝える：第1ラウンドにNPCカード1を観察した：兵士。",
    );
    t.run({ type: "secret-moon.accuse", seatId: "s2", target: "s4", role: "guard" });
    expect(log(t).at(-1)).toBe(
      "2番・BenがDanを兵士だと「指名」。一致。Danの人物カードが「公開」：兵士。兵士は公開されて行動不能：Danは「行動不能」。",
    );
    const cat = views.playerView(t.game, "s3").actions.find((a) => a.action === "attack")!;
    expect(ja(cat.unavailable!)).toBe("今は「捕獲」の対象にできる人物カードがありません。");
    t.run({ type: "secret-moon.pass", seatId: "s3" });
    const dan = views.playerView(t.game, "s5").actions.find((a) => a.action === "attack")!;
    expect(ja(dan.unavailable!)).toBe("兵士は「捕獲」を行えません。");
    t.run({ type: "secret-moon.protect", seatId: "s5", target: "s5" });
    expect(log(t).at(-1)).toBe("5番・Eveは「隠れる」：ラウンド終了まで誰のアクションの対象にもならない。");
    const fay = views.playerView(t.game, "s6").actions.find((a) => a.action === "inspect")!;
    expect(fay.targets).not.toContain("s5");
  });

  it("ends the game in the edition's words", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    t.startRound(inOrder(6));
    t.run({ type: "secret-moon.accuse", seatId: "s1", target: "s3", role: "minister" });
    t.run({ type: "secret-moon.attack", seatId: "s2", target: "s3" });
    expect(log(t).slice(-2)).toEqual([
      "2番・BenがCatを「捕獲」：Catは「行動不能」。",
      "第1ゲーム終了：大臣が「行動不能」になった。姫陣営の勝利：Ann、Ben、Fay。",
    ]);
    expect(ja(views.publicView(t.game).scoring)).toMatch(/^ゲームの勝者はそれぞれ勝利点1点を得ます/);
  });
});
