/**
 * The rules and the routes say what they mean by message key (lib/i18n/message.ts), not in English: a
 * string literal in lib/, app/api/ or pages/api/ that reads as an English sentence is a sentence a person
 * would read untranslated. Files not converted yet are listed in NOT_CONVERTED; the test also fails when
 * a listed file has none left, so that the list only shrinks.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** Data, not sentences of ours: a script's own character texts, a forum thread kept as a fixture. */
const DATA = [
  /^lib\/rulesets\/clocktower\/scripts\//,
  /\/fixtures\//,
  // Kemomimi Panic's cards and presets as its English rulebook prints them (no Japanese edition here).
  /^lib\/rulesets\/kemomimi-panic\/(characters|presets)\.ts$/,
];

/**
 * Words for the operator, not for a player or a host: the server's log and start-up checks. A file is
 * here only if nothing it says reaches a page.
 */
const OPERATOR_ONLY = new Set([
  "lib/env.ts",
  "lib/db/data-dir.ts",
  "lib/db/backup.ts",
  "lib/db/backup-socket.ts",
  // The OpenAPI document, for the authors of bots and clients (in English, as the API's docs are).
  "lib/api/openapi.ts",
]);

/** Files still to convert (issue 17); the list must only shrink. */
const NOT_CONVERTED = new Set<string>([]);

/** "Nobody is executed.", "Choose a player" — two words or more, the first a word, letters then a space. */
const SENTENCE = /^[\p{Lu}\p{Ll}][\p{Ll}'’]*,? [\p{Ll}\p{Lu}]/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|spec|d)\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).replaceAll("\\", "/"))
    .filter((f) => !DATA.some((d) => d.test(f)) && !SCREENS.test(f));
}

/** A rule system's screens: their words are checked as JSX text (i18n-literal-text.test.ts). */
const SCREENS = /^lib\/rulesets\/[^/]+\/ui\//;

/** A literal here is not text a person reads: a key, a comparison, a developer's error, a log line. */
function isNotText(node: ts.Node, sf: ts.SourceFile): boolean {
  const line = sf.getLineAndCharacterOfPosition(node.getStart()).line;
  const lines = sf.text.split("\n");
  // A literal marked by hand: `// not text: <why>` on its line or the line above.
  if (/\/\/ not text:/.test(lines[line] ?? "") || /\/\/ not text:/.test(lines[line - 1] ?? "")) return true;
  if (ts.isExpressionStatement(node.parent) && ts.isSourceFile(node.parent.parent)) return true; // "use client"
  for (let p: ts.Node = node.parent, child: ts.Node = node; p; child = p, p = p.parent) {
    if (ts.isNewExpression(p) && /Error$/.test(p.expression.getText())) return true;
    if (ts.isCallExpression(p) && /^console\./.test(p.expression.getText())) return true;
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isLiteralTypeNode(p)) return true;
    if (ts.isBinaryExpression(p) && /^(===|!==|==|!=)$/.test(p.operatorToken.getText())) return true;
    if (ts.isCaseClause(p) && p.expression === child) return true;
    if (ts.isPropertyAssignment(p) && p.name === child) return true;
    if (ts.isElementAccessExpression(p) && p.argumentExpression === child) return true;
    if (ts.isStatement(p)) return false;
  }
  return false;
}

/** The English sentences in one file: "line: text". */
export function englishSentences(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    let parts: string[] | null = null;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) parts = [n.text];
    else if (ts.isTemplateExpression(n)) parts = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)];
    // A placeholder reads as a word: `${name} has the most votes` is a sentence.
    if (parts !== null && SENTENCE.test(parts.join("X").trim()) && !isNotText(n, sf))
      found.push(`${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${parts.join("…").trim().slice(0, 70)}`);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe("the rules and the routes speak in messages", () => {
  const files = [...sourceFiles("lib"), ...sourceFiles("app/api"), ...sourceFiles("pages/api")].filter(
    (f) => !OPERATOR_ONLY.has(f),
  );

  it("finds an English sentence when there is one (the scanner works)", () => {
    const sample = [
      `const a = { error: "Nobody is executed." };`,
      `const b = \`\${name} has the most votes\`;`,
      `if (x === "Not a sentence") throw new Error("Developer words here");`,
      `const c = msg("clocktower.forumDay.rules.noNominee", { n: 2 }); const d = "text-sm font-bold"; const e = "a";`,
    ].join("\n");
    expect(englishSentences("a.ts", sample).map((l) => l.replace(/^\d+: /, ""))).toEqual([
      "Nobody is executed.",
      "… has the most votes",
    ]);
  });

  it("in every converted file", () => {
    const offenders = files
      .filter((f) => !NOT_CONVERTED.has(f))
      .flatMap((f) => englishSentences(f, readFileSync(join(ROOT, f), "utf8")).map((l) => `${f}:${l}`));
    expect(offenders).toEqual([]);
  });

  it("lists only files that exist and still hold English", () => {
    const stale = [...NOT_CONVERTED].filter(
      (f) => !files.includes(f) || englishSentences(f, readFileSync(join(ROOT, f), "utf8")).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
