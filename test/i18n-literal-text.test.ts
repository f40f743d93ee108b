/**
 * No words a person reads are written into the components: JSX text, string literals shown in JSX,
 * and the attributes people read (aria-label, title, placeholder, alt, label, hint) must come from
 * the catalogues (messages/<locale>/*.json). Files not converted yet are listed in NOT_CONVERTED below; the
 * test also fails when a listed file has no literal text left, so that the list only shrinks.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/**
 * Files not converted yet: none now. A file may be listed here while it is being moved into the
 * catalogues; the list must only shrink (a listed file with no literal text left fails).
 */
const NOT_CONVERTED = new Set<string>([]);

/**
 * Clean JSX, but English built in plain strings the scanner cannot tell from data ("Storyteller",
 * "nobody", "A player"): not converted either, listed so that the next session finds them. None now.
 */
const WORDS_OUTSIDE_JSX = new Set<string>([]);

/** Words that are not translated: the product's name. */
const UNTRANSLATED = /\bGrimoire\b/g;
/** The attributes a person reads (or hears). */
const READ_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "hint", "aria-description"]);

const hasWords = (text: string) => /\p{L}/u.test(text.replace(UNTRANSLATED, ""));

function componentFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".tsx") && !e.name.endsWith(".test.tsx"))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).replaceAll("\\", "/"));
}

/** A literal here is data or a key, not text: t("key"), a comparison, an object key. */
function isNotText(node: ts.Node): boolean {
  const p = node.parent;
  if (ts.isCallExpression(p) || ts.isNewExpression(p)) return true;
  if (ts.isBinaryExpression(p) && /=/.test(ts.tokenToString(p.operatorToken.kind) ?? "")) return true;
  if (ts.isElementAccessExpression(p) || (ts.isPropertyAssignment(p) && p.name === node)) return true;
  if (ts.isCaseClause(p)) return true;
  return false;
}

/** Literal text a person would read in one file: "line: text". */
export function literalText(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim().slice(0, 60)}`);
  const strings = (node: ts.Node) => {
    const visit = (n: ts.Node) => {
      if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && hasWords(n.text) && !isNotText(n))
        report(n, n.text);
      else if (ts.isTemplateExpression(n) && !isNotText(n)) {
        const parts = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)];
        if (parts.some(hasWords)) report(n, parts.join("…"));
      }
      if (!ts.isCallExpression(n) && !ts.isJsxElement(n) && !ts.isJsxSelfClosingElement(n)) ts.forEachChild(n, visit);
    };
    visit(node);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sf);
      if (READ_ATTRIBUTES.has(name) && node.initializer) strings(node.initializer);
    } else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent) && node.expression) {
      strings(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("words a person reads come from the catalogues", () => {
  const files = [
    ...componentFiles("app"),
    ...componentFiles("components"),
    ...componentFiles("pages"),
    ...componentFiles("lib"),
  ];

  it("finds literal text when there is some (the scanner works)", () => {
    const sample = `export const A = () => <p title="Hello">Good night <b>{ok ? "Yes" : t("no")}</b>{x === "a" && 1}</p>;`;
    expect(literalText("a.tsx", sample).map((l) => l.replace(/^\d+: /, ""))).toEqual(["Hello", "Good night", "Yes"]);
    expect(literalText("b.tsx", `export const B = () => <p className="text-sm">{t("x")} Grimoire · ✕</p>;`)).toEqual(
      [],
    );
  });

  it("in every converted component", () => {
    const offenders = files
      .filter((f) => !NOT_CONVERTED.has(f))
      .flatMap((f) => literalText(f, readFileSync(join(ROOT, f), "utf8")).map((l) => `${f}:${l}`));
    expect(offenders).toEqual([]);
  });

  it("lists only files that exist and still hold literal text", () => {
    const stale = [...NOT_CONVERTED].filter(
      (f) => !files.includes(f) || literalText(f, readFileSync(join(ROOT, f), "utf8")).length === 0,
    );
    expect(stale).toEqual([]);
    expect([...WORDS_OUTSIDE_JSX].filter((f) => !files.includes(f) || NOT_CONVERTED.has(f))).toEqual([]);
  });
});
