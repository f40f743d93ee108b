import type { GameState } from "../../../game/ruleset";
import type { OutletKind, OutletPost, OutletTexts, RulesetOutlets } from "../../../game/outlets";
import type { VoteCountFormat } from "../day/vote-count-export";
import type { ClocktowerState } from "../state";
import { clocktowerPublicView } from "../views";
import { exportDayVoteCount } from "../day/day-views";
import { escapeText, TEXT_FORMATS, type TextFormat } from "./format";
import type { MessageValue, Phrase, Say } from "../../../i18n/message";
import type { PostInput } from "./input";
import { dayOpeningPost } from "./day-opening";
import { dawnPost } from "./dawn";
import { townListsPost } from "./town-lists";
import { endOfGamePost } from "./end-of-game";

type Game = GameState<ClocktowerState>;

const COUNT_FORMAT: Record<TextFormat, VoteCountFormat> = {
  bbcode: "bbcode",
  markdown: "markdown",
  discord: "discord",
  plain: "text",
};

/** A rules' sentence whose values (names) are escaped for the format; our words in it stay as they are. */
function escapedValues(format: TextFormat, phrase: Phrase): Phrase {
  if (typeof phrase === "string" || !phrase.values) return phrase;
  const values = Object.fromEntries(
    Object.entries(phrase.values).map(([k, v]) => [
      k,
      typeof v === "string" ? escapeText(format, v) : typeof v === "number" ? v : escapedValues(format, v),
    ]),
  ) as Record<string, MessageValue>;
  return { ...phrase, values };
}

function texts(build: (f: TextFormat) => string | null): OutletTexts | null {
  const out = Object.fromEntries(TEXT_FORMATS.map((f) => [f, build(f)]));
  return Object.values(out).some((t) => t === null) ? null : (out as unknown as OutletTexts);
}

/**
 * The posts a Clocktower game holds now for its outlets, each built from the public view (the vote
 * count from the count the town square shows), with the key that says when it is new:
 * - dayOpening, dawn: once per day;
 * - voteCount: whenever its text changes, from the first nomination (no empty counts), urgent once
 *   the deadline passed, so the count at the deadline always goes out;
 * - votingClosed: when the storyteller resolves the day (the final count and what it decided) —
 *   the deadline itself is the vote count's;
 * - graveyard: whenever someone dies (the living and the dead);
 * - endOfGame: when a side wins; reveal: when the grimoire is made public.
 * Every post is in the game's language: `say`, its words, from the caller (lib/registry.ts).
 */
export function clocktowerOutletPosts(game: Game, now: Date, say: Say): OutletPost[] {
  const view = clocktowerPublicView(game, now, say);
  const input: PostInput = { view, seats: game.core.seats, say };
  const out: OutletPost[] = [];
  const add = (kind: OutletKind, key: string | null, build: (f: TextFormat) => string | null, urgent = false) => {
    if (key === null) return;
    const t = texts(build);
    if (t) out.push({ kind, key, texts: t, ...(urgent ? { urgent } : {}) });
  };
  const day = view.day;
  const count = (f: TextFormat) => exportDayVoteCount(game, COUNT_FORMAT[f], now, {}, say);
  if (day) {
    add("dayOpening", `day-${day.number}`, (f) => dayOpeningPost(input, f, now));
    add("dawn", `dawn-${day.number}`, (f) => dawnPost(input, f));
    if (!day.result && (day.count.rows.length > 0 || day.count.deadlinePassed)) {
      const discord = count("discord");
      add("voteCount", discord, count, day.count.deadlinePassed);
    }
    if (day.result) {
      const result = day.result.summary;
      add("votingClosed", `closed-${day.number}`, (f) => {
        const c = count(f);
        return c === null ? null : `${c}\n\n${say(escapedValues(f, result))}`;
      });
    }
  }
  const dead = view.grimoire.filter((s) => !s.alive);
  if (dead.length > 0)
    add("graveyard", dead.map((s) => `${s.seatId}:${s.label ?? ""}`).join(","), (f) => townListsPost(input, f));
  if (view.winner) add("endOfGame", `end-${view.winner}`, (f) => endOfGamePost(input, f));
  if (view.reveal) add("reveal", "reveal", (f) => endOfGamePost(input, f));
  return out;
}

export const clocktowerOutlets: RulesetOutlets<Game> = {
  kinds: ["dayOpening", "voteCount", "votingClosed", "dawn", "graveyard", "endOfGame", "reveal"],
  posts: clocktowerOutletPosts,
  nextChange(game, now, say) {
    const deadline = clocktowerPublicView(game, now, say).day?.count.deadline;
    return deadline && Date.parse(deadline) > now.getTime() ? new Date(deadline) : null;
  },
};
