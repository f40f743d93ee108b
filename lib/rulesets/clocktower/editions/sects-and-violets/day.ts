/**
 * Sects & Violets' day abilities kept by the app (`clocktower.dayAbility`): the Juggler's guesses, the
 * Savant's statements and the Artist's question. Each is stored with the night it leads to
 * (`dayAbilities[tonight]`), where that night's information reads it (info.ts: the Juggler's count, the
 * Mathematician's count of abilities that worked abnormally).
 *
 * - Juggler: "On your 1st day, publicly guess up to 5 players' characters. That night, you learn how
 *   many you got correct." From the Juggler's link or recorded by the storyteller; sent again the same day
 *   it replaces the guesses (a forum player edits their post). On another day than their first, refused on
 *   the link, a warning for the storyteller (who may force).
 * - Savant: "Each day, you may visit the Storyteller to learn 2 things in private: 1 is true & 1 is
 *   false." The storyteller records the two statements; a second record the same day replaces the first
 *   (warned).
 * - Artist: "Once per game, during the day, privately ask the Storyteller any yes/no question." The
 *   question and the answer; recorded again the same day, it replaces (the answer added later). A second
 *   use on a later day is refused, for the storyteller too (undo the first if it was a mistake): the rule
 *   is once per game and nothing in the edition gives it back.
 *
 * The Savant's and the Artist's sobriety is stored with the record (read when recorded): the
 * Mathematician counts a drunk or poisoned one.
 */
import type { Actor, Decision, GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import type { ClocktowerCommand, ClocktowerEvent } from "../../commands";
import { characterOf, seatNameOf, showsAlive } from "../../grimoire/grimoire";
import { currentDayOf, type ClocktowerState } from "../../state";
import { malfunctions } from "../../night/resolve";
import type { Phrase } from "../../../../i18n/message";
import { cd, characterName } from "../../day/words";
import { philosopherGained } from "./night";
import { characterAtDusk } from "./info";

type Game = GameState<ClocktowerState>;
type Ability = Extract<ClocktowerCommand, { type: "clocktower.dayAbility" }>["ability"];
export type SvDayAbility = Extract<Ability, { kind: "juggler" | "savant" | "artist" }>;

export const SV_DAY_ABILITIES: ReadonlySet<string> = new Set(["juggler", "savant", "artist"]);
/** The day abilities a player may send from their own link (the others are the storyteller's to record). */
export const PLAYER_DAY_ABILITIES: ReadonlySet<string> = new Set(["juggler"]);

const sv = (key: string, values?: Parameters<typeof cd>[1]) => cd(`sv.${key}`, values);

/** Whether the seat has this ability now: holds the character, or gained it as the Philosopher. */
const holds = (rules: ClocktowerState, seatId: SeatId, characterId: string) => {
  const seat = rules.seats[seatId];
  return !!seat && (seat.characterId === characterId || philosopherGained(seat) === characterId);
};

/**
 * The Juggler's first day: the day after the first night the seat held the Juggler (at its dusk, or
 * made it during that night: the Pit-Hag's, the Barber's change); a Juggler with no night yet (set by
 * hand by day) has today. Null when the seat is not the Juggler.
 */
export function jugglerFirstDay(game: Game, seatId: SeatId): number | null {
  const rules = game.rules;
  const nights = Object.values(rules.nights ?? {}).sort((a, b) => a.number - b.number);
  for (const night of nights) {
    if (characterAtDusk(game, night.number, seatId) === "juggler") return night.number;
    const lists = [...Object.values(night.applied ?? {}), night.dawnEffects ?? []];
    if (lists.some((l) => l.some((e) => e.kind === "character" && e.seatId === seatId && e.characterId === "juggler")))
      return night.number;
  }
  return holds(rules, seatId, "juggler") ? (rules.phase?.number ?? 1) : null;
}

/** The days a seat recorded the ability on (from `dayAbilities`, keyed by the night after the day). */
function daysUsed(rules: ClocktowerState, kind: "juggler" | "artist", seatId: SeatId): number[] {
  return Object.entries(rules.dayAbilities ?? {})
    .filter(([, d]) => d[kind]?.seatId === seatId)
    .map(([night]) => Number(night) - 1);
}

export function decideSvDayAbility(
  game: Game,
  a: SvDayAbility,
  ctx: { now: Date; actor: Actor },
): Decision<ClocktowerEvent> {
  const rules = game.rules;
  const player = ctx.actor.kind === "player" ? ctx.actor.seatId : null;
  const fail = (error: Phrase, field?: string): Decision<ClocktowerEvent> => ({
    ok: false,
    error,
    ...(field ? { field } : {}),
  });
  const character = characterName(rules, a.kind);
  const day = currentDayOf(rules);
  if (!day) return fail(sv("byDay", { character }));
  const seatId = a.seatId ?? player;
  if (!seatId) return fail(cd("shared.noCharacter", { seat: "?" }), "seatId");
  if (player && seatId !== player) return fail(sv("ownSeat"), "seatId");
  if (!rules.seats[seatId]) return fail(cd("shared.noCharacter", { seat: seatNameOf(game, seatId) }), "seatId");
  const seat = rules.seats[seatId]!;
  const name = seatNameOf(game, seatId);
  const night = day.day + 1;
  const today = rules.dayAbilities?.[String(night)] ?? {};
  // What a player is refused, the storyteller is warned of (they may force it).
  const breaks: Phrase[] = [];
  if (!holds(rules, seatId, a.kind)) breaks.push(cd("shared.notThe", { seat: name, character }));
  if (!showsAlive(seat) || !seat.alive) breaks.push(cd("shared.deadNoAbility", { seat: name }));
  const warnings: Phrase[] = [];
  const malfunctioning = malfunctions(rules.seats, seatId);

  switch (a.kind) {
    case "juggler": {
      const seen = new Set<SeatId>();
      for (const g of a.guesses) {
        if (!rules.seats[g.seatId])
          return fail(cd("shared.noCharacter", { seat: seatNameOf(game, g.seatId) }), "guesses");
        if (seen.has(g.seatId)) return fail(sv("guessedTwice", { seat: seatNameOf(game, g.seatId) }), "guesses");
        seen.add(g.seatId);
        if (!characterOf(rules, g.characterId)) return fail(sv("unknownCharacter", { id: g.characterId }), "guesses");
      }
      const first = jugglerFirstDay(game, seatId);
      const earlier = daysUsed(rules, "juggler", seatId).filter((d) => d !== day.day);
      if (earlier.length) breaks.push(sv("jugglerGuessed", { seat: name, day: earlier[0]!, character }));
      else if (first !== null && first !== day.day)
        breaks.push(sv("jugglerFirstDay", { seat: name, day: first, character }));
      if (player && breaks.length) return fail(breaks[0]!);
      if (today.juggler?.seatId === seatId) warnings.push(sv("replaces", { character }));
      return {
        ok: true,
        event: {
          type: "ClocktowerDayAbilityRecorded",
          night,
          juggler: { seatId, guesses: a.guesses.map((g) => ({ seatId: g.seatId, characterId: g.characterId })) },
        },
        warnings: [...breaks, ...warnings],
      };
    }
    case "savant": {
      if (today.savant) warnings.push(sv("replaces", { character }));
      return {
        ok: true,
        event: {
          type: "ClocktowerDayAbilityRecorded",
          night,
          savant: { seatId, statements: [a.statements[0], a.statements[1]], malfunctioning },
        },
        warnings: [...breaks, ...warnings],
      };
    }
    case "artist": {
      const earlier = daysUsed(rules, "artist", seatId).filter((d) => d !== day.day);
      if (earlier.length) return fail(sv("artistUsed", { seat: name, day: earlier[0]!, character }));
      return {
        ok: true,
        event: {
          type: "ClocktowerDayAbilityRecorded",
          night,
          artist: {
            seatId,
            question: a.question,
            ...(a.answer !== undefined ? { answer: a.answer } : {}),
            malfunctioning,
          },
        },
        warnings: [...breaks, ...warnings],
      };
    }
  }
}

/** What a player's link shows of their own day ability: the Juggler's form and guesses, what the Savant and the Artist learned. */
export interface SvDayView {
  /** The Juggler's link: whether guesses may be sent now (by day, their first day) and the guesses made. */
  juggler: { mayGuess: boolean; guesses: Array<{ seatId: SeatId; characterId: string }> } | null;
  /** What the storyteller told this seat by day (the Savant's statements, the Artist's answer), day by day. */
  told: Array<{ day: number; text: Phrase }>;
}

/** The seat's own Sects & Violets day abilities, for their link only (null: none of them). */
export function svDayView(game: Game, seatId: SeatId): SvDayView | null {
  const rules = game.rules;
  const told: SvDayView["told"] = [];
  const days = Object.entries(rules.dayAbilities ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  for (const [night, d] of days) {
    const day = Number(night) - 1;
    if (d.savant?.seatId === seatId)
      told.push({ day, text: sv("savantTold", { a: d.savant.statements[0], b: d.savant.statements[1] }) });
    if (d.artist?.seatId === seatId && d.artist.answer !== undefined)
      told.push({
        day,
        text: sv("artistTold", { question: d.artist.question, answer: d.artist.answer ? "yes" : "no" }),
      });
  }
  let juggler: SvDayView["juggler"] = null;
  if (holds(rules, seatId, "juggler")) {
    const today = currentDayOf(rules);
    // Their guesses stay on the link after the day (the latest recorded: a Juggler guesses on one day).
    const guessed = days
      .map(([, d]) => d.juggler)
      .filter((x) => x?.seatId === seatId)
      .at(-1);
    const first = jugglerFirstDay(game, seatId);
    const earlier = daysUsed(rules, "juggler", seatId).filter((x) => x !== today?.day);
    juggler = {
      mayGuess: !!today && !rules.winner && earlier.length === 0 && first === today.day && !!rules.seats[seatId]?.alive,
      guesses: guessed?.guesses ?? [],
    };
  }
  return juggler || told.length ? { juggler, told } : null;
}
