import type { DecideContext, Decision, GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import type { ClocktowerCommand, ClocktowerEvent } from "../commands";
import { characterOf, seatNameOf, showsAlive } from "../grimoire/grimoire";
import type { ClocktowerState, SeatGrimoire } from "../state";

type Game = GameState<ClocktowerState>;
type Cmd = Extract<ClocktowerCommand, { type: "clocktower.setMoonchildClaim" }>;

export const MOONCHILD_ID = "moonchild";

/**
 * The forum game's house rule (the Moonchild's note): "If the Moonchild dies, they will be publicly
 * declared to be claiming Moonchild (as not doing so will result in their loss). All players may
 * choose privately whether or not they wish to claim Moonchild upon their death."
 * It is in force when the Moonchild is on the game's script.
 */
export const moonchildHouseRule = (rules: ClocktowerState) => !!characterOf(rules, MOONCHILD_ID);

/**
 * Whether the town is told this seat claims Moonchild: once it shows dead, the Moonchild always, any
 * other player who chose to. The real Moonchild and those who chose it read the same, so the
 * declaration says nothing of who the Moonchild is. A Zombuul that registers dead is declared like
 * any death the town sees.
 */
export function declaredMoonchild(rules: ClocktowerState, seat: SeatGrimoire): boolean {
  if (showsAlive(seat) || !moonchildHouseRule(rules)) return false;
  return seat.characterId === MOONCHILD_ID || !!seat.claimsMoonchild;
}

/** What a player's link shows of the house rule; null when it is not in force or the seat has no character. */
export interface MoonchildClaimView {
  /** The seat is the Moonchild: declared on death whatever they chose. */
  isMoonchild: boolean;
  /** What the player chose (the Moonchild: always true). */
  claims: boolean;
  /** Declared now (the seat shows dead). */
  declared: boolean;
  /** The choice may still change (the seat is alive). */
  mayChange: boolean;
}

export function moonchildClaimView(rules: ClocktowerState, seatId: SeatId): MoonchildClaimView | null {
  const seat = rules.seats[seatId];
  if (!seat || !moonchildHouseRule(rules) || !rules.deal) return null;
  const isMoonchild = seat.characterId === MOONCHILD_ID;
  return {
    isMoonchild,
    claims: isMoonchild || !!seat.claimsMoonchild,
    declared: declaredMoonchild(rules, seat),
    mayChange: !isMoonchild && showsAlive(seat),
  };
}

/**
 * A player's private choice, from their link or entered by the storyteller. Once the seat shows dead
 * the declaration is made: a player may no longer change it, the storyteller is warned (force).
 */
export function decideMoonchildClaim(game: Game, cmd: Cmd, ctx: DecideContext): Decision<ClocktowerEvent> {
  const rules = game.rules;
  const isPlayer = ctx.actor.kind === "player";
  const seatId = isPlayer ? (ctx.actor as { seatId: SeatId }).seatId : cmd.seatId;
  if (!seatId) return { ok: false, error: "Name the seat that chooses.", field: "seatId" };
  if (isPlayer && cmd.seatId && cmd.seatId !== seatId)
    return { ok: false, error: "You can only choose for your own seat.", field: "seatId" };
  if (!game.core.seats.some((s) => s.id === seatId))
    return { ok: false, error: `There is no seat "${seatId}" in this game.`, field: "seatId" };
  const seat = rules.seats[seatId];
  if (!seat) return { ok: false, error: `${seatNameOf(game, seatId)} has no character yet.`, field: "seatId" };
  if (!moonchildHouseRule(rules))
    return { ok: false, error: "The Moonchild is not on this script: there is no Moonchild claim to choose." };
  if (rules.winner) return { ok: false, error: `The game is over (${rules.winner} won).` };
  if (seat.characterId === MOONCHILD_ID)
    return {
      ok: false,
      error: "The Moonchild is always declared claiming Moonchild on their death (this game's house rule).",
    };
  const warnings: string[] = [];
  if (!showsAlive(seat)) {
    const made = "Your death has been announced with your Moonchild claim as it stood: it can no longer change.";
    if (isPlayer) return { ok: false, error: made };
    warnings.push(`${seatNameOf(game, seatId)} is dead: the town already read their claim; changing it now shows.`);
  }
  if (!!seat.claimsMoonchild === cmd.claims)
    return {
      ok: false,
      error: cmd.claims ? "Already set to claim Moonchild on death." : "Already set not to claim Moonchild.",
    };
  return { ok: true, event: { type: "ClocktowerMoonchildClaimSet", seatId, claims: cmd.claims }, warnings };
}
