/**
 * Trouble Brewing's night rules that are not one entry of a shared table: the Demon's succession at
 * dawn (the Imp's self-kill, the Scarlet Woman) and the Mayor's bounce. The tables' own entries
 * (NIGHT_CHOICES, ABILITY_EFFECTS, KILL_RULES) are in those tables under "Trouble Brewing".
 *
 * Imports only the grimoire and the night's resolution (which import nothing of this file): no cycle.
 */
import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { characterOf, named, scarletWomanHeir, seatNameOf } from "../../grimoire/grimoire";
import { stepKey, type ClocktowerState } from "../../state";
import type { ProposedEffect } from "../../night/abilities/effects";
import { malfunctions, type KillCandidate, type NightResolution } from "../../night/resolve";
import type { Message, MessageValue } from "../../../../i18n/message";
import { n } from "../../night/words";

type Game = GameState<ClocktowerState>;

/** A message of Trouble Brewing's night (`clocktower.night.tbNight.*`). */
export const tb = (key: string, values?: Record<string, MessageValue>): Message => n(`tbNight.${key}`, values);

const teamOf = (rules: ClocktowerState, seatId: SeatId) =>
  characterOf(rules, rules.seats[seatId]?.characterId ?? "")?.team;

/** Players (not travellers) alive in these seats. */
const livingPlayers = (seats: ClocktowerState["seats"]) =>
  Object.entries(seats).filter(([, s]) => s.alive && !s.traveller && !s.registersDead);

/** Whether a kill is the Imp choosing itself (its own step's kill of its own seat). */
const isImpSelfKill = (rules: ClocktowerState, c: KillCandidate) =>
  !c.explicit && c.stepKey === stepKey(c.by ?? "", c.seatId) && characterOf(rules, c.by ?? "")?.id === "imp";

/**
 * The Demon's succession proposed at dawn, from the night's deaths in the order they happened:
 *
 * - the first Demon to die tonight while 5 or more players were alive (counted before that death,
 *   travellers not counted) and a Scarlet Woman alive and sober: she becomes that Demon (one effect);
 * - otherwise, an Imp that chose itself: a living Minion becomes the Imp, the storyteller's pick
 *   (alternatives in one group; none if no Minion is left).
 *
 * Proposed at dawn rather than as the Imp's step's effect, so the sheet of the night stays as it was
 * (the new Imp acts from the next night). The host ticks it; it is applied with the dawn and undone
 * with it. `dying`: the seats whose death the dawn proposes.
 */
export function demonSuccession(game: Game, resolution: NightResolution, dying: ReadonlySet<SeatId>): ProposedEffect[] {
  const rules = game.rules;
  const at = resolution.seatsAtDawn;
  const name = (id: SeatId) => seatNameOf(game, id);
  const fell = new Set<SeatId>();
  let alive = livingPlayers(rules.seats).length;
  for (const c of resolution.kills) {
    if (!dying.has(c.seatId) || fell.has(c.seatId)) continue;
    fell.add(c.seatId);
    const seat = rules.seats[c.seatId];
    if (!seat || seat.traveller) continue;
    const aliveBefore = alive;
    alive--;
    if (teamOf(rules, c.seatId) !== "demon") continue;
    const demon = seat.characterId;
    const demonName = characterOf(rules, demon)?.name ?? demon;
    const become = (id: SeatId, reason: Message, group?: string): ProposedEffect => ({
      effect: { kind: "character", seatId: id, characterId: demon, was: rules.seats[id]!.characterId },
      reason,
      ...(group ? { group } : {}),
    });
    // Alive and sober at dawn, not dying tonight (a Scarlet Woman poisoned tonight does not take over).
    const heir = scarletWomanHeir(
      game,
      aliveBefore,
      (id) => !dying.has(id) && !!at[id]?.alive && !malfunctions(at, id),
    );
    if (heir)
      return [
        become(
          heir,
          tb("scarletWomanBecomes", {
            seat: name(heir),
            demon: name(c.seatId),
            character: demonName,
            count: aliveBefore,
            ...named(rules, "scarletwoman"),
          }),
        ),
      ];
    if (!isImpSelfKill(rules, c)) return [];
    // The Imp's own ability: a Minion takes over whatever the count; which one is the storyteller's choice.
    const minions = livingPlayers(at).filter(([id]) => !dying.has(id) && teamOf(rules, id) === "minion");
    return minions.map(([id]) =>
      become(id, tb("minionBecomes", { seat: name(id), demon: name(c.seatId), character: demonName }), "impSuccession"),
    );
  }
  return [];
}

/**
 * The Mayor: the Demon's kill landing on a sober Mayor may land on another player instead. Offered,
 * never applied: the seats it may land on (every other living player, travellers not counted; the
 * storyteller picks, or keeps it on the Mayor). Null when the rule does not apply.
 */
export function mayorBounce(game: Game, resolution: NightResolution, c: KillCandidate): SeatId[] | null {
  const rules = game.rules;
  if (c.explicit || c.cause !== "night" || characterOf(rules, c.by ?? "")?.team !== "demon") return null;
  if (rules.seats[c.seatId]?.characterId !== "mayor" || malfunctions(resolution.seatsAtDawn, c.seatId)) return null;
  return livingPlayers(rules.seats)
    .map(([id]) => id)
    .filter((id) => id !== c.seatId);
}
