import type { GameState } from "../../game/ruleset";
import type { OutletPost, OutletTexts, RulesetOutlets } from "../../game/outlets";
import { msg, type Say } from "../../i18n/message";
import { TEXT_FORMATS, type TextFormat } from "../clocktower/posts/format";
import { npcCard } from "./names";
import { endPost, roundOpeningPost } from "./posts";
import type { SecretMoonState } from "./state";
import { publicView } from "./views";

type Game = GameState<SecretMoonState>;

function texts(build: (f: TextFormat) => string | null): OutletTexts | null {
  const out = Object.fromEntries(TEXT_FORMATS.map((f) => [f, build(f)]));
  return Object.values(out).some((t) => t === null) ? null : (out as unknown as OutletTexts);
}

/**
 * The posts a Secret Moon game holds now for its outlets, built from the public view only (the same
 * posts the moderator copies into the thread, through the same escaping), in the game's language:
 * - dayOpening: the opening of each round (the match's first round too), once per round of a game;
 * - endOfGame: the end of each game: who wins and why, the whole deal (the table turns every card
 *   face up when a game ends, so this is the game's reveal) and the match points.
 * Not offered: no vote (voteCount, votingClosed), no night (dawn), and a captured card ends the
 * game rather than leaving a graveyard; the deal is revealed in the end post itself (no separate reveal).
 * `say` is the words of the game's language, from the caller (lib/registry.ts).
 */
export function secretMoonOutletPosts(game: Game, _now: Date, say: Say): OutletPost[] {
  const view = publicView(game);
  const current = view.game;
  if (!current) return [];
  // A card's public name as the town square gives it: its player's name, or "NPC card 2".
  const name = (id: string): string => {
    const npc = /^npc(\d+)$/.exec(id);
    if (npc) return say(npcCard(npc[1]!));
    return game.core.seats.find((s) => s.id === id)?.name ?? say(msg("secretMoon.departedCard"));
  };
  const out: OutletPost[] = [];
  const opening = texts((f) => roundOpeningPost(view, f, say));
  if (opening) out.push({ kind: "dayOpening", key: `game-${current.number}-round-${current.round}`, texts: opening });
  const end = texts((f) => endPost(view, f, name, say));
  if (end) out.push({ kind: "endOfGame", key: `end-${current.number}`, texts: end });
  return out;
}

export const secretMoonOutlets: RulesetOutlets<Game> = {
  kinds: ["dayOpening", "endOfGame"],
  posts: secretMoonOutletPosts,
  names: { dayOpening: msg("secretMoon.outlets.dayOpening"), endOfGame: msg("secretMoon.outlets.endOfGame") },
};
