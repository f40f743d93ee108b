/**
 * Posts for the game thread (a forum in BBCode, Discourse in Markdown, Discord), built from the
 * public view only: what just happened, the round's summary and the end of the game with the deal.
 */
import {
  bold,
  bulletList,
  escapeText,
  joinBlocks,
  POST_FORMATS,
  table,
  type PostFormat,
} from "../clocktower/posts/format";
import { ROLE_CARDS, ROUNDS, SIDE_NAMES } from "./roles";
import type { SecretMoonPublicView } from "./views";

export type SecretMoonPostId = "latest" | "round" | "end";

export interface SecretMoonPost {
  id: SecretMoonPostId;
  title: string;
  texts: Record<PostFormat, string>;
}

type Name = (id: string) => string;

const lines = (format: PostFormat, ls: readonly string[]) => ls.map((l) => escapeText(format, l));

function latestPost(view: SecretMoonPublicView, format: PostFormat): string | null {
  const game = view.game;
  if (!game) return null;
  const said = [...game.announcement, ...(game.call ? [game.call.text] : [])];
  if (said.length === 0) return null;
  const call = game.call ? [bold(format, escapeText(format, said.pop()!))] : [];
  return joinBlocks(format, [lines(format, said), call]);
}

/** The round being played, or the last one played: every public line of it, in order. */
function roundPost(view: SecretMoonPublicView, format: PostFormat): string | null {
  const game = view.game;
  if (!game || game.round === 0) return null;
  const inRound = game.log.filter(
    (l) => "round" in l.record && l.record.round === game.round && l.record.kind !== "round-started",
  );
  const turns = inRound.filter((l) => l.record.kind !== "round-ended" && l.record.kind !== "game-ended");
  const over = inRound.some((l) => l.record.kind === "round-ended" || l.record.kind === "game-ended");
  const heading = bold(
    format,
    `Game ${game.number}, round ${game.round} of ${ROUNDS}${over ? ": summary" : ": so far"}`,
  );
  const faceUp = game.faceUpDiscards.length ? [...game.faceUpDiscards].sort((a, b) => a - b).join(", ") : "none";
  return joinBlocks(format, [
    [heading],
    turns.length
      ? bulletList(
          format,
          lines(
            format,
            turns.map((t) => t.text),
          ),
        )
      : ["No turn has been taken yet."],
    [`Turn-order cards face up: ${faceUp}.`],
  ]);
}

function endPost(view: SecretMoonPublicView, format: PostFormat, name: Name): string | null {
  const game = view.game;
  const result = game?.result;
  if (!game || !result || !game.deal || !view.match) return null;
  const side = SIDE_NAMES[result.side];
  const heading = [bold(format, escapeText(format, `Game ${game.number} is over: ${side} wins!`))];
  const ended = game.log.find((l) => l.record.kind === "game-ended");
  const why = ended ? lines(format, [ended.text]) : [];
  const deal = game.deal.cards.map((c) => [escapeText(format, name(c.cardId)), ROLE_CARDS[c.role].name]);
  const removed = game.deal.removed ? [`Removed unseen: the ${ROLE_CARDS[game.deal.removed].name}.`] : [];
  const points = [...view.match.points]
    .sort((a, b) => b.points - a.points)
    .map((p) => [escapeText(format, name(p.seatId)), String(p.points)]);
  const matchLine = view.matchResult
    ? [bold(format, escapeText(format, view.matchResult))]
    : [`Game ${view.match.gamesPlayed} of ${view.match.matchLength} played.`];
  return joinBlocks(format, [
    heading,
    why,
    [bold(format, "The deal")],
    format === "discord"
      ? bulletList(
          format,
          deal.map(([n, r]) => `${n}: ${r}`),
        )
      : table(format, ["Card", "Role"], deal),
    removed,
    [bold(format, "Match points")],
    format === "discord"
      ? bulletList(
          format,
          points.map(([n, p]) => `${n}: ${p}`),
        )
      : table(format, ["Player", "Points"], points),
    matchLine,
    lines(format, [view.scoring]),
  ]);
}

const TITLES: Record<SecretMoonPostId, string> = {
  latest: "What just happened",
  round: "Round summary",
  end: "End of game",
};

/** The posts that make sense now, the most useful first (the end of the game once it has ended). */
export function secretMoonPosts(view: SecretMoonPublicView, name: Name): SecretMoonPost[] {
  const build: Record<SecretMoonPostId, (f: PostFormat) => string | null> = {
    end: (f) => endPost(view, f, name),
    latest: (f) => latestPost(view, f),
    round: (f) => roundPost(view, f),
  };
  const order: SecretMoonPostId[] = view.game?.result ? ["end", "round", "latest"] : ["latest", "round"];
  const out: SecretMoonPost[] = [];
  for (const id of order) {
    const texts = Object.fromEntries(POST_FORMATS.map((f) => [f, build[id](f)])) as Record<PostFormat, string | null>;
    if (texts.bbcode === null) continue;
    out.push({ id, title: TITLES[id], texts: texts as Record<PostFormat, string> });
  }
  return out;
}
