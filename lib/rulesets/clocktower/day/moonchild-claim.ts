import type { DecideContext, Decision, GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import type { ClocktowerCommand, ClocktowerEvent } from "../commands";
import { characterOf, seatNameOf, showsAlive } from "../grimoire/grimoire";
import type { ClocktowerState, SeatGrimoire } from "../state";
import type { Phrase } from "../../../i18n/message";
import { cd, characterName, ct } from "./words";

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
  if (!seatId) return { ok: false, error: cd("moonchild.nameSeat"), field: "seatId" };
  if (isPlayer && cmd.seatId && cmd.seatId !== seatId)
    return { ok: false, error: cd("moonchild.ownSeat"), field: "seatId" };
  if (!game.core.seats.some((s) => s.id === seatId))
    return { ok: false, error: ct("rules.noSeat", { seat: seatId }), field: "seatId" };
  const seat = rules.seats[seatId];
  if (!seat)
    return { ok: false, error: ct("rules.noCharacterYet", { seat: seatNameOf(game, seatId) }), field: "seatId" };
  const moonchild = characterName(rules, MOONCHILD_ID);
  if (!moonchildHouseRule(rules)) return { ok: false, error: cd("moonchild.notOnScript", { moonchild }) };
  if (rules.winner) return { ok: false, error: ct("rules.gameOver", { winner: rules.winner }) };
  if (seat.characterId === MOONCHILD_ID) return { ok: false, error: cd("moonchild.alwaysDeclared", { moonchild }) };
  const warnings: Phrase[] = [];
  if (!showsAlive(seat)) {
    if (isPlayer) return { ok: false, error: cd("moonchild.claimFixed", { moonchild }) };
    warnings.push(cd("moonchild.deadChanging", { seat: seatNameOf(game, seatId) }));
  }
  if (!!seat.claimsMoonchild === cmd.claims)
    return { ok: false, error: cd("moonchild.already", { claims: cmd.claims ? "yes" : "no", moonchild }) };
  return { ok: true, event: { type: "ClocktowerMoonchildClaimSet", seatId, claims: cmd.claims }, warnings };
}
