/** The night's words in two languages: prompts, info texts, refusals, effects and the dawn, with their values. */
import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/game/ruleset";
import type { Phrase } from "@/lib/i18n/message";
import { render } from "@/lib/i18n/render";
import { TestGame } from "@/test/table";
import { sayAll } from "@/test/say";
import { ForumGame } from "../grimoire/testing";
import { NIGHT_CHOICES, nightSheet } from "./night-sheet";
import { dawnSummary } from "./dawn";
import { untilText } from "./lifetimes";
import { listOf, sentences } from "./words";

const both = (p: Phrase) => [render(p, "en"), render(p, "ja")];
/** The decision as the rules give it (the forum kit's own run renders it in English). */
const raw = (g: ForumGame, cmd: { type: string; [k: string]: unknown }, actor?: Actor) =>
  TestGame.prototype.runSaying.call(g, cmd, actor ? { actor } : {});
const noKeyLeft = (x: unknown) => expect(JSON.stringify(x)).not.toMatch(/clocktower\.|\{\w+\}/);

describe("the night in two languages", () => {
  it("every prompt reads in both languages, and none is left as a key", () => {
    expect(both(NIGHT_CHOICES.sailor!.first!.prompt)).toEqual([
      "Choose an alive player.",
      "生存しているプレイヤーを1人選んでください。",
    ]);
    for (const entry of Object.values(NIGHT_CHOICES))
      for (const shape of [entry.first, entry.other])
        if (shape) for (const text of both(shape.prompt)) expect(text).not.toMatch(/^clocktower\.|\{/);
  });

  it("the minion and demon info, the Lunatic's text and the sheet's label in Japanese, names as the script gives them", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.setLunatic", seatId: g.id("Nightingale"), demonId: "po" });
    g.must({ type: "clocktower.startNight" });
    const sheet = nightSheet(g.game, 1);
    const told = (id: string) => both(sheet.steps.find((s) => s.stepId === id)!.suggestedTold!);
    expect(told("minioninfo")).toEqual(["The Demon is Amelia.", "デーモンは Amelia です。"]);
    expect(told("demoninfo")[1]).toBe(
      "あなたのミニオンは Kiiruma です。Lunatic は Nightingale です。あなたのブラフ：Grandmother、Exorcist、Tea Lady。",
    );
    expect(told("lunatic")[1]).toBe(
      "あなたは Po です。あなたのミニオンは Kiiruma です。あなたのブラフ：Grandmother、Exorcist、Tea Lady。",
    );
    expect(both(sheet.label)).toEqual(["Night 1", "第1夜"]);
    expect(both(sheet.progress)).toEqual(["0 of 5 steps done", "0/5手順完了"]);
    expect(render(sheet.steps.find((s) => s.stepId === "chambermaid")!.form.players!.label, "ja")).toBe(
      "プレイヤー2人",
    );
    noKeyLeft(sayAll(sheet, "ja"));
  });

  it("a player's refused choice in the game's words: a dead player for the Sailor, too many players", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "night" }, { force: true });
    const d = raw(
      g,
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Dolby"), g.id("Amelia")] } },
      { kind: "player", seatId: g.id("PlagueSimp") },
    );
    expect(d.ok).toBe(false);
    if (!d.ok)
      expect(both(d.error)).toEqual([
        "Dolby is dead: choose an alive player. Choose exactly 1 player.",
        "Dolby は死亡しています。生存しているプレイヤーを選んでください。ちょうど1人選んでください。",
      ]);
  });

  it("an ability's rule quoted after its problem: the Courtier's once per game", () => {
    const g = new ForumGame([
      "courtier",
      "innkeeper",
      "chambermaid",
      "gambler",
      "fool",
      "lunatic",
      "goon",
      "mastermind",
      "po",
    ]);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.submitNightAction", seatId: g.id("PlagueSimp"), choice: { character: "po" } });
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" }, { force: true });
    const d = raw(
      g,
      { type: "clocktower.submitNightAction", choice: { character: "fool" } },
      { kind: "player", seatId: g.id("PlagueSimp") },
    );
    expect(d.ok).toBe(false);
    if (!d.ok) {
      const [en, ja] = both(d.error);
      expect(en).toMatch(/^The ability was already used on Night 1\. The Courtier: “Once per game/);
      expect(ja).toMatch(/^この能力は第1夜にすでに使われています。（Courtier：「Once per game.*」）$/);
    }
  });

  it("the effects' reasons and the dawn's deaths in Japanese, with the seats and the script's names", () => {
    const g = new ForumGame([
      "sailor",
      "innkeeper",
      "chambermaid",
      "gambler",
      "fool",
      "lunatic",
      "goon",
      "mastermind",
      "po",
    ]);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" }, { force: true });
    const record = (stepId: string, seat: string, seats: string[]) =>
      g.must(
        {
          type: "clocktower.recordStep",
          night: 2,
          stepId,
          seatId: g.id(seat),
          choice: { seats: seats.map((s) => g.id(s)) },
          done: true,
        },
        { force: true },
      );
    record("sailor", "PlagueSimp", ["Dolby"]);
    // Not Eggyolk: the Fool's first death would not happen.
    record("po", "Amelia", ["Thepigeonnyc"]);
    const sailor = nightSheet(g.game, 2).steps.find((s) => s.stepId === "sailor")!;
    expect(sailor.effects.map((e) => render(e.reason, "ja"))).toEqual([
      "Dolby は夕暮れまで酩酊します（Sailor が Dolby を選んだので、Sailor か相手のどちらかが酩酊）。",
      "PlagueSimp は夕暮れまで酩酊します（Sailor が Dolby を選んだので、Sailor か相手のどちらかが酩酊）。",
      // Dolby is the Goon.
      "PlagueSimp は今夜最初に Goon（Dolby）を選びました。夕暮れまで酩酊します。",
    ]);
    const dawn = dawnSummary(g.game)!;
    expect(dawn.deaths.map((d) => both(d.reason))).toEqual([["Amelia (Po) chose them.", "Amelia（Po）が選びました。"]]);
    expect(both(dawn.announcement)).toEqual([
      "Thepigeonnyc died in the night.",
      "夜のあいだに Thepigeonnyc が死亡しました。",
    ]);
    noKeyLeft(sayAll(dawn, "ja"));
  });

  it("the player's lock text in the game's language, the time formatted for it", () => {
    const g = new ForumGame();
    g.must({ type: "game.language", language: "ja" });
    g.must({ type: "clocktower.startNight" });
    const action = g.own("PlagueSimp", new Date("2026-11-30T19:00:00Z")).nightAction!;
    expect(render(action.lockText, "ja")).toBe("夜の行動の締切は12月1日(火) 16:00 UTCです。");
    const locked = g.own("PlagueSimp", new Date("2026-12-01T16:30:00Z")).nightAction!;
    expect(render(locked.lockText, "ja")).toBe("夜の行動は12月1日(火) 16:00 UTCに締め切られました。");
  });

  it("lists, sentences and a token's lifetime", () => {
    expect(both(listOf(["Ann", "Ben", "Cat"]) as Phrase)).toEqual(["Ann, Ben and Cat", "Ann、Ben、Cat"]);
    expect(both(sentences(["One.", "Two."])!)).toEqual(["One. Two.", "One.Two."]);
    expect(sentences([null, ""])).toBeNull();
    expect(both(untilText({ at: "dusk", night: 4 }))).toEqual([
      "until dusk (Night 4 begins)",
      "夕暮れまで（第4夜の始まり）",
    ]);
  });
});
