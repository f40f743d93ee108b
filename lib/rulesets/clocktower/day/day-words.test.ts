import { describe, expect, it } from "vitest";
import type { Actor } from "../../../game/ruleset";
import type { Phrase } from "../../../i18n/message";
import { render, renderer } from "../../../i18n/render";
import type { ClocktowerCommand } from "../commands";
import { ForumGame } from "../grimoire/testing";
import { moderatorDays, playerDay } from "./day-views";

// Seats: PlagueSimp, Whysper, Thepigeonnyc, CRichard, Eggyolk, Nightingale, Dolby, Kiiruma, Amelia.
const CAST = ["gossip", "innkeeper", "chambermaid", "gambler", "exorcist", "moonchild", "goon", "assassin", "po"];

/** A decision's words as the rules give them: the refusal, or the warnings. */
function said(g: ForumGame, cmd: ClocktowerCommand, actor?: Actor): Phrase[] {
  const d = g.runSaying(cmd, actor ? { actor } : {});
  if (!d.ok) return "error" in d ? [d.error as Phrase] : [];
  return "warnings" in d ? d.warnings : [];
}
const ja = (ps: Phrase[]) => ps.map((p) => render(p, "ja"));
const en = (ps: Phrase[]) => ps.map((p) => render(p, "en"));

function dayOne(cast = CAST) {
  const g = new ForumGame(cast);
  g.must({ type: "clocktower.startNight" });
  g.must({ type: "clocktower.startDay" });
  return g;
}

describe("the Clocktower day's words in both languages (clocktower.dayCharacters), the script's character names as they are", () => {
  it("the Gossip and the Moonchild: warnings in Japanese with the seat's and the character's names", () => {
    const g = dayOne();
    const gossip = (seat: string) =>
      ({ type: "clocktower.dayAbility", ability: { kind: "gossip", seatId: g.id(seat), statement: "x" } }) as const;
    expect(ja(said(g, gossip("Whysper")))).toEqual(["Whysper は Gossip ではありません。"]);
    g.must(gossip("PlagueSimp"));
    const again = said(g, gossip("PlagueSimp"));
    expect(ja(again)).toEqual(["Gossip の発言はその日の最初の1回だけが有効です。この発言で置き換えます。"]);
    expect(en(again)).toEqual(["Only the Gossip's first statement of the day counts: this one replaces it."]);
    const moonchild = said(g, {
      type: "clocktower.dayAbility",
      ability: { kind: "moonchild", seatId: g.id("Nightingale"), chosen: g.id("Nightingale") },
    });
    expect(ja(moonchild)).toEqual([
      "Nightingale は生存しています。Moonchild は死亡してから選びます。",
      "Moonchild は自分以外のプレイヤーを選びます。",
    ]);
  });

  it("the Moonchild claim: a player's refusal after death, in Japanese", () => {
    const g = dayOne();
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "executed" });
    const player: Actor = { kind: "player", seatId: g.id("Dolby") };
    expect(ja(said(g, { type: "clocktower.setMoonchildClaim", claims: true }, player))).toEqual([
      "あなたの死亡は、その時点の Moonchild の主張とともに発表されました。もう変更できません。",
    ]);
    expect(ja(said(g, { type: "clocktower.setMoonchildClaim", seatId: g.id("Amelia"), claims: false }))).toEqual([
      "すでに Moonchild を主張しない設定です。",
    ]);
  });

  it("the Matron: by night, and the fourth pair of a day with her ability quoted", () => {
    const g = dayOne();
    g.must({ type: "seat.add", name: "Mira" });
    g.ids.Mira = g.state.core.seats.at(-1)!.id;
    g.must(
      { type: "clocktower.addTraveller", seatId: g.id("Mira"), characterId: "matron", alignment: "good" },
      { force: true },
    );
    const swap = (a: string, b: string) =>
      ({ type: "clocktower.matronSwap", seatIds: [g.id(a), g.id(b)] }) as ClocktowerCommand;
    for (const [a, b] of [
      ["PlagueSimp", "Dolby"],
      ["Whysper", "Amelia"],
      ["Eggyolk", "Kiiruma"],
    ] as const)
      g.must(swap(a, b));
    expect(ja(said(g, swap("CRichard", "Nightingale")))).toEqual([
      "Matron は1日目にすでに3組を入れ替えています：「Each day, you may chose up to 3 sets of 2 players to swap seats.」",
    ]);
    expect(ja(said(g, swap("CRichard", "CRichard")))).toEqual(["入れ替える2人には別々のプレイヤーを選んでください。"]);
    g.must({ type: "clocktower.startNight" }, { force: true });
    expect(ja(said(g, swap("CRichard", "Nightingale")))).toContain("いまは第2夜です。Matron は昼に席を入れ替えます。");
  });

  it("the Fiddler: by day, and a chosen player of the Demon's alignment", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.setFabled", characterIds: ["fiddler"] });
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    // Amelia is the Zombuul (the Demon), Kiiruma the Mastermind: both evil.
    const words = said(g, { type: "clocktower.fiddler", demonSeatId: g.id("Amelia"), chosen: g.id("Kiiruma") });
    expect(ja(words)).toEqual([
      "いまは1日目です：「Once per game, at night, the Demon secretly chooses a player of an opposing alignment; All players then vote which of these two wins the game.」",
      "Kiiruma はデーモンと同じ悪です。対立する陣営のプレイヤーを選んでください。",
    ]);
    expect(en(words)[1]).toBe("Kiiruma is evil like the Demon: choose an opposing player.");
  });

  it("the day's refusals and the moderator's hints, and a player's deadlines, in Japanese", () => {
    const g = dayOne();
    const vote = { type: "clocktower.day", command: { type: "day.lockVote", voter: g.id("Dolby") } } as const;
    const player: Actor = { kind: "player", seatId: g.id("Dolby") };
    expect(ja(said(g, vote, player))).toEqual([
      "このゲームではアプリ内投票がオフです。指名・投票・密談はゲームスレッドに投稿してください。",
    ]);
    g.must({ type: "clocktower.startNight" }, { force: true });
    expect(ja(said(g, { type: "clocktower.day", command: { type: "day.lockVote", voter: g.id("Dolby") } }))).toEqual([
      "いまは第2夜です。昼はまだ始まっていません。",
    ]);
    g.must({ type: "clocktower.startDay" }, { force: true });
    for (const s of g.state.core.seats)
      g.must({ type: "clocktower.day", command: { type: "day.lockVote", voter: s.id } }, { force: true });
    const hints = moderatorDays(g.game, g.now, renderer("en")).day!.hints;
    expect(ja(hints)).toContain("生存している投票者全員が確定しました。いま昼を決着させられます。");
    expect(en(hints)).toContain("Every living voter has locked: the day may resolve now.");
    const deadlines = playerDay(g.game, g.id("Dolby"), g.now)!.deadlines.map((d) => render(d.what, "ja"));
    expect(deadlines.length).toBeGreaterThan(0);
    for (const d of deadlines) expect(d).toMatch(/^(指名|投票)/);
  });

  it("no key is left in what the rules say (every message is in both catalogues)", () => {
    const g = dayOne();
    const all: Phrase[] = [
      ...said(g, { type: "clocktower.dayAbility", ability: { kind: "gossipTrue", true: true } }),
      ...said(g, { type: "clocktower.matronSwap", seatIds: [g.id("Dolby"), g.id("Amelia")] }),
      ...said(g, { type: "clocktower.fiddler", demonSeatId: g.id("Dolby"), chosen: g.id("Amelia") }),
      ...said(g, { type: "clocktower.setMoonchildClaim", seatId: g.id("Nightingale"), claims: true }),
    ];
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const text of [...ja(all), ...en(all)]) expect(text).not.toMatch(/clocktower\.|nameList\./);
    // No English left in Japanese, but the character's ability quoted as the script prints it.
    expect(
      ja(all)
        .join("")
        .replace(/「[^」]*」/g, ""),
    ).not.toMatch(/ is | the /);
  });
});
