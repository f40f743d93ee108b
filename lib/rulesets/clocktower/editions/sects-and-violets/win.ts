/**
 * Sects & Violets' win checks and the Vortox's false information: read from the grimoire and the day's
 * result, never applied (the storyteller ends the game with `endGame`).
 */
import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import type { ClocktowerState, SeatGrimoire } from "../../state";
import type { Message } from "../../../../i18n/message";
import { sv } from "./night";
import { klutzLoses, se } from "./evil";

type Game = GameState<ClocktowerState>;
type Check = { winner: "good" | "evil" | null; reason: Message };

// not text: the reminder token's own name
export const TWIN = "Twin";

const malfunctioning = (s: SeatGrimoire) => s.reminders.some((t) => /drunk|poison/i.test(t.text));
const charName = (rules: ClocktowerState, id: string) =>
  rules.script?.characters.find((c) => c.id === id)?.name ?? rules.extraCharacters.find((c) => c.id === id)?.name ?? id;
const seatName = (game: Game, id: SeatId) => game.core.seats.find((s) => s.id === id)?.name ?? id;

/** A living, sober holder of the character (not a traveller), or null. */
function working(game: Game, characterId: string, seats = game.rules.seats): SeatId | null {
  const hit = Object.entries(seats).find(
    ([, s]) => s.characterId === characterId && s.alive && !s.traveller && !malfunctioning(s),
  );
  return hit ? hit[0] : null;
}

/** The Vortox in force: "Townsfolk abilities yield false info." The Vortox's seat, or null. */
export const vortoxInForce = (game: Game, seats = game.rules.seats) => working(game, "vortox", seats);

/** The Evil Twin and their good twin (the seat marked with the Evil Twin's "Twin" token), or null. */
export function twins(game: Game): { evil: SeatId; good: SeatId } | null {
  const seats = game.rules.seats;
  const evil = Object.entries(seats).find(([, s]) => s.characterId === "eviltwin" && !s.traveller)?.[0];
  const good = Object.entries(seats).find(([, s]) =>
    s.reminders.some((r) => r.characterId === "eviltwin" && r.text === TWIN),
  )?.[0];
  return evil && good ? { evil, good } : null;
}

/**
 * The checks Sects & Violets adds to `winChecks`, and what it takes away from them:
 *
 * - the Vortox alive and sober and today resolved with no execution: evil wins;
 * - the good twin executed (and killed) while the Evil Twin lives, sober: evil wins;
 * - while both twins live (the Evil Twin sober), good cannot win: a "good wins" check becomes "the game
 *   goes on", with why.
 */
export function svWinChecks(game: Game, checks: Check[]): Check[] {
  const rules = game.rules;
  const out: Check[] = [];
  const pair = twins(game);
  const evilTwin = pair ? rules.seats[pair.evil]! : null;
  const twinWorks = !!evilTwin && evilTwin.alive && !malfunctioning(evilTwin);
  const bothLive = twinWorks && !!pair && rules.seats[pair.good]!.alive;
  for (const c of checks)
    out.push(
      c.winner === "good" && bothLive && pair
        ? {
            winner: null,
            reason: sv("win.twinsLive", {
              reason: c.reason,
              seat: seatName(game, pair.evil),
              twin: seatName(game, pair.good),
              character: charName(rules, "eviltwin"),
            }),
          }
        : c,
    );
  if (rules.phase?.kind === "day") {
    const result = rules.days?.[String(rules.phase.number)]?.result;
    const vortox = vortoxInForce(game);
    if (result && result.executed === null && !result.fiddler && vortox)
      out.push({
        winner: "evil",
        reason: sv("win.vortox", { seat: seatName(game, vortox), character: charName(rules, "vortox") }),
      });
  }
  // The Klutz chose an evil player: good loses.
  const klutz = klutzLoses(game);
  if (klutz)
    out.push({
      winner: "evil",
      reason: se("win.klutz", {
        seat: seatName(game, klutz.seatId),
        chosen: seatName(game, klutz.chosen),
        character: charName(rules, "klutz"),
      }),
    });
  if (pair && twinWorks) {
    const good = rules.seats[pair.good]!;
    if (!good.alive && good.death?.cause === "executed")
      out.push({
        winner: "evil",
        reason: sv("win.twinExecuted", {
          seat: seatName(game, pair.good),
          twin: seatName(game, pair.evil),
          character: charName(rules, "eviltwin"),
        }),
      });
  }
  return out;
}
