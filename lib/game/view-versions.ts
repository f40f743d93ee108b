/**
 * View versions: counters that move only when what someone can see moves. The game's version (the
 * seq of its last event) counts every event, hidden ones too, so it must never reach a public page or
 * a player's link: anyone could count the storyteller's notes and the players' night actions.
 *
 * - `public` moves when the public view (or whether the game is published) changes;
 * - `seats[id]` moves when that seat's own part of its player view changes.
 * A player's page shows both, so its version is their sum (`seatViewVersion`): it moves when either does.
 */
import type { SeatId } from "./core";
import type { AnyRuleset, GameState } from "./ruleset";
import { sameJson } from "./same-json";
import { EVERY_VIEW, type ViewReach } from "./view-reach";
import { gameWords, moderatorView, publicView } from "./views";

export interface ViewVersions {
  public: number;
  seats: Record<SeatId, number>;
}

export const FIRST_VIEW_VERSIONS: ViewVersions = { public: 1, seats: {} };

export interface ViewChanges {
  public: boolean;
  /** The seats whose own part of their player view changed. */
  seats: SeatId[];
}

/**
 * What an event changed for whom. Both states are viewed at the same instant, so that only the event
 * counts: a clock that moved between two events is not a change the event made. Only the views in
 * `reach` (what the event may change, lib/game/view-reach.ts) are built and compared; a new seat's
 * view always counts as changed.
 */
export function viewChanges(
  ruleset: AnyRuleset,
  before: GameState,
  after: GameState,
  now: Date,
  reach: ViewReach = EVERY_VIEW,
): ViewChanges {
  const published = before.core.published !== after.core.published;
  const pub =
    published || (reach.public && !sameJson(publicView(ruleset, before, now), publicView(ruleset, after, now)));
  const had = new Set(before.core.seats.map((s) => s.id));
  const reached = reach.seats === "all" ? null : new Set(reach.seats);
  const seats = after.core.seats
    .map((s) => s.id)
    .filter(
      (id) =>
        !had.has(id) ||
        ((reached === null || reached.has(id)) &&
          !sameJson(
            ruleset.playerView(before, id, now, gameWords(before)),
            ruleset.playerView(after, id, now, gameWords(after)),
          )),
    );
  return { public: pub, seats };
}

export function nextViewVersions(prev: ViewVersions, changes: ViewChanges): ViewVersions {
  if (!changes.public && changes.seats.length === 0) return prev;
  const seats = { ...prev.seats };
  for (const id of changes.seats) seats[id] = (seats[id] ?? 0) + 1;
  return { public: prev.public + (changes.public ? 1 : 0), seats };
}

/** The version of a player's page (the public view plus their own part). */
export function seatViewVersion(v: ViewVersions, seatId: SeatId): number {
  return v.public + (v.seats[seatId] ?? 0);
}

/** Reads the stored counters back, tolerating a missing or malformed column (then nothing is known yet). */
export function parseViewVersions(publicVersion: number, seats: unknown): ViewVersions {
  const out: Record<SeatId, number> = {};
  if (seats && typeof seats === "object" && !Array.isArray(seats))
    for (const [id, n] of Object.entries(seats))
      if (typeof n === "number" && Number.isInteger(n) && n >= 0) out[id] = n;
  return { public: publicVersion, seats: out };
}

/**
 * Whether an event changed what the game's moderators see, both states viewed at the same instant.
 * For the moderator's stream while the host plays a seat: a hidden event changes nothing the host
 * sees, so it must send no frame. The undo step's number is left out, as it moves with every event.
 */
export function moderatorViewChanged(ruleset: AnyRuleset, before: GameState, after: GameState, now: Date): boolean {
  const key = (game: GameState) => {
    const view = moderatorView(ruleset, game, now);
    // Whose step it was moves the key only when the table knows it (a named player's turn): that a
    // player took a hidden step must send the host no frame of its own.
    const step = view.canUndo?.step;
    const named = step?.kind === "player" ? step.seatId : null;
    return { ...view, canUndo: view.canUndo ? [view.canUndo.type, named] : null };
  };
  return !sameJson(key(before), key(after));
}
