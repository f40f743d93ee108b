import { escapeText as escapeFor } from "../../../game/text-escape";

/** The three places a post goes: a phpBB-style forum (BBCode), Discourse (Markdown) and Discord. */
export type PostFormat = "bbcode" | "markdown" | "discord";

export const POST_FORMATS: readonly PostFormat[] = ["bbcode", "markdown", "discord"];

/** The post formats and plain text, which the outlets' generic webhooks carry beside them. */
export type TextFormat = PostFormat | "plain";
export const TEXT_FORMATS: readonly TextFormat[] = [...POST_FORMATS, "plain"];

/** Discord refuses longer messages. */
export const DISCORD_LIMIT = 2000;

/**
 * Names are typed by people: the one escaping every post and export shares (lib/game/text-escape.ts).
 * Plain text (what a forum bot's generic webhook gets beside the markup) stays as typed.
 */
export function escapeText(format: TextFormat, s: string): string {
  return escapeFor(format, s);
}

export const bold = (format: TextFormat, s: string) =>
  format === "bbcode" ? `[b]${s}[/b]` : format === "plain" ? s : `**${s}**`;

export function bulletList(format: TextFormat, items: readonly string[]): string[] {
  if (format === "bbcode") return ["[list]", ...items.map((i) => `[*]${i}`), "[/list]"];
  return items.map((i) => `- ${i}`);
}

/** A table for the forum or Discourse; plain text gets padded columns (in a code block on Discord). */
export function table(format: TextFormat, headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  if (format === "bbcode") {
    const cells = (tag: "th" | "td", r: readonly string[]) =>
      `[tr]${r.map((c) => `[${tag}]${c}[/${tag}]`).join("")}[/tr]`;
    return ["[table]", cells("th", headers), ...rows.map((r) => cells("td", r)), "[/table]"];
  }
  if (format === "markdown") {
    const row = (r: readonly string[]) => `| ${r.join(" | ")} |`;
    return [row(headers), `|${headers.map(() => "---").join("|")}|`, ...rows.map(row)];
  }
  const all = [headers, ...rows];
  const widths = headers.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return format === "plain" ? all.map(line) : ["```", ...all.map(line), "```"];
}

/**
 * Blocks of lines joined for the format: Markdown needs blank lines between blocks; Discord only after a
 * list (else the next line joins its last item); BBCode none.
 */
export function joinBlocks(format: TextFormat, blocks: readonly (readonly string[])[]): string {
  const kept = blocks.filter((b) => b.length > 0);
  return kept
    .map((b, i) => {
      const before = kept[i - 1];
      if (!before) return b.join("\n");
      const gap =
        format === "markdown" || format === "plain" || (format === "discord" && before.at(-1)!.startsWith("- "))
          ? "\n\n"
          : "\n";
      return gap + b.join("\n");
    })
    .join("");
}
