/**
 * Posts for the game thread, in the game's language (a forum in BBCode, Discourse in Markdown, Discord), built from the
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
  type TextFormat,
} from "../clocktower/posts/format";
import { msg, type MessageValue, type Phrase } from "../../i18n/message";
import { roleMsg } from "./names";
import { seriesValue } from "../../i18n/list-values";
import { ROUNDS } from "./roles";
import type { SecretMoonPublicView } from "./views";

export type SecretMoonPostId = "latest" | "round" | "end";

export interface SecretMoonPost {
  id: SecretMoonPostId;
  title: string;
  texts: Record<PostFormat, string>;
}

type Name = (id: string) => string;
/** Renders the rules' words in the game's language (the thread's readers speak it). */
type Say = (text: Phrase) => string;

const m = (key: string, values?: Record<string, MessageValue>) => msg(`secretMoon.posts.${key}`, values);

const lines = (format: TextFormat, ls: readonly string[]) => ls.map((l) => escapeText(format, l));

function latestPost(view: SecretMoonPublicView, format: TextFormat, say: Say): string | null {
  const game = view.game;
  if (!game) return null;
  const said = [...game.announcement, ...(game.call ? [game.call.text] : [])].map(say);
  if (said.length === 0) return null;
  const call = game.call ? [bold(format, escapeText(format, said.pop()!))] : [];
  return joinBlocks(format, [lines(format, said), call]);
}

/** The round being played, or the last one played: every public line of it, in order. */
function roundPost(view: SecretMoonPublicView, format: TextFormat, say: Say): string | null {
  const game = view.game;
  if (!game || game.round === 0) return null;
  const inRound = game.log.filter(
    (l) => "round" in l.record && l.record.round === game.round && l.record.kind !== "round-started",
  );
  const turns = inRound.filter((l) => l.record.kind !== "round-ended" && l.record.kind !== "game-ended");
  const over = inRound.some((l) => l.record.kind === "round-ended" || l.record.kind === "game-ended");
  const heading = bold(
    format,
    say(m(over ? "roundSummary" : "roundSoFar", { game: game.number, round: game.round, rounds: ROUNDS })),
  );
  const faceUp = game.faceUpDiscards.length
    ? say(seriesValue([...game.faceUpDiscards].sort((a, b) => a - b).map(String)))
    : say(msg("secretMoon.none"));
  return joinBlocks(format, [
    [heading],
    turns.length
      ? bulletList(
          format,
          lines(
            format,
            turns.map((t) => say(t.text)),
          ),
        )
      : [say(m("noTurn"))],
    [say(m("faceUp", { numbers: faceUp }))],
  ]);
}

export function endPost(view: SecretMoonPublicView, format: TextFormat, name: Name, say: Say): string | null {
  const game = view.game;
  const result = game?.result;
  if (!game || !result || !game.deal || !view.match) return null;
  const heading = [bold(format, escapeText(format, say(m("gameOver", { game: game.number, side: result.side }))))];
  const ended = game.log.find((l) => l.record.kind === "game-ended");
  const why = ended ? lines(format, [say(ended.text)]) : [];
  const deal = game.deal.cards.map((c) => [escapeText(format, name(c.cardId)), say(roleMsg(c.role))]);
  const removed = game.deal.removed ? [say(m("removed", { role: roleMsg(game.deal.removed) }))] : [];
  const points = [...view.match.points]
    .sort((a, b) => b.points - a.points)
    .map((p) => [escapeText(format, name(p.seatId)), String(p.points)]);
  const matchLine = view.matchResult
    ? [bold(format, escapeText(format, say(view.matchResult)))]
    : [say(m("played", { played: view.match.gamesPlayed, length: view.match.matchLength }))];
  return joinBlocks(format, [
    heading,
    why,
    [bold(format, say(m("deal")))],
    format === "discord"
      ? bulletList(
          format,
          deal.map(([n, r]) => `${n}: ${r}`),
        )
      : table(format, [say(m("card")), say(m("role"))], deal),
    removed,
    [bold(format, say(m("matchPoints")))],
    format === "discord"
      ? bulletList(
          format,
          points.map(([n, p]) => `${n}: ${p}`),
        )
      : table(format, [say(m("player")), say(m("points"))], points),
    matchLine,
    lines(format, [say(view.scoring)]),
  ]);
}

/**
 * The opening of a round (the match's first one too): which round of which game, the round's first
 * line and the first number called. Null before the first round.
 */
export function roundOpeningPost(view: SecretMoonPublicView, format: TextFormat, say: Say): string | null {
  const game = view.game;
  if (!game || game.round === 0 || game.result) return null;
  const started = game.log.find((l) => l.record.kind === "round-started" && l.record.round === game.round);
  const heading = bold(format, say(m("roundBegins", { game: game.number, round: game.round, rounds: ROUNDS })));
  const firstCall = game.call && !game.log.some((l) => "number" in l.record && l.record.round === game.round);
  return joinBlocks(format, [
    [heading],
    lines(format, [...(started ? [say(started.text)] : []), ...(firstCall ? [say(game.call!.text)] : [])]),
  ]);
}

const TITLES: Record<SecretMoonPostId, string> = {
  latest: "titleLatest",
  round: "titleRound",
  end: "titleEnd",
};

/** The posts that make sense now, the most useful first (the end of the game once it has ended). */
export function secretMoonPosts(view: SecretMoonPublicView, name: Name, say: Say): SecretMoonPost[] {
  const build: Record<SecretMoonPostId, (f: PostFormat) => string | null> = {
    end: (f) => endPost(view, f, name, say),
    latest: (f) => latestPost(view, f, say),
    round: (f) => roundPost(view, f, say),
  };
  const order: SecretMoonPostId[] = view.game?.result ? ["end", "round", "latest"] : ["latest", "round"];
  const out: SecretMoonPost[] = [];
  for (const id of order) {
    const texts = Object.fromEntries(POST_FORMATS.map((f) => [f, build[id](f)])) as Record<PostFormat, string | null>;
    if (texts.bbcode === null) continue;
    out.push({ id, title: say(m(TITLES[id])), texts: texts as Record<PostFormat, string> });
  }
  return out;
}
