import type { Actor, Decision, GameState } from "../../../game/ruleset";
import { decideSlayerShot } from "../editions/trouble-brewing/day";
import { decideSvDayAbility } from "../editions/sects-and-violets/day";
import type { SeatId } from "../../../game/core";
import type { ClocktowerCommand, ClocktowerEvent } from "../commands";
import { characterOf, seatNameOf, showsAlive } from "../grimoire/grimoire";
import type { ClocktowerState } from "../state";
import type { Phrase } from "../../../i18n/message";
import { cd, characterName, ct } from "./words";
import { se } from "../editions/sects-and-violets/evil";

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
export function decideDayAbility(game: Game, a: Ability, ctx: { now: Date; actor: Actor }): Decision<ClocktowerEvent> {
  const rules = game.rules;
  const fail = (error: Phrase, field?: string): Decision<ClocktowerEvent> => ({
    ok: false,
    error,
    ...(field ? { field } : {}),
  });
  if (!rules.phase) return fail(ct("rules.notStarted"));
  const night = tonightOf(rules);
  const today = rules.dayAbilities?.[String(night)];
  const warnings: Phrase[] = [];
  const known = (id: SeatId) => !!rules.seats[id];
  const seat = (id: SeatId) => seatNameOf(game, id);
  const gossip = characterName(rules, "gossip");
  const moonchild = characterName(rules, "moonchild");
  switch (a.kind) {
    case "slayer":
      // Trouble Brewing's Slayer: a public shot by day (editions/trouble-brewing/day.ts).
      return decideSlayerShot(game, a, ctx);
    case "juggler":
    case "savant":
    case "artist":
      // Sects & Violets' Juggler, Savant and Artist (editions/sects-and-violets/day.ts).
      return decideSvDayAbility(game, a, ctx);
    case "gossip": {
      if (!known(a.seatId)) return fail(cd("shared.noCharacter", { seat: seat(a.seatId) }), "seatId");
      const entry = rules.seats[a.seatId]!;
      if (rules.phase.kind !== "day") warnings.push(cd("abilities.gossipByDay", { gossip }));
      if (entry.characterId !== "gossip")
        warnings.push(cd("shared.notThe", { seat: seat(a.seatId), character: gossip }));
      if (!entry.alive) warnings.push(cd("shared.deadNoAbility", { seat: seat(a.seatId) }));
      if (today?.gossip) warnings.push(cd("abilities.gossipReplaces", { gossip }));
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
      if (!g) return fail(cd("abilities.noGossipStatement", { gossip }));
      return {
        ok: true,
        event: { type: "ClocktowerDayAbilityRecorded", night: target, gossip: { ...g, true: a.true } },
        warnings,
      };
    }
    case "klutz": {
      // Sects & Violets' Klutz: "when you learn that you died, publicly choose 1 alive player: if they
      // are evil, your team loses". Recorded like the Moonchild's choice; the win check reads it.
      if (!known(a.seatId)) return fail(cd("shared.noCharacter", { seat: seat(a.seatId) }), "seatId");
      if (!known(a.chosen)) return fail(cd("shared.noCharacter", { seat: seat(a.chosen) }), "chosen");
      const entry = rules.seats[a.seatId]!;
      const klutz = characterName(rules, "klutz");
      if (entry.characterId !== "klutz") warnings.push(cd("shared.notThe", { seat: seat(a.seatId), character: klutz }));
      if (showsAlive(entry)) warnings.push(se("klutzAlive", { seat: seat(a.seatId), character: klutz }));
      if (!showsAlive(rules.seats[a.chosen]!)) warnings.push(cd("abilities.chooseAlive", { seat: seat(a.chosen) }));
      if (Object.values(rules.dayAbilities ?? {}).some((d) => d.klutz?.seatId === a.seatId))
        warnings.push(se("klutzOnce", { character: klutz }));
      return {
        ok: true,
        event: { type: "ClocktowerDayAbilityRecorded", night, klutz: { seatId: a.seatId, chosen: a.chosen } },
        warnings,
      };
    }
    case "moonchild": {
      if (!known(a.seatId)) return fail(cd("shared.noCharacter", { seat: seat(a.seatId) }), "seatId");
      if (!known(a.chosen)) return fail(cd("shared.noCharacter", { seat: seat(a.chosen) }), "chosen");
      const entry = rules.seats[a.seatId]!;
      if (entry.characterId !== "moonchild")
        warnings.push(cd("shared.notThe", { seat: seat(a.seatId), character: moonchild }));
      if (showsAlive(entry)) warnings.push(cd("abilities.moonchildAlive", { seat: seat(a.seatId), moonchild }));
      if (!showsAlive(rules.seats[a.chosen]!)) warnings.push(cd("abilities.chooseAlive", { seat: seat(a.chosen) }));
      if (characterOf(rules, entry.characterId) && a.chosen === a.seatId)
        warnings.push(cd("abilities.moonchildOther", { moonchild }));
      return {
        ok: true,
        event: { type: "ClocktowerDayAbilityRecorded", night, moonchild: { seatId: a.seatId, chosen: a.chosen } },
        warnings,
      };
    }
  }
}
