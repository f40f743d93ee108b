import type { Decision, GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import type { ClocktowerCommand, ClocktowerEvent } from "../commands";
import { characterOf, seatNameOf, showsAlive } from "../grimoire/grimoire";
import type { ClocktowerState } from "../state";

type Game = GameState<ClocktowerState>;
type Ability = Extract<ClocktowerCommand, { type: "clocktower.dayAbility" }>["ability"];

/** "Tonight": the night after the current day (or, by night, the next one: a day ability acts after the day). */
export const tonightOf = (rules: ClocktowerState) => (rules.phase?.number ?? 0) + 1;

/**
 * The Gossip: "Each day, you may make a public statement. Tonight, if it was true, a player dies."
 * Forum note: "Only the first gossip made by the gossip will count": read as the first statement of each
 * day; a later one is warned and, forced, replaces it. The Moonchild: "When you learn that you died,
 * publicly choose 1 alive player. Tonight, if it was a good player, they die."
 */
export function decideDayAbility(game: Game, a: Ability): Decision<ClocktowerEvent> {
  const rules = game.rules;
  const fail = (error: string, field?: string): Decision<ClocktowerEvent> => ({
    ok: false,
    error,
    ...(field ? { field } : {}),
  });
  if (!rules.phase) return fail("The game has not started: start Night 1 first.");
  const night = tonightOf(rules);
  const today = rules.dayAbilities?.[String(night)];
  const warnings: string[] = [];
  const known = (id: SeatId) => !!rules.seats[id];
  switch (a.kind) {
    case "gossip": {
      if (!known(a.seatId)) return fail(`${seatNameOf(game, a.seatId)} has no character.`, "seatId");
      const seat = rules.seats[a.seatId]!;
      if (rules.phase.kind !== "day") warnings.push("The Gossip makes a statement by day.");
      if (seat.characterId !== "gossip") warnings.push(`${seatNameOf(game, a.seatId)} is not the Gossip.`);
      if (!seat.alive) warnings.push(`${seatNameOf(game, a.seatId)} is dead: dead players have no ability.`);
      if (today?.gossip) warnings.push("Only the Gossip's first statement of the day counts: this one replaces it.");
      return {
        ok: true,
        event: { type: "ClocktowerDayAbilityRecorded", night, gossip: { seatId: a.seatId, statement: a.statement } },
        warnings,
      };
    }
    case "gossipTrue": {
      // The verdict may also come by night, at the Gossip's step: it is for this night's statement then.
      const target = rules.phase.kind === "night" ? rules.phase.number : night;
      const g = rules.dayAbilities?.[String(target)]?.gossip;
      if (!g) return fail("No Gossip statement is recorded for tonight.");
      return {
        ok: true,
        event: { type: "ClocktowerDayAbilityRecorded", night: target, gossip: { ...g, true: a.true } },
        warnings,
      };
    }
    case "moonchild": {
      if (!known(a.seatId)) return fail(`${seatNameOf(game, a.seatId)} has no character.`, "seatId");
      if (!known(a.chosen)) return fail(`${seatNameOf(game, a.chosen)} has no character.`, "chosen");
      const seat = rules.seats[a.seatId]!;
      if (seat.characterId !== "moonchild") warnings.push(`${seatNameOf(game, a.seatId)} is not the Moonchild.`);
      if (showsAlive(seat)) warnings.push(`${seatNameOf(game, a.seatId)} is alive: the Moonchild chooses after dying.`);
      if (!showsAlive(rules.seats[a.chosen]!))
        warnings.push(`${seatNameOf(game, a.chosen)} is dead: choose an alive player.`);
      if (characterOf(rules, seat.characterId) && a.chosen === a.seatId)
        warnings.push("The Moonchild chooses another player.");
      return {
        ok: true,
        event: { type: "ClocktowerDayAbilityRecorded", night, moonchild: { seatId: a.seatId, chosen: a.chosen } },
        warnings,
      };
    }
  }
}
