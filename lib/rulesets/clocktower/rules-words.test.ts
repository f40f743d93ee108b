/** The grimoire's, the set-up's and the scripts' words (namespace clocktower.grimoireRules) in both languages, with their values. */
import { describe, expect, it } from "vitest";
import { render } from "@/lib/i18n/render";
import type { Phrase } from "@/lib/i18n/message";
import { moderatorDeathLabel, winChecks } from "./grimoire/grimoire";
import { ForumGame } from "./grimoire/testing";
import { teamCountsFor } from "./setup/player-table";
import { travellerLimitWarning } from "./setup/travellers";
import { importScript } from "./script/community";
import { editCharacterText, draftOf } from "./script/edit";
import { roleMessageFor } from "./setup/role-messages";
import { badMoonRisingForum as bmr } from "./scripts/bad-moon-rising-forum";
import { initialClocktowerState } from "./state";

const both = (p: Phrase) => [render(p, "en"), render(p, "ja")];
const noKeys = (text: string) => expect(text).not.toMatch(/clocktower\./);

describe("the Clocktower rules' own words in English and Japanese", () => {
  it("the grimoire's death labels keep the script's character name", () => {
    const rules = { ...initialClocktowerState(), script: bmr };
    expect(both(moderatorDeathLabel(rules, { cause: "ability", by: "gambler", time: "N2" }))).toEqual([
      "Killed by the Gambler's ability (N2)",
      "Gambler の能力で死亡（第2夜）",
    ]);
    expect(both(moderatorDeathLabel(rules, { cause: "night", time: "N3" }))).toEqual(["Died N3", "第3夜に死亡"]);
    expect(render(moderatorDeathLabel(rules, { cause: "executed", time: "D1" }), "ja")).toBe("1日目に処刑");
  });

  it("a win check", () => {
    const g = new ForumGame();
    const checks = winChecks(g.game);
    for (const c of checks) noKeys(render(c.reason, "ja"));
  });

  it("the set-up's warnings, with counts", () => {
    expect(teamCountsFor(bmr, 4).warnings.map((w) => render(w, "ja"))).toEqual([
      "このスクリプトは7〜15人用です（いまは4人）。",
      "4人のプレイヤー表がありません（標準の表は5〜15人）。",
    ]);
    expect(both(travellerLimitWarning(bmr, 8, 1)!)).toEqual([
      "This script allows no travellers with 8 players; this would make 1.",
      "このスクリプトでは、プレイヤー8人のときトラベラーは参加できません。これで1人になります。",
    ]);
    expect(render(travellerLimitWarning(bmr, 10, 2)!, "ja")).toBe(
      "このスクリプトでは、プレイヤー10人のときトラベラーは1人まで。これで2人になります。",
    );
  });

  it("a script's import problems, each with its place", () => {
    const r = importScript([{ id: "_meta", name: 5 }, { id: "x", team: "wizard" }, 42, "nobody", "noone"], []);
    if (r.ok) throw new Error("expected problems");
    const ja = r.problems.map((p) => render(p, "ja"));
    expect(ja).toContain("1番目の項目（_meta）：name は文字列にしてください");
    expect(ja).toContain("3番目の項目：キャラクター ID（文字列）かキャラクターオブジェクトにしてください");
    expect(ja).toContain(
      "不明なキャラクター ID：nobody、noone（目録を読み込むか、カスタムキャラクターとして追加してください）",
    );
    for (const t of ja) noKeys(t);
  });

  it("the character editor's field errors", () => {
    const target = bmr.characters[0]!;
    const r = editCharacterText(bmr, target.id, { ...draftOf(target), name: " " });
    expect(!r.ok && both(r.errors.name!)).toEqual(["Name must not be empty.", "名前を入力してください。"]);
  });

  it("a role message in the game's language, the character's name and ability as the script has them", () => {
    const state = {
      ...initialClocktowerState(),
      script: bmr,
      seats: { s1: { characterId: "sailor", alignment: "good" as const, alive: true, reminders: [] } },
    } as unknown as Parameters<typeof roleMessageFor>[0];
    const m = roleMessageFor(state, [{ id: "s1", name: "Ada" }], "s1")!;
    const ja = render(m.text, "ja");
    expect(ja.split("\n").slice(0, 2)).toEqual([
      "Ada さん、あなたは Sailor です。",
      "種類：タウンズフォーク · 陣営：善",
    ]);
    expect(ja).toContain(`能力：${bmr.characters.find((c) => c.id === "sailor")!.ability}`);
    noKeys(ja);
  });
});
