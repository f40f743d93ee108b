import type { GameState } from "../../game/ruleset";
import type { SeatId } from "../../game/core";
import type { Alignment, Script, Team } from "./script/types";
import { characterSheet, nightOrder, type CharacterSheet, type NightOrder } from "./script/sheet";
import { bagStatus, findCharacter, type Bag, type BagStatus } from "./setup/bag";
import { travellerLimit } from "./setup/travellers";
import { LUNATIC_ID, roleMessageFor, roleMessages, type RoleMessage } from "./setup/role-messages";
import type { ClocktowerState, LunaticBelief, PlacedReminder } from "./state";
import { dealtSeatIds, poolOf } from "./decide";

type Game = GameState<ClocktowerState>;

/** What anyone may see: the script, its night order, the fabled and the travellers. Nothing else. */
export interface ClocktowerPublicView {
  script: null | {
    sheet: CharacterSheet;
    nightOrder: { firstNight: Array<{ id: string; name: string }>; otherNight: Array<{ id: string; name: string }> };
  };
  fabled: Array<{ id: string; name: string; ability: string }>;
  travellers: Array<{ seatId: SeatId; characterId: string; name: string; ability: string }>;
  /** Non-traveller players, and how many travellers the script allows for that many (null: no limit). */
  players: number;
  travellerLimit: number | null;
  dealt: boolean;
}

export interface ClocktowerPlayerView {
  /** The seat's role message (null before the deal, or while the storyteller prepares it). */
  roleMessage: RoleMessage | null;
}

export interface ModeratorSeat {
  seatId: SeatId;
  name: string;
  characterId: string;
  characterName: string;
  team: Team | null;
  alignment: Alignment;
  traveller: boolean;
  alive: boolean;
  reminders: PlacedReminder[];
  lunatic?: LunaticBelief;
}

export interface ClocktowerModeratorView {
  script: Script | null;
  sheet: CharacterSheet | null;
  nightOrder: NightOrder | null;
  extraCharacters: ClocktowerState["extraCharacters"];
  players: number;
  travellerLimit: number | null;
  bag: Bag | null;
  /** The bag builder for the current seats (of an empty bag before one is set); null without a script. */
  bagStatus: BagStatus | null;
  deal: ClocktowerState["deal"];
  seats: ModeratorSeat[];
  bluffs: Array<{ id: string; name: string }>;
  fabled: Array<{ id: string; name: string; ability: string }>;
  roleMessages: RoleMessage[];
  /** What the storyteller still has to do. */
  hints: string[];
}

const brief = (game: Game, id: string) => {
  const pool = poolOf(game.rules);
  const c = pool ? findCharacter(pool, id) : undefined;
  return { id, name: c?.name ?? id, ability: c?.ability ?? "" };
};

export function clocktowerPublicView(game: Game): ClocktowerPublicView {
  const { rules, core } = game;
  const script = rules.script;
  const order = script ? nightOrder(script) : null;
  const names = (steps: NightOrder["firstNight"]) => steps.map((s) => ({ id: s.id, name: s.name }));
  const travellers = core.seats.flatMap((seat) => {
    const entry = rules.seats[seat.id];
    if (!entry?.traveller) return [];
    const { name, ability } = brief(game, entry.characterId);
    return [{ seatId: seat.id, characterId: entry.characterId, name, ability }];
  });
  const players = dealtSeatIds(game).length;
  return {
    script: script && order ? { sheet: characterSheet(script), nightOrder: { firstNight: names(order.firstNight), otherNight: names(order.otherNight) } } : null,
    fabled: rules.fabled.map((id) => brief(game, id)),
    travellers,
    players,
    travellerLimit: travellerLimit(script, players),
    dealt: rules.deal !== null,
  };
}

export function clocktowerPlayerView(game: Game, seatId: SeatId): ClocktowerPlayerView {
  return { roleMessage: roleMessageFor(game.rules, game.core.seats, seatId) };
}

export function clocktowerModeratorView(game: Game): ClocktowerModeratorView {
  const { rules, core } = game;
  const pool = poolOf(rules);
  const players = dealtSeatIds(game).length;
  const seats: ModeratorSeat[] = core.seats.flatMap((seat) => {
    const e = rules.seats[seat.id];
    if (!e) return [];
    const c = pool ? findCharacter(pool, e.characterId) : undefined;
    return [
      {
        seatId: seat.id,
        name: seat.name,
        characterId: e.characterId,
        characterName: c?.name ?? e.characterId,
        team: c?.team ?? null,
        alignment: e.alignment,
        traveller: e.traveller,
        alive: e.alive,
        reminders: e.reminders,
        ...(e.lunatic ? { lunatic: e.lunatic } : {}),
      },
    ];
  });
  const hints: string[] = [];
  if (!rules.script) hints.push("Choose a script.");
  else if (!rules.bag) hints.push("Build the bag.");
  if (rules.script && !rules.deal) hints.push("Deal the characters.");
  if (rules.deal) {
    const undealt = core.seats.filter((s) => !rules.seats[s.id]);
    if (undealt.length > 0) hints.push(`No character yet for ${undealt.map((s) => s.name).join(", ")}.`);
    for (const s of seats)
      if (s.characterId === LUNATIC_ID && !s.traveller && !s.lunatic)
        hints.push(`Choose the Demon ${s.name} (the Lunatic) thinks they are: their role message waits for it.`);
    if (rules.bluffs.length !== 3) hints.push("Choose the Demon's three bluffs.");
  }
  return {
    script: rules.script,
    sheet: rules.script ? characterSheet(rules.script) : null,
    nightOrder: rules.script ? nightOrder(rules.script) : null,
    extraCharacters: rules.extraCharacters,
    players,
    travellerLimit: travellerLimit(rules.script, players),
    bag: rules.bag,
    bagStatus: pool ? bagStatus(pool, rules.bag ?? { characterIds: [], setupChoices: {} }, players) : null,
    deal: rules.deal,
    seats,
    bluffs: rules.bluffs.map((id) => ({ id, name: brief(game, id).name })),
    fabled: rules.fabled.map((id) => brief(game, id)),
    roleMessages: roleMessages(rules, core.seats),
    hints,
  };
}
