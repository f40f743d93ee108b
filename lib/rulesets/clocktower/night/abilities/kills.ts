import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { characterOf, named, seatNameOf } from "../../grimoire/grimoire";
import type { ClocktowerState, NightChoice } from "../../state";
import type { Message, MessageValue } from "../../../../i18n/message";
import { abilityState, isOutsider } from "./state";
import { listOf, n } from "../words";
import { SV_KILLS } from "../../editions/sects-and-violets/night";
import { SV_TRAVELLER_KILLS } from "../../editions/sects-and-violets/travellers";

type Game = GameState<ClocktowerState>;

/** What a killing ability sees at its turn (`resolveNight` builds it from the grimoire as it stands then). */
export interface KillContext {
  game: Game;
  night: number;
  seatId: SeatId;
  stepId: string;
  /** The character the seat acts as (a Lunatic never kills: `resolveNight` skips it). */
  actingAs: string;
  choice: NightChoice | null;
  /** The Pukka: the player its poison holds at this turn. */
  poisoned: SeatId[];
}

/** A kill an ability attempts at its turn. */
export interface KillAttempt {
  seatId: SeatId;
  reason: Message;
  /** Why the kill does not happen whatever the target (the Zombuul after a death today...). */
  blocked?: Message;
  /** The chosen player's place in the choice: a kill chosen after the Goon fails (the chooser is drunk by then). */
  index?: number;
}

/** A killing ability, as data: whom it kills at its turn, and how the night's rules read it. */
export interface KillRule {
  kills: (c: KillContext) => KillAttempt[];
  /** Happens even when the Demon does not wake (the Pukka's earlier poison kills: it is not tonight's choice). */
  whileAsleep?: boolean;
  /** The ability acts when its seat is dead (the Moonchild). */
  actsWhenDead?: boolean;
}

const dawnWords = (key: string, values?: Record<string, MessageValue>): Message => n(`dawn.${key}`, values);

const who = (c: KillContext) => ({
  seat: seatNameOf(c.game, c.seatId),
  character: characterOf(c.game.rules, c.actingAs)?.name ?? c.actingAs,
});
const chosen = (c: KillContext, reason: (c: KillContext) => Message, blocked?: Message): KillAttempt[] =>
  (c.choice?.seats ?? []).map((seatId, index) => ({
    seatId,
    reason: reason(c),
    index,
    ...(blocked ? { blocked } : {}),
  }));
const chose = (c: KillContext) => dawnWords("chose", who(c));
const diedToday = (c: KillContext) => abilityState(c.game, c.seatId, c.stepId, c.night).diedToday;

/** The abilities that kill at night, keyed by character id; each rule quoted as the rulebook words it. */
export const KILL_RULES: Record<string, KillRule> = {
  // "Each night*, if no-one died today, choose a player: they die."
  zombuul: {
    kills: (c) => {
      const died = diedToday(c);
      return chosen(
        c,
        chose,
        died.length
          ? dawnWords("zombuulNoKill", {
              names: listOf(died.map((id) => seatNameOf(c.game, id))),
              ...named(c.game.rules, "zombuul"),
            })
          : undefined,
      );
    },
  },
  // "Each night*, choose 2 players: they die."
  shabaloth: { kills: (c) => chosen(c, chose) },
  // "Each night*, you may choose a player: they die. If your last choice was no one, choose 3 players tonight."
  po: { kills: (c) => chosen(c, chose) },
  // "The previously poisoned player dies then becomes healthy."
  pukka: {
    kills: (c) => c.poisoned.map((seatId) => ({ seatId, reason: dawnWords("pukkaKills", who(c)) })),
    whileAsleep: true,
  },
  // "Each night*, choose a player & guess their character: if you guess wrong you die."
  gambler: {
    kills: (c) => {
      const [target] = c.choice?.seats ?? [];
      const guessed = c.choice?.character;
      if (!target || !guessed || c.game.rules.seats[target]?.characterId === guessed) return [];
      return [
        {
          seatId: c.seatId,
          reason: dawnWords("gamblerWrong", {
            ...who(c),
            target: seatNameOf(c.game, target),
            guessed: characterOf(c.game.rules, guessed)?.name ?? guessed,
          }),
        },
      ];
    },
  },
  // "If 1 died today, choose a player tonight: they die."
  godfather: {
    kills: (c) =>
      chosen(
        c,
        chose,
        diedToday(c).some((id) => isOutsider(c.game.rules, id)) ? undefined : dawnWords("godfatherNoKill", who(c)),
      ),
  },
  // "Each day, you may make a public statement. Tonight, if it was true, a player dies."
  gossip: {
    kills: (c) => {
      const g = c.game.rules.dayAbilities?.[String(c.night)]?.gossip;
      if (!g?.true || g.seatId !== c.seatId) return [];
      return chosen(c, () => dawnWords("gossipKills", { ...who(c), statement: g.statement }));
    },
  },
  // "When you learn that you died, publicly choose 1 alive player. Tonight, if it was a good player, they die."
  moonchild: {
    kills: (c) => {
      const m = c.game.rules.dayAbilities?.[String(c.night)]?.moonchild;
      // The alignment as it stands at the Moonchild's turn (a Goon may have changed it tonight).
      if (!m || m.seatId !== c.seatId || c.game.rules.seats[m.chosen]?.alignment !== "good") return [];
      return [
        {
          seatId: m.chosen,
          reason: dawnWords("moonchildKills", { ...who(c), chosen: seatNameOf(c.game, m.chosen) }),
        },
      ];
    },
    actsWhenDead: true,
  },
  // "Once per game, at night*, choose a player: they die, even if for some reason they could not."
  assassin: { kills: (c) => chosen(c, () => dawnWords("assassinKills", who(c))) },
  // Trouble Brewing
  // The Imp: the chosen player dies; choosing itself, it dies (the dawn proposes who takes over).
  imp: {
    kills: (c) => chosen(c, (k) => (k.choice?.seats?.[0] === k.seatId ? dawnWords("tbImpSelf", who(k)) : chose(k))),
  },
  // Sects & Violets (editions/sects-and-violets/night.ts)
  ...SV_KILLS,
  // Sects & Violets' travellers: the Harlot (editions/sects-and-violets/travellers.ts)
  ...SV_TRAVELLER_KILLS,
};
