import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { characterOf, named } from "../../grimoire/grimoire";
import { choiceOn } from "./state";
import {
  stepKey,
  type ClocktowerState,
  type GrimoireEffect,
  NightChoice,
  PlacedReminder,
  ReminderUntil,
} from "../../state";

import type { Message, MessageValue } from "../../../../i18n/message";
import { n } from "../words";
import { SV_EFFECTS } from "../../editions/sects-and-violets/night";
import { SV_TRAVELLER_EFFECTS } from "../../editions/sects-and-violets/travellers";

type Game = GameState<ClocktowerState>;

/**
 * Why an effect is proposed. Every character a sentence names (the Sailor, the Pukka, or one that
 * depends on the choice) is the script's name, passed as a value (character-names.ts).
 */
const why = (key: string, values?: Record<string, MessageValue>): Message => n(`effects.${key}`, values);

/** An effect the app proposes from a step; the storyteller ticks, picks and applies. */
export interface ProposedEffect {
  effect: GrimoireEffect;
  /** Why, in a sentence a host reads: "Whysper is drunk until dusk (the Sailor chose them)." */
  reason: Message;
  /** Proposed unticked: the acting player's ability malfunctions tonight. */
  off?: boolean;
  /** Why it is off, when the reason does not say it: "dead before their turn", "drunk since the Goon"... */
  offBecause?: Message;
  /** Effects sharing a group are alternatives: exactly one is applied (the Sailor, the Innkeeper's drunk). */
  group?: string;
}

export interface EffectContext {
  /** The game with the grimoire as it stands at this turn (`resolveNight`'s state, not today's tokens). */
  game: Game;
  night: number;
  /** The acting seat. */
  seatId: SeatId;
  choice: NightChoice;
  name: (id: SeatId) => string;
  /** The Pukka: the player its poison holds at this turn (the previously poisoned), from the resolved nights. */
  poisoned?: SeatId[];
}

const token = (characterId: string, text: string, until?: ReminderUntil): PlacedReminder => ({
  characterId,
  text,
  ...(until ? { until } : {}),
});
const place = (seatId: SeatId, t: PlacedReminder): GrimoireEffect => ({ kind: "place", seatId, token: t });
const duskAfter = (night: number): ReminderUntil => ({ at: "dusk", night: night + 1 });
const dawnOf = (night: number): ReminderUntil => ({ at: "dawn", night });
const noAbility = (c: EffectContext, id: string): ProposedEffect => ({
  effect: place(c.seatId, token(id, "No Ability")), // not text: the reminder token's own name on the script
  reason: why("usedOnce", { seat: c.name(c.seatId), character: characterOf(c.game.rules, id)?.name ?? id }),
});

/** What each ability does to the grimoire from its choice, as the rulebook words it. Keyed by character id. */
export const ABILITY_EFFECTS: Record<string, (c: EffectContext) => ProposedEffect[]> = {
  // "You start knowing a good player & their character." The storyteller picks the grandchild.
  grandmother: (c) =>
    c.night === 1
      ? (c.choice.seats ?? []).map((id) => ({
          effect: place(id, token("grandmother", "Grandchild")),
          reason: why("grandchild", { seat: c.name(id), ...named(c.game.rules, "grandmother") }),
        }))
      : [],
  // "Each night, choose an alive player: either you or they are drunk until dusk."
  sailor: (c) => {
    const [x] = c.choice.seats ?? [];
    if (!x) return [];
    const on = x === c.seatId ? [x] : [x, c.seatId];
    return on.map((id) => ({
      effect: place(id, { ...token("sailor", "Drunk", duskAfter(c.night)), from: c.seatId }),
      reason: why("sailorDrunk", { seat: c.name(id), chosen: c.name(x), ...named(c.game.rules, "sailor") }),
      group: "sailor",
    }));
  },
  // "Each night*, choose 2 players: they can't die tonight, but one is drunk until dusk."
  innkeeper: (c) => {
    const chosen = c.choice.seats ?? [];
    return [
      ...chosen.map((id) => ({
        effect: place(id, { ...token("innkeeper", "Safe", dawnOf(c.night)), from: c.seatId }),
        reason: why("innkeeperSafe", { seat: c.name(id) }),
      })),
      ...chosen.map((id) => ({
        effect: place(id, { ...token("innkeeper", "Drunk", duskAfter(c.night)), from: c.seatId }),
        reason: why("innkeeperDrunk", { seat: c.name(id) }),
        group: "innkeeper",
      })),
    ];
  },
  // "Once per game, at night, choose a character: they are drunk for 3 nights & 3 days."
  courtier: (c) => {
    if (!c.choice.character) return [];
    const holders = Object.entries(c.game.rules.seats).filter(([, s]) => s.characterId === c.choice.character);
    const name = characterOf(c.game.rules, c.choice.character)?.name ?? c.choice.character;
    return [
      ...holders.map(([id]) => ({
        effect: place(id, {
          ...token("courtier", "Drunk 3", { at: "dusk", night: c.night + 3, countdown: true }),
          from: c.seatId,
        }),
        reason: why("courtierDrunk", { seat: c.name(id), character: name, night: c.night + 3 }),
      })),
      noAbility(c, "courtier"),
    ];
  },
  // "Once per game, at night*, choose a dead player: if they are a Townsfolk, they are resurrected."
  professor: (c) => ((c.choice.seats ?? []).length ? [noAbility(c, "professor")] : []),
  // "Once per game, at night*, choose a player: they die, even if for some reason they could not."
  assassin: (c) => ((c.choice.seats ?? []).length ? [noAbility(c, "assassin")] : []),
  // "Each night, choose a living player (different to last night): if executed tomorrow, they don't die."
  devilsadvocate: (c) =>
    (c.choice.seats ?? []).map((id) => ({
      // not text: the reminder token's own name on the script
      effect: place(id, { ...token("devilsadvocate", "Survives Execution", duskAfter(c.night)), from: c.seatId }),
      reason: why("survivesExecution", { seat: c.name(id) }),
    })),
  // "Each night*, choose a player (different to last night): the Demon, if chosen, learns who you are and doesn't wake tonight."
  exorcist: (c) =>
    (c.choice.seats ?? []).map((id) => ({
      effect: place(id, { ...token("exorcist", "Chosen", dawnOf(c.night)), from: c.seatId }),
      reason:
        characterOf(c.game.rules, c.game.rules.seats[id]?.characterId ?? "")?.team === "demon"
          ? why("exorcistDemon", { seat: c.name(id), ...named(c.game.rules, "exorcist") })
          : why("exorcistChosen", { seat: c.name(id), ...named(c.game.rules, "exorcist") }),
    })),
  // "Each night, choose a player: they are poisoned. The previously poisoned player dies then becomes healthy."
  pukka: (c) => {
    // The previously poisoned: the player the Pukka's poison holds at its turn (`resolveNight` follows it
    // from night to night: a drunk Pukka poisons no one, and its earlier poison resumes when it sobers up).
    const previous = c.poisoned ?? choiceOn(c.game, c.night - 1, stepKey("pukka", c.seatId))?.seats ?? [];
    return [
      ...previous.map((id) => ({
        effect: { kind: "remove" as const, seatId: id, token: token("pukka", "Poisoned") },
        reason: why("pukkaPrevious", { seat: c.name(id) }),
      })),
      ...(c.choice.seats ?? []).map((id) => ({
        effect: place(id, { ...token("pukka", "Poisoned"), from: c.seatId }),
        reason: why("pukkaPoisoned", { seat: c.name(id), ...named(c.game.rules, "pukka") }),
      })),
    ];
  }, // Trouble Brewing
  // The Poisoner: the chosen player is poisoned until the next dusk (ends if the Poisoner dies).
  poisoner: (c) =>
    (c.choice.seats ?? []).map((id) => ({
      effect: place(id, { ...token("poisoner", "Poisoned", duskAfter(c.night)), from: c.seatId }),
      reason: why("tbPoisoned", { seat: c.name(id), ...named(c.game.rules, "poisoner") }),
    })),
  // The Monk: another player is safe from the Demon until dawn (`protections`: from the Demon only).
  monk: (c) =>
    (c.choice.seats ?? [])
      .filter((id) => id !== c.seatId)
      .map((id) => ({
        // not text: the reminder token's own name on the script
        effect: place(id, { ...token("monk", "Safe", dawnOf(c.night)), from: c.seatId }),
        reason: why("tbMonkSafe", { seat: c.name(id), ...named(c.game.rules, "monk") }),
      })),
  // The Butler: the chosen master, marked until the next dusk (the day reads the choice itself).
  butler: (c) =>
    (c.choice.seats ?? [])
      .filter((id) => id !== c.seatId)
      .map((id) => ({
        // not text: the reminder token's own name on the script
        effect: place(id, { ...token("butler", "Master", duskAfter(c.night)), from: c.seatId }),
        reason: why("tbMaster", { seat: c.name(id), ...named(c.game.rules, "butler") }),
      })),
  // Sects & Violets (editions/sects-and-violets/night.ts)
  ...SV_EFFECTS,
  // Sects & Violets' travellers (editions/sects-and-violets/travellers.ts)
  ...SV_TRAVELLER_EFFECTS,
};

/** The Goon's effects on its first chooser tonight: drunk at once, and the Goon takes their alignment. */
export function goonEffects(c: EffectContext, goonId: SeatId): ProposedEffect[] {
  const seat = c.game.rules.seats[c.seatId];
  const goon = c.game.rules.seats[goonId];
  if (!seat || !goon) return [];
  const out: ProposedEffect[] = [
    {
      effect: place(c.seatId, { ...token("goon", "Drunk", duskAfter(c.night)), from: goonId }),
      reason: why("goonDrunk", { seat: c.name(c.seatId), goonSeat: c.name(goonId), ...named(c.game.rules, "goon") }),
    },
  ];
  if (goon.alignment !== seat.alignment)
    out.push({
      effect: { kind: "alignment", seatId: goonId, alignment: seat.alignment },
      reason: why("goonAlignment", {
        goonSeat: c.name(goonId),
        alignment: seat.alignment,
        seat: c.name(c.seatId),
        ...named(c.game.rules, "goon"),
      }),
    });
  return out;
}

/** An effect that does not happen: its reason followed by why (`key`: "noEffect"). */
export const offEffect = (e: ProposedEffect, key: string, values: Record<string, MessageValue>): ProposedEffect => ({
  ...e,
  off: true,
  reason: why(key, { reason: e.reason, ...values }),
});
