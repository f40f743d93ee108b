/**
 * The one escaping of what people typed (seat names, characters' names from imported scripts, a
 * host's title), for every format a post goes out in: whatever markup a name holds comes out as the
 * text it is. Every post and every export goes through here.
 *
 * - BBCode has no escape: a zero-width space after "[" keeps a tag from being one.
 * - Markdown (Discourse) and Discord take backslashes, links and HTML included; on Discord, mentions
 *   (@everyone, @here, <@id>, <@&id>, <#id>) are also broken the way Discord's own clients do, with a
 *   zero-width space after the "@" (and "<" escaped, so "<#id>" links no channel).
 * - Inside a Discord code block nothing is markup and nothing pings, but three backticks would end
 *   the block: a zero-width space after each backtick.
 * - Plain text stays as typed.
 * Bidirectional controls go in every format: they would reorder the rest of the post.
 */
export type EscapeFormat = "bbcode" | "markdown" | "discord" | "discord-code" | "plain";

export const ESCAPE_FORMATS: readonly EscapeFormat[] = ["bbcode", "markdown", "discord", "discord-code", "plain"];

/** Direction overrides, embeddings, isolates and marks. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ZWSP = "\u200B";

export function escapeText(format: EscapeFormat, s: string): string {
  const plain = s.replace(BIDI_CONTROLS, "");
  switch (format) {
    case "plain":
      return plain;
    case "bbcode":
      return plain.replace(/\[/g, `[${ZWSP}`);
    case "discord-code":
      return plain.replace(/`/g, `\`${ZWSP}`);
    case "markdown":
    case "discord": {
      const escaped = plain.replace(/[\\*_~`|[\]<>#]/g, (c) => `\\${c}`);
      return format === "discord" ? escaped.replace(/@/g, `@${ZWSP}`) : escaped;
    }
  }
}
