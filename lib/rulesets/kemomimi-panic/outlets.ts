import type { SeatId } from "../../game/core";
import type { GameState } from "../../game/ruleset";
import type { OutletKind, OutletPost, OutletTexts, RulesetOutlets } from "../../game/outlets";
import type { MessageValue, Phrase, Say } from "../../i18n/message";
import { listValue } from "../../i18n/list-values";
import { bold, escapeText, joinBlocks, table, TEXT_FORMATS, type TextFormat } from "../clocktower/posts/format";
import { ROLES, type RoleId } from "./roles";
import type { KemomimiState, Loss } from "./state";
import { lossMessage, publicView, winnerText, type KemomimiPublicView } from "./views";
import { k } from "./words";

type Game = GameState<KemomimiState>;

function texts(build: (f: TextFormat) => string | null): OutletTexts | null {
  const out = Object.fromEntries(TEXT_FORMATS.map((f) => [f, build(f)]));
  return Object.values(out).some((t) => t === null) ? null : (out as unknown as OutletTexts);
}

/**
 * A message whose values people typed (seat names, the moderator's own words for an end) are escaped
 * for the format, the one escaping every post uses; our words around them stay as they are. A phrase
 * that is only typed text is escaped whole.
 */
function escaped(format: TextFormat, phrase: Phrase): Phrase {
  if (typeof phrase === "string") return escapeText(format, phrase);
  if (!phrase.values) return phrase;
  const values: Record<string, MessageValue> = {};
  for (const [key, v] of Object.entries(phrase.values)) values[key] = typeof v === "number" ? v : escaped(format, v);
  return { ...phrase, values };
}

interface Input {
  view: KemomimiPublicView;
  /** The words of the game's language, from the caller (lib/registry.ts). */
  say: Say;
  name: (id: SeatId | null | undefined) => string;
}

const line = (input: Input, format: TextFormat, phrase: Phrase) => input.say(escaped(format, phrase));
const words = (input: Input, phrase: Phrase) => input.say(phrase);
const roleName = (r: RoleId | null) => (r ? ROLES[r].name : "?");
const lossText = (input: Input, loss: Loss) => lossMessage(loss, input.name, roleName);

/** The day's opening, with the night's theft before it (as the Game Master says it). */
function dayOpening(input: Input, format: TextFormat): string | null {
  const { view } = input;
  if (view.phase !== "day") return null;
  const theft = view.history.find((e) => e.kind === "theft" && e.day === view.day - 1);
  const loss = theft?.kind === "theft" ? theft.loss : null;
  const shamlockIn = view.players.some((p) => p.character === "shamlock" && !p.out);
  return joinBlocks(format, [
    [bold(format, words(input, k("dayN", { day: view.day })))],
    [
      line(
        input,
        format,
        k("post.day", {
          dawn: theft ? (loss ? "loss" : "nothing") : "none",
          loss: loss ? lossText(input, loss) : "",
          day: view.day,
          leader: input.name(view.leader),
          moon: view.moon,
          ask: shamlockIn ? "yes" : "no",
        }),
      ),
    ],
  ]);
}

/** The day's show of hands once the verdict was carried out: who was the suspect, whose hands, what it did. */
function votingClosed(input: Input, format: TextFormat): string | null {
  const done = input.view.history.findLast((e) => e.kind === "verdictCarriedOut");
  if (done?.kind !== "verdictCarriedOut") return null;
  const counted = input.view.history.findLast((e) => e.kind === "votesCounted" && e.day === done.day);
  const count =
    counted?.kind === "votesCounted"
      ? [
          line(
            input,
            format,
            k("outlets.count", {
              day: done.day,
              suspect: input.name(counted.suspect),
              raised: counted.raised.length,
              participants: counted.participants,
              hasHands: counted.raised.length ? "yes" : "no",
              hands: listValue(counted.raised.map((id) => input.name(id))),
            }),
          ),
        ]
      : [];
  const verdict =
    done.verdict === "guilty" && done.loss
      ? k("post.guilty", { name: input.name(done.suspect), loss: lossText(input, done.loss) })
      : k("post.innocent", { name: input.name(done.suspect) });
  return joinBlocks(format, [
    [bold(format, words(input, k("outlets.voteHeading", { day: done.day })))],
    count,
    [line(input, format, verdict)],
  ]);
}

/** The end: who wins and why, and the match's points when the points rule is on. */
function endOfGame(input: Input, format: TextFormat): string | null {
  const { view } = input;
  const o = view.outcome;
  if (!o) return null;
  const last = view.history.findLast((e) => e.kind === "theft" || e.kind === "verdictCarriedOut");
  const prefix = last && "loss" in last && last.loss ? lossText(input, last.loss) : null;
  const ended = k("post.ended", {
    prefix: prefix ?? "",
    hasPrefix: prefix ? "yes" : "no",
    winner: winnerText(o.winner),
    reason: o.reason,
    winners: listValue(o.winners.map((id) => input.name(id))),
  });
  const match = view.match;
  const points = match
    ? [
        [bold(format, words(input, k("outlets.points")))],
        table(
          format,
          [words(input, k("outlets.player")), words(input, k("outlets.thisGame")), words(input, k("outlets.total"))],
          view.players
            .map((p) => ({ id: p.seatId, game: o.points[p.seatId] ?? 0, total: match.totals[p.seatId] ?? 0 }))
            .sort((a, b) => b.total - a.total)
            .map((r) => [escapeText(format, input.name(r.id)), String(r.game), String(r.total)]),
        ),
      ]
    : [];
  return joinBlocks(format, [
    [bold(format, words(input, winnerText(o.winner)))],
    [line(input, format, ended)],
    ...points,
  ]);
}

/** Every role and the card(s) returned to the box: public only once a game with a playing host ended. */
function reveal(input: Input, format: TextFormat): string | null {
  const r = input.view.reveal;
  if (!r) return null;
  return joinBlocks(format, [
    [bold(format, words(input, k("outlets.roles")))],
    table(
      format,
      [words(input, k("outlets.player")), words(input, k("outlets.role"))],
      r.roles.map((x) => [escapeText(format, input.name(x.seatId)), escapeText(format, x.roleName)]),
    ),
    r.removed.length
      ? [line(input, format, k("outlets.removed", { roles: listValue(r.removed.map((id) => ROLES[id].name)) }))]
      : [],
  ]);
}

/**
 * The posts a Kemomimi Panic game holds now for its outlets, from the public view only, in the
 * game's language:
 * - dayOpening: each day's opening, with the night's theft (the dawn) in it as the Game Master
 *   announces it — so no separate dawn;
 * - votingClosed: the day's show of hands once its verdict is carried out (the suspect, whose
 *   hands, what it did);
 * - endOfGame: who wins and why (and the match's points with the points rule);
 * - reveal: every role and the returned card(s), when the rules make them public (a game with a
 *   playing host, once it ended).
 * Not offered: voteCount — hands go up together and are counted at once, so there is no running
 * count to post between votes; graveyard — a player out is announced in the dawn or the verdict.
 * Keys hold the games played so far (points rule) so that the next game's Day 1 is new.
 */
export function kemomimiOutletPosts(game: Game, now: Date, say: Say): OutletPost[] {
  const view = publicView(game, now);
  if (view.phase === "setup") return [];
  const input: Input = {
    view,
    say,
    name: (id) => game.core.seats.find((s) => s.id === id)?.name ?? "?",
  };
  // The games of the match before this one (an ended game is in the table already).
  const played = Math.max(0, (view.match?.games.length ?? 0) - (view.phase === "ended" ? 1 : 0));
  const o = view.outcome;
  const end = o ? `end-${played}-${view.day}-${o.winner}-${o.winners.join(",")}` : null;
  const verdict = view.history.findLast((e) => e.kind === "verdictCarriedOut");
  const build: Array<[OutletKind, string | null, (f: TextFormat) => string | null]> = [
    ["dayOpening", `game-${played}-day-${view.day}`, (f) => dayOpening(input, f)],
    ["votingClosed", verdict ? `game-${played}-verdict-${verdict.day}` : null, (f) => votingClosed(input, f)],
    ["endOfGame", end, (f) => endOfGame(input, f)],
    ["reveal", end && `reveal-${end}`, (f) => reveal(input, f)],
  ];
  const out: OutletPost[] = [];
  for (const [kind, key, make] of build) {
    if (key === null) continue;
    const t = texts(make);
    if (t) out.push({ kind, key, texts: t });
  }
  return out;
}

export const kemomimiOutlets: RulesetOutlets<Game> = {
  kinds: ["dayOpening", "votingClosed", "endOfGame", "reveal"],
  posts: kemomimiOutletPosts,
  names: {
    dayOpening: k("outlets.kinds.dayOpening"),
    votingClosed: k("outlets.kinds.votingClosed"),
    reveal: k("outlets.kinds.reveal"),
  },
};
