/**
 * Outlets: where a game's posts go by themselves (a Discord webhook, or a generic webhook a forum
 * bot listens on). Pure: what a post is, when one is due, and how it is cut into requests. Sending
 * them is lib/outlets/; queueing them, lib/service/outbox.ts.
 */
import type { Locale } from "../i18n/locales";
import type { Message, Say } from "../i18n/message";

/**
 * Every kind of post an outlet may carry. A rule system offers those it has (`Ruleset.outlets.kinds`);
 * the others are not offered for its games.
 */
export const OUTLET_KINDS = [
  "dayOpening",
  "voteCount",
  "votingClosed",
  "dawn",
  "graveyard",
  "endOfGame",
  "reveal",
] as const;
export type OutletKind = (typeof OUTLET_KINDS)[number];

export const OUTLET_TYPES = ["discord", "generic"] as const;
export type OutletType = (typeof OUTLET_TYPES)[number];

/** A post's text in every format a generic webhook carries (Discord gets `discord`). */
export interface OutletTexts {
  bbcode: string;
  markdown: string;
  discord: string;
  plain: string;
}

/**
 * A post the game holds now. `key` changes exactly when there is something new to post of its kind
 * (a new day, a changed count): an outlet sends it when the key differs from the one it last queued.
 */
export interface OutletPost {
  kind: OutletKind;
  key: string;
  texts: OutletTexts;
  /** Sent at once, whatever the outlet's interval (the vote count at a deadline). */
  urgent?: boolean;
}

/** What a rule system publishes to outlets (optional in `Ruleset`: without it, no outlet posts for its games). */
export interface RulesetOutlets<G> {
  kinds: readonly OutletKind[];
  /** Built from the public view only, in the game's language (`say`: its words, handed by the caller). */
  posts(game: G, now: Date, say: Say): OutletPost[];
  /** The next instant after `now` when `posts` changes with no event (a deadline), or null. */
  nextChange?(game: G, now: Date, say: Say): Date | null;
  /**
   * What the outlet panel calls a kind in this game, where the kind's own name (`outlets.kinds`)
   * would mislead: Secret Moon's "day opening" is a round's.
   */
  names?: Partial<Record<OutletKind, Message>>;
}

/** The vote count's interval when the host sets none. */
export const DEFAULT_INTERVAL_MINUTES = 10;

export interface DueOptions {
  now: Date;
  intervalMinutes: number;
  /** When the outlet's last vote count was (or is to be) sent; null when none yet. */
  lastVoteCountAt: Date | null;
}

/**
 * When a post may go out: at once, except the vote count, at most once per interval (and at once
 * when urgent, i.e. at a deadline).
 */
export function dueAt(post: Pick<OutletPost, "kind" | "urgent">, o: DueOptions): Date {
  if (post.kind !== "voteCount" || post.urgent || !o.lastVoteCountAt) return o.now;
  const next = o.lastVoteCountAt.getTime() + o.intervalMinutes * 60_000;
  return new Date(Math.max(o.now.getTime(), next));
}

/** The posts among `posts` an outlet carrying `kinds` sends now, given the keys it last queued. */
export function newPosts(
  posts: readonly OutletPost[],
  kinds: readonly OutletKind[],
  lastKeys: Readonly<Partial<Record<OutletKind, string>>>,
): OutletPost[] {
  return posts.filter((p) => kinds.includes(p.kind) && lastKeys[p.kind] !== p.key);
}

/** The keys after queueing `posts`. */
export function keysOf(posts: readonly OutletPost[]): Partial<Record<OutletKind, string>> {
  return Object.fromEntries(posts.map((p) => [p.kind, p.key]));
}

// ---------------------------------------------------------------- Discord

/** Discord refuses longer messages. */
export const DISCORD_LIMIT = 2000;
const FENCE = "```";

/**
 * A post cut into Discord messages of at most `limit` characters: at line breaks, a code block that
 * is cut closed at the end of one message and opened again at the start of the next; a line longer
 * than a message is cut where it must.
 */
export function splitForDiscord(text: string, limit = DISCORD_LIMIT): string[] {
  if (text.length <= limit) return [text];
  const closing = `\n${FENCE}`;
  const out: string[] = [];
  let current = "";
  let inCode = false;
  // Room for a fence opened again before a cut line and one closed after it.
  const piece = limit - 2 * closing.length;
  for (const whole of text.split("\n")) {
    const pieces = whole.length > piece ? (whole.match(new RegExp(`[\\s\\S]{1,${piece}}`, "gu")) ?? []) : [whole];
    for (const line of pieces) {
      const fence = line.trimStart().startsWith(FENCE);
      const codeAfter: boolean = fence ? !inCode : inCode;
      const joined = current === "" ? line : `${current}\n${line}`;
      if (current !== "" && joined.length + (codeAfter ? closing.length : 0) > limit) {
        out.push(current + (inCode ? closing : ""));
        current = inCode ? `${FENCE}\n${line}` : line;
      } else current = joined;
      inCode = codeAfter;
    }
  }
  if (current !== "") out.push(current);
  return out;
}

/** Discord refuses webhook names holding "discord" or "clyde", and longer than 80 characters. */
export function discordAuthor(title: string): string {
  const name = title
    .replace(/discord|clyde/gi, "")
    .trim()
    .slice(0, 80);
  return name || "Grimoire";
}

/** The bodies of a Discord webhook's messages: the game's name as the author, no mention pings anyone. */
export function discordBodies(title: string, texts: OutletTexts): object[] {
  return splitForDiscord(texts.discord).map((content) => ({
    content,
    username: discordAuthor(title),
    allowed_mentions: { parse: [] },
  }));
}

export interface GenericBody {
  game: { title: string; slug: string; language: Locale };
  kind: OutletKind | "test";
  text: OutletTexts;
  /** The game's public view, as the town square shows it. */
  view: unknown;
}

/**
 * The outlet's URL as a host typed it, checked for its form: https (or http where private
 * addresses are allowed, for a receiver on the host's own machine), no user or password in it; a
 * Discord webhook on discord.com's webhook path. Null when fine, else what is wrong (a message key
 * under `outlets.errors`). Where the name points is checked when it is resolved (lib/outlets/ssrf.ts).
 */
export function urlProblem(
  type: OutletType,
  raw: string,
  allowPrivate: boolean,
): "url" | "https" | "discordUrl" | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "url";
  }
  if (url.username || url.password) return "url";
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return "https";
  if (type === "discord" && !allowPrivate) {
    const discordHost = /^(?:(?:ptb|canary)\.)?discord(?:app)?\.com$/.test(url.hostname);
    if (!discordHost || !/^\/api\/(?:v\d+\/)?webhooks\/\d+\/[\w-]+\/?$/.test(url.pathname)) return "discordUrl";
  }
  return null;
}
