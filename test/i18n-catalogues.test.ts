/** Every message exists in every language, with the same arguments, and compiles as ICU. */
import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { catalogue as messagesFor } from "@/lib/i18n/render";
import { ROLES } from "@/lib/rulesets/secret-moon/roles";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const catalogue = (l: Locale) => flatten(messagesFor(l) as unknown as Tree);
/** The names of a message's arguments ({name}, {count, plural, …}) and of its tags (<code>…</code>). */
const argumentsOf = (m: string) => [...new Set([...m.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((x) => x[1]!))].sort();
const tagsOf = (m: string) => [...new Set([...m.matchAll(/<(\w+)>/g)].map((x) => x[1]!))].sort();

describe("the message catalogues", () => {
  const en = catalogue("en");

  it.each(LOCALES.filter((l) => l !== "en"))("%s has every English key and no other", (l) => {
    const other = catalogue(l);
    expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]);
    expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s's messages take the English messages' arguments and tags", (l) => {
    const other = catalogue(l);
    const differ = [...en].filter(([k, m]) => {
      const o = other.get(k) ?? "";
      return argumentsOf(m).join() !== argumentsOf(o).join() || tagsOf(m).join() !== tagsOf(o).join();
    });
    expect(differ.map(([k]) => k)).toEqual([]);
  });

  it.each(LOCALES)("every %s message is valid ICU and formats", (l) => {
    const failures: string[] = [];
    const t = createTranslator({
      locale: l,
      messages: messagesFor(l),
      onError: (e) => failures.push(e.message),
    });
    for (const [key, message] of catalogue(l)) {
      const values: Record<string, unknown> = Object.fromEntries(argumentsOf(message).map((a) => [a, 2]));
      for (const tag of tagsOf(message)) values[tag] = (chunks: string[]) => chunks.join("");
      const text = (t.markup as (k: string, v: unknown) => string)(key, values);
      if (!text || text === key) failures.push(`${key}: formatted to nothing`);
      if (/[{}]/.test(text)) failures.push(`${key}: left a brace in "${text}"`);
    }
    expect(failures).toEqual([]);
  });

  it("counts with ICU plurals, not concatenation", () => {
    const en1 = createTranslator({ locale: "en", messages: messagesFor("en") });
    expect(en1("board.seatCount", { count: 1 })).toBe("(1 seat)");
    expect(en1("board.seatCount", { count: 7 })).toBe("(7 seats)");
    const ja = createTranslator({ locale: "ja", messages: messagesFor("ja") });
    expect(ja("board.seatCount", { count: 7 })).toBe("（7席）");
  });
});

describe("Secret Moon in Japanese", () => {
  it("uses the Japanese edition's own words (its rulebook, issue 17 item 3)", () => {
    const ja = messagesFor("ja").secretMoon;
    expect(Object.values(ja.roles)).toEqual(["姫", "旅人", "大臣", "兵士", "僧侶", "盗賊"]);
    expect(Object.values(ja.actions)).toEqual(["観察", "質問", "指名", "隠れる/かばう", "妨害", "捕獲", "パス"]);
    expect([ja.cards.character, ja.cards.order]).toEqual(["人物カード", "行動順カード"]);
    expect([ja.states.revealed, ja.states.captured]).toEqual(["公開", "行動不能"]);
    expect(ja.inquiry.minister).toBe("「バカもん！わしは大臣じゃ！」");
    expect(ja.inquiry.justMe).toBe("「やぁ、ご同輩！」");
  });
  it("has a name for every card of the deck", () => {
    expect(Object.keys(messagesFor("ja").secretMoon.roles).sort()).toEqual([...ROLES].sort());
  });
});
