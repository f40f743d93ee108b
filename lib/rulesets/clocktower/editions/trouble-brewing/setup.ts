/**
 * Trouble Brewing's set-up: the Drunk's believed Townsfolk, the Fortune Teller's red herring (both chosen
 * at the deal) and what the Spy sees of the Grimoire. Pure; imported by decide, evolve, the role messages,
 * the night sheet and the views, so it imports none of them (no import cycle).
 */
import type { SeatId } from "../../../../game/core";
import type { Rng } from "../../../../game/rng";
import { msg, type Phrase } from "../../../../i18n/message";
import { startingAlignment, type Alignment, type Script } from "../../script/types";
import { findCharacter, type CharacterPool } from "../../setup/bag";
import { namesAmong } from "../../character-names";
import type { ClocktowerState, PlacedReminder } from "../../state";

export const DRUNK_ID = "drunk";
export const FORTUNE_TELLER_ID = "fortuneteller";
export const SPY_ID = "spy";
/** The Fortune Teller's red herring: a permanent record on a good player, not an ability's effect. */
// not text: a reminder token's name, as the publisher's data spells it
export const RED_HERRING: PlacedReminder = { characterId: FORTUNE_TELLER_ID, text: "Red Herring" };
export const isRedHerring = (t: PlacedReminder) =>
  t.characterId === RED_HERRING.characterId && t.text === RED_HERRING.text;

const rule = (name: string, values?: Parameters<typeof msg>[1]) => msg(`clocktower.rules.${name}`, values);

/**
 * The Townsfolk a Drunk is proposed to believe they are: one at random among the script's Townsfolk
 * that are neither in play nor a Demon bluff (the Drunk must not double a real player, and a bluff
 * the Demon may claim would collide). Null when none is left.
 */
export function proposeDrunkBelief(
  script: Script,
  inPlay: ReadonlySet<string>,
  bluffs: readonly string[],
  rng: Rng,
): string | null {
  const free = script.characters.filter((c) => c.team === "townsfolk" && !inPlay.has(c.id) && !bluffs.includes(c.id));
  return free.length ? rng.pick(free).id : null;
}

/** Warnings on a believed Townsfolk the storyteller chose (a storyteller may force each). */
export function drunkBeliefWarnings(
  pool: CharacterPool,
  believesId: string,
  inPlay: ReadonlySet<string>,
  bluffs: readonly string[],
): Phrase[] {
  const c = findCharacter(pool, believesId);
  if (!c) return [];
  const w: Phrase[] = [];
  if (c.team !== "townsfolk") w.push(rule("drunk.notTownsfolk", { name: c.name, ...poolNames(pool, "drunk") }));
  if (inPlay.has(c.id)) w.push(rule("inPlay", { name: c.name }));
  if (bluffs.includes(c.id)) w.push(rule("drunk.isBluff", { name: c.name }));
  return w;
}

/**
 * The red herring proposed at the deal: one good player at random, travellers left out (a traveller
 * is not part of the deal the Fortune Teller's ability was set up for). The Fortune Teller themself may be it.
 */
export function proposeRedHerring(goodSeats: readonly SeatId[], rng: Rng): SeatId | null {
  return goodSeats.length ? rng.pick(goodSeats) : null;
}

/** Dealt seats whose character starts good, in the order given. */
export function goodDealtSeats(pool: CharacterPool, assignments: Record<SeatId, string>, order: readonly SeatId[]) {
  return order.filter((id) => {
    const c = assignments[id] ? findCharacter(pool, assignments[id]!) : undefined;
    return c && startingAlignment(c.team) === "good";
  });
}

/** The values naming characters as a pool (the script, then the storyteller's additions) gives them. */
export const poolNames = (pool: CharacterPool, ...ids: Parameters<typeof namesAmong>[1][]) =>
  namesAmong([...pool.script.characters, ...(pool.extraCharacters ?? [])], ...ids);

/** Warnings on a red herring the storyteller chose. */
export function redHerringWarnings(
  seat: { name: string; alignment: Alignment | null; traveller: boolean },
  fortuneTellerInPlay: boolean,
  pool?: CharacterPool,
): Phrase[] {
  const w: Phrase[] = [];
  if (!fortuneTellerInPlay)
    w.push(
      rule("redHerring.noFortuneTeller", pool ? poolNames(pool, "fortuneteller") : namesAmong([], "fortuneteller")),
    );
  if (seat.alignment !== "good") w.push(rule("redHerring.notGood", { seat: seat.name }));
  if (seat.traveller) w.push(rule("redHerring.traveller", { seat: seat.name }));
  return w;
}

export const fortuneTellerInPlay = (rules: ClocktowerState) =>
  Object.values(rules.seats).some((s) => s.characterId === FORTUNE_TELLER_ID && !s.traveller);

/** The believed Townsfolk of a Drunk seat (null for any other seat, or a Drunk not told yet). */
export function drunkBelief(rules: ClocktowerState, seatId: SeatId): string | null {
  const seat = rules.seats[seatId];
  return seat && seat.characterId === DRUNK_ID && !seat.traveller ? (seat.drunk?.believesId ?? null) : null;
}

/** One seat of the Grimoire as the Spy sees it. */
export interface SpyGrimoireSeat {
  seatId: SeatId;
  name: string;
  characterId: string;
  characterName: string;
  /** The Drunk: the Townsfolk they believe they are. */
  believes?: { id: string; name: string };
  alignment: Alignment;
  traveller: boolean;
  alive: boolean;
  reminders: Array<{ characterId: string | null; characterName: string | null; text: string }>;
}

/**
 * Whether a Spy seat sees the Grimoire now. Our choice (the ability is "each night"): only by night
 * (not before Night 1, not by day, not after the game ended), only while the Spy is alive and their
 * ability works (`sober`: not drunk nor poisoned, as the night's resolution reads it). A dead or
 * poisoned Spy's link shows nothing: the storyteller may still show them a false grimoire by hand.
 */
export function spySeesGrimoire(rules: ClocktowerState, seatId: SeatId, sober: boolean): boolean {
  const seat = rules.seats[seatId];
  return (
    !!seat &&
    seat.characterId === SPY_ID &&
    !seat.traveller &&
    seat.alive &&
    sober &&
    rules.phase?.kind === "night" &&
    !rules.winner
  );
}

/**
 * The Grimoire as it stands now, every seat holding a character in seat order: name, character (the
 * Drunk with their belief), alignment, alive (in truth), reminders. Read-only; no notes, no night records.
 */
export function spyGrimoire(
  rules: ClocktowerState,
  seats: ReadonlyArray<{ id: SeatId; name: string }>,
): SpyGrimoireSeat[] {
  const pool = rules.script ? { script: rules.script, extraCharacters: rules.extraCharacters } : null;
  const nameOf = (id: string) => (pool ? findCharacter(pool, id)?.name : undefined) ?? id;
  return seats.flatMap((s) => {
    const e = rules.seats[s.id];
    if (!e) return [];
    const believes = drunkBelief(rules, s.id);
    return [
      {
        seatId: s.id,
        name: s.name,
        characterId: e.characterId,
        characterName: nameOf(e.characterId),
        ...(believes ? { believes: { id: believes, name: nameOf(believes) } } : {}),
        alignment: e.alignment,
        traveller: e.traveller,
        alive: e.alive,
        reminders: e.reminders.map((r) => ({
          characterId: r.characterId,
          characterName: r.characterId ? nameOf(r.characterId) : null,
          text: r.text,
        })),
      },
    ];
  });
}
