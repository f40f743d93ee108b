/** The three places a post goes: a phpBB-style forum (BBCode), Discourse (Markdown) and Discord. */
export type PostFormat = "bbcode" | "markdown" | "discord";

export const POST_FORMATS: readonly PostFormat[] = ["bbcode", "markdown", "discord"];

/** Discord refuses longer messages. */
export const DISCORD_LIMIT = 2000;

/** Direction overrides, embeddings, isolates and marks: they would reorder the rest of the post. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ZWSP = "\u200B";

/**
 * Names are typed by people: whatever markup they hold comes out as the text it is. BBCode has no
 * escape, so a zero-width space after "[" keeps a tag from being one; Markdown and Discord take
 * backslashes (links included); on Discord, mentions (@everyone, @here, <@id>) are broken the same
 * way Discord's own clients do, with a zero-width space after the "@". Bidirectional controls go.
 */
export function escapeText(format: PostFormat, s: string): string {
  const plain = s.replace(BIDI_CONTROLS, "");
  if (format === "bbcode") return plain.replace(/\[/g, `[${ZWSP}`);
  const escaped = plain.replace(/[\\*_~`|[\]<>]/g, (c) => `\\${c}`);
  return format === "discord" ? escaped.replace(/@/g, `@${ZWSP}`) : escaped;
}

export const bold = (format: PostFormat, s: string) => (format === "bbcode" ? `[b]${s}[/b]` : `**${s}**`);

export function bulletList(format: PostFormat, items: readonly string[]): string[] {
  if (format === "bbcode") return ["[list]", ...items.map((i) => `[*]${i}`), "[/list]"];
  return items.map((i) => `- ${i}`);
}

/** A table for the forum or Discourse; Discord gets padded columns in a code block. */
export function table(format: PostFormat, headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
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
  return ["```", ...all.map(line), "```"];
}

/**
 * Blocks of lines joined for the format: Markdown needs blank lines between blocks; Discord only after a
 * list (else the next line joins its last item); BBCode none.
 */
export function joinBlocks(format: PostFormat, blocks: readonly (readonly string[])[]): string {
  const kept = blocks.filter((b) => b.length > 0);
  return kept
    .map((b, i) => {
      const before = kept[i - 1];
      if (!before) return b.join("\n");
      const gap = format === "markdown" || (format === "discord" && before.at(-1)!.startsWith("- ")) ? "\n\n" : "\n";
      return gap + b.join("\n");
    })
    .join("");
}
