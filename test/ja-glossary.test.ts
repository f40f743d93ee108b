/**
 * One word per concept in every Japanese message (messages/ja/README.md, issue 27): a losing variant
 * anywhere fails, with the key that holds it.
 */
import { describe, expect, it } from "vitest";
import { catalogue } from "@/lib/i18n/render";

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === "string" ? [[key, v] as [string, string]] : flatten(v, key);
  });
}
const ja = flatten(catalogue("ja") as unknown as Tree);

/** The losing word, the winning one, and the keys where the losing word means something else. */
const GLOSSARY: Array<{ never: RegExp; use: string; except?: RegExp }> = [
  // Secret Moon's Wanderer is 旅人 in its rulebook.
  { never: /旅人/, use: "トラベラー", except: /^secretMoon\./ },
  { never: /死者の投票トークン|死者票/, use: "幽霊票" },
  { never: /司会者/, use: "進行役" },
  { never: /共同ホスト/, use: "共同進行役" },
  { never: /マッチ/, use: "試合" },
  { never: /カタログ/, use: "目録" },
  { never: /バッグ/, use: "袋" },
  { never: /ささやき|ささや[かくけい]|囁/, use: "密談" },
  { never: /被指名者/, use: "指名先" },
  { never: /同数/, use: "同票" },
  { never: /（済）/, use: "済み" },
  { never: /使用中/, use: "場にいる" },
  { never: /L-\d|L-\{/, use: "あと{n}票" },
  { never: /Fabled/, use: "フェイブル" },
  // Kemomimi Panic in its Japanese original's words.
  { never: /Kemomimi Panic/, use: "ケモミミパニック" },
  { never: /Detective Shamlock/, use: "名探偵シャムロック" },
  { never: /Thief (Crescent|Full) Moon/, use: "怪盗クレセントムーン／怪盗フルムーン" },
  { never: /Informant|情報屋/, use: "密告者" },
  { never: /市民/, use: "一般人", except: /^(?!kemomimi\.|gamePage\.(events|list)\.[Kk]emomimi)/ },
  { never: /偽の宝石/, use: "模造品" },
  { never: /新月/, use: "三日月" },
  { never: /親指を下に/, use: "バツ" },
];

describe("the Japanese glossary (messages/ja/README.md)", () => {
  it.each(GLOSSARY.map((g) => [g.never.source, g] as const))("no Japanese message says %s", (_, g) => {
    const losing = ja.filter(([k, v]) => g.never.test(v) && !g.except?.test(k)).map(([k, v]) => `${k}: ${v}`);
    expect(losing, `use ${g.use}`).toEqual([]);
  });

  it("no space between a number and its counter", () => {
    const spaced = ja.filter(([, v]) =>
      /(\d|\{\w+\}|#) (人|票|語|文字|件|席|日目|夜|回|つ|分|秒|時間|点|枚|種|組)/.test(v),
    );
    expect(spaced.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it("Kemomimi's Japanese uses full-width punctuation", () => {
    const half = ja.filter(([k, v]) => /^kemomimi\./.test(k) && /[():!]/.test(v));
    expect(half.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it("can fail: a losing word is found", () => {
    expect(GLOSSARY.some((g) => g.never.test("隣人へのささやき"))).toBe(true);
  });
});
