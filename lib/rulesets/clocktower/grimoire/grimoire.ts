import { deviantHint } from "../editions/sects-and-violets/travellers";
import type { GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import type { Character } from "../script/types";
import { findCharacter } from "../setup/bag";
import type { ClocktowerState, Death, DeathCause, Phase, PlacedReminder, SeatGrimoire } from "../state";
import { msg, type Message, type MessageValue, type Phrase } from "../../../i18n/message";
import { namesAmong, type NamedCharacter } from "../character-names";

type Game = GameState<ClocktowerState>;

const alignmentWord = (a: "good" | "evil") => msg(`clocktower.alignment.${a}`);

/** A message of the grimoire (namespace `clocktower.grimoireRules`, messages/<locale>/clocktower.json). */
import { svWinChecks } from "../editions/sects-and-violets/win";
const g = (key: string, values?: Record<string, MessageValue>): Message =>
  msg(`clocktower.grimoireRules.grimoire.${key}`, values);

/** Tokens any game may use, whatever is in play. */
export const GLOBAL_REMINDERS = ["Drunk", "Poisoned"] as const;

export const characterOf = (rules: ClocktowerState, id: string): Character | undefined =>
  rules.script ? findCharacter({ script: rules.script, extraCharacters: rules.extraCharacters }, id) : undefined;

/**
 * The values naming these characters as the game's script gives them (a Japanese script's names read
 * Japanese): `named(rules, "lunatic")` is `{ lunatic: "Lunatic" }` on an English script (character-names.ts).
 */
export const named = (rules: ClocktowerState, ...ids: NamedCharacter[]): Record<string, string> =>
  namesAmong(gameCharacters(rules), ...ids);

/** The game's characters: its script's, then the ones the storyteller added. */
export const gameCharacters = (rules: ClocktowerState): Character[] => [
  ...(rules.script?.characters ?? []),
  ...(rules.extraCharacters ?? []),
];

export const seatNameOf = (game: Game, id: SeatId) => game.core.seats.find((s) => s.id === id)?.name ?? id;

/** "Night 2", "Day 1"; "Setup" before Night 1. */
export function phaseLabel(phase: Phase | undefined): Message {
  if (!phase) return msg("clocktower.timeline.setup");
  return msg("clocktower.phase.label", { kind: phase.kind, number: phase.number });
}
/** "N2", "D1": the time a death is recorded at. */
export const phaseCode = (phase: Phase) => `${phase.kind === "night" ? "N" : "D"}${phase.number}`;

/** Alive in truth (a Zombuul that registers dead is alive). */
export const isAlive = (seat: SeatGrimoire) => seat.alive;
/** Alive as the town sees it. */
export const showsAlive = (seat: SeatGrimoire) => seat.alive && !seat.registersDead;

/** "D1" → day 1, "N2" → night 2: the time of a death code, as the phase-code message takes it. */
export const phaseCodeValues = (time: string) => ({
  kind: time.startsWith("D") ? "day" : "night",
  number: Number(time.slice(1)),
});
/** "D1", "N2" in English; 「1日目」「第2夜」 in Japanese (day.posts.phaseCode). */
const timeCode = (time: string): Message => msg("clocktower.forumDay.posts.phaseCode", phaseCodeValues(time));

/**
 * What the town may read about a death: "Executed D1" for an execution, "Exiled D1" for a traveller's
 * exile, "Died N2" for any other death (at night or by an ability, by day or by night). The killer's character never shows. This is
 * a code the public view and the posts match on (posts/input.ts `deathLabel` words it in the game's
 * language), not a sentence.
 */
export function publicDeathLabel(death: Death): string {
  // not text: the town's death code ("Exiled D1"), worded in the reader's language by posts/input.ts deathLabel
  return `${PUBLIC_DEATH_CODE[death.cause]} ${death.time}`;
}
// not text: the town's death codes
const PUBLIC_DEATH_CODE: Record<DeathCause, string> = {
  executed: "Executed",
  exiled: "Exiled",
  night: "Died",
  ability: "Died",
};

/** An execution or a traveller's exile: the day's deaths by the town's vote, never at night. */
export const byDay = (cause: DeathCause) => cause === "executed" || cause === "exiled";

/**
 * The storyteller's label: "Executed D1", "Died N2", "Killed by the Gambler's ability (N2)"; in Japanese the
 * phase in words (「第2夜 に死亡」).
 * The character's name is the script's, passed as it is.
 */
export function moderatorDeathLabel(rules: ClocktowerState, death: Death): Message {
  if (death.cause === "ability") {
    const by = death.by ? (characterOf(rules, death.by)?.name ?? death.by) : null;
    return by
      ? g("killedBy", { by, time: timeCode(death.time) })
      : g("killedByAbility", { time: timeCode(death.time) });
  }
  if (death.cause === "executed") return g("executed", { time: timeCode(death.time) });
  if (death.cause === "exiled") return g("exiled", { time: timeCode(death.time) });
  return g("died", { time: timeCode(death.time) });
}

/** Tokens the storyteller may place: the characters in play and the bluffs, plus the global ones. */
export function availableReminders(rules: ClocktowerState): PlacedReminder[] {
  const ids = new Set<string>([
    ...Object.values(rules.seats).map((s) => s.characterId),
    ...rules.bluffs,
    ...rules.fabled,
  ]);
  const out: PlacedReminder[] = [];
  const seen = new Set<string>();
  const add = (characterId: string | null, text: string) => {
    const k = `${characterId}|${text}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ characterId, text });
  };
  for (const id of ids) {
    const c = characterOf(rules, id);
    for (const t of c?.reminders ?? []) add(id, t);
  }
  for (const c of [...(rules.script?.characters ?? []), ...rules.extraCharacters])
    for (const t of c.remindersGlobal) add(c.id, t);
  for (const t of GLOBAL_REMINDERS) add(null, t);
  return out;
}

export const sameToken = (a: PlacedReminder, b: PlacedReminder) => a.characterId === b.characterId && a.text === b.text;

const tokenName = (rules: ClocktowerState, t: PlacedReminder) =>
  t.characterId ? `${t.text} (${characterOf(rules, t.characterId)?.name ?? t.characterId})` : t.text;
export { tokenName };

/** Warnings on placing a token: a character not in play (nor a bluff), a text the character does not have. */
export function reminderWarnings(rules: ClocktowerState, token: PlacedReminder): Message[] {
  if (!token.characterId) return [];
  const c = characterOf(rules, token.characterId);
  if (!c) return [msg("clocktower.rules.unknownCharacter", { id: token.characterId })];
  const w: Message[] = [];
  const inPlay =
    Object.values(rules.seats).some((s) => s.characterId === c.id) ||
    rules.bluffs.includes(c.id) ||
    rules.fabled.includes(c.id);
  if (!inPlay && !c.remindersGlobal.includes(token.text)) w.push(g("notInPlay", { name: c.name }));
  if (![...c.reminders, ...c.remindersGlobal].includes(token.text))
    w.push(g("noSuchToken", { name: c.name, token: token.text }));
  return w;
}

/** Whether a token makes its seat drunk or poisoned. */
export const isMalfunctionToken = (t: PlacedReminder) => /drunk|poison/i.test(t.text);

/** Seats in seat order with their grimoire entry. */
export function grimoireSeats(game: Game): Array<{ id: SeatId; name: string; entry: SeatGrimoire }> {
  return game.core.seats.flatMap((s) => {
    const entry = game.rules.seats[s.id];
    return entry ? [{ id: s.id, name: s.name, entry }] : [];
  });
}

/**
 * The alive neighbours of a seat (in seat order, skipping the dead and travellers): travellers do not
 * count for abilities, so the Tea Lady's neighbours are the nearest living non-travellers either side.
 */
function aliveNeighbours(game: Game, seatId: SeatId): SeatId[] {
  const seats = grimoireSeats(game).filter((s) => s.id === seatId || (showsAlive(s.entry) && !s.entry.traveller));
  const i = seats.findIndex((s) => s.id === seatId);
  if (i < 0 || seats.length < 3) return seats.filter((s) => s.id !== seatId).map((s) => s.id);
  return [seats[(i - 1 + seats.length) % seats.length]!.id, seats[(i + 1) % seats.length]!.id];
}

const malfunctioning = (seat: SeatGrimoire) => seat.reminders.some(isMalfunctionToken) || !seat.alive;

/**
 * Hints on a death decision: what the characters in play say about it (the Fool's first death, the
 * Sailor, the Tea Lady, the Pacifist, a Zombuul's first death, protective tokens). The storyteller decides.
 */
export function deathHints(game: Game, seatId: SeatId, cause: DeathCause, by?: string): Message[] {
  const rules = game.rules;
  const seat = rules.seats[seatId];
  if (!seat) return [];
  const name = seatNameOf(game, seatId);
  const hints: Message[] = [];
  const char = seat.characterId;
  // The Assassin: "they die, even if for some reason they could not": no protection holds (the Fool,
  // the Sailor, the Tea Lady, Safe). A Zombuul still only registers dead: it does die, as its ability says.
  const protectable = by !== "assassin";
  if (char === "zombuul" && !seat.firstDeathUsed)
    hints.push(g("zombuulFirstDeath", { seat: name, ...named(rules, "zombuul") }));
  // A traveller is usually exiled rather than killed: asked before any other death.
  if (seat.traveller && cause !== "exiled") hints.push(g("travellerExiled", { seat: name }));
  // Sects & Violets' Deviant: if they were funny today, they cannot die by exile (the storyteller judges).
  const deviant = byDay(cause) && rules.phase?.kind === "day" ? deviantHint(game, seatId) : null;
  if (deviant) hints.push(deviant);
  if (!protectable) return hints;
  return [...hints, ...protections(game, seatId, cause)];
}

/** The Zombuul's hint: a death that only registers, not a warning about who dies. */
export const isZombuulHint = (h: Phrase) =>
  typeof h === "string" ? h.includes("Zombuul") : h.key === g("zombuulFirstDeath").key;
/** The Fool's own protection (the first time they die, they don't). */
export const isFoolHint = (h: Phrase) =>
  // not text: matches a hint said in English before the hints were messages
  typeof h === "string" ? h.includes("is the Fool") : h.key === g("fool").key;

/** Why a seat would not die of this death (the Fool, the Sailor, the Tea Lady, the Pacifist, tokens); the Assassin's kill ignores them. */
export function protections(game: Game, seatId: SeatId, cause: DeathCause, by?: string): Message[] {
  const rules = game.rules;
  const seat = rules.seats[seatId];
  if (!seat || by === "assassin") return [];
  const name = seatNameOf(game, seatId);
  const hints: Message[] = [];
  const char = seat.characterId;
  const sober = !seat.reminders.some(isMalfunctionToken);
  if (char === "fool" && !seat.firstDeathUsed && !seat.reminders.some((r) => r.text === "No Ability") && sober)
    hints.push(g("fool", { seat: name, ...named(rules, "fool") }));
  if (char === "sailor" && sober) hints.push(g("sailor", { seat: name, ...named(rules, "sailor") }));
  for (const [id, s] of Object.entries(rules.seats)) {
    if (s.characterId !== "tealady" || !s.alive || malfunctioning(s)) continue;
    const n = aliveNeighbours(game, id);
    if (n.includes(seatId) && n.length === 2 && n.every((x) => rules.seats[x]?.alignment === "good"))
      hints.push(g("teaLady", { seat: name, teaLadySeat: seatNameOf(game, id), ...named(rules, "tealady") }));
  }
  if (
    cause === "executed" &&
    seat.alignment === "good" &&
    Object.values(rules.seats).some((s) => s.characterId === "pacifist" && s.alive && !malfunctioning(s))
  )
    hints.push(g("pacifist", named(rules, "pacifist")));
  if (cause === "executed" && seat.reminders.some((r) => r.text === "Survives Execution"))
    hints.push(g("survivesExecution", { seat: name, ...named(rules, "devilsadvocate") }));
  // Trouble Brewing: the Soldier and the Monk's Safe hold against the Demon only. A night death
  // recorded without `by` is read as the Demon's (a Demon's kill is the night's default cause).
  const byDemon = by ? characterOf(rules, by)?.team === "demon" : cause === "night";
  if (char === "soldier" && sober && byDemon && !byDay(cause))
    hints.push(tb("soldier", { seat: name, ...named(rules, "soldier") }));
  if (!byDay(cause))
    for (const r of seat.reminders)
      if (r.characterId === "monk" && r.text === "Safe") {
        if (byDemon) hints.push(tb("monkSafe", { seat: name, token: tokenName(rules, r) }));
      } else if (r.text === "Safe" || r.text === "Cannot Die")
        hints.push(g("cannotDieTonight", { seat: name, token: tokenName(rules, r) }));
  return hints;
}

/** A message of Trouble Brewing's night (`clocktower.night.tbNight.*`). */
const tb = (key: string, values?: Record<string, MessageValue>): Message =>
  msg(`clocktower.night.tbNight.${key}`, values);

/**
 * Trouble Brewing's Scarlet Woman: when a Demon dies while 5 or more players are alive (travellers not
 * counted, `aliveBefore` counted before that death), a living, sober Scarlet Woman becomes the Demon.
 * Her seat, or null. `ok` narrows it (the dawn reads the grimoire as the night left it).
 */
export function scarletWomanHeir(game: Game, aliveBefore: number, ok?: (id: SeatId) => boolean): SeatId | null {
  if (aliveBefore < 5) return null;
  const hit = grimoireSeats(game).find(
    (s) =>
      s.entry.characterId === "scarletwoman" &&
      !s.entry.traveller &&
      (ok ? ok(s.id) : s.entry.alive && !s.entry.registersDead && !s.entry.reminders.some(isMalfunctionToken)),
  );
  return hit?.id ?? null;
}

/**
 * By day (an execution, the Slayer): every Demon is dead, the last one by day; the Scarlet Woman who
 * takes over, or null. The storyteller sets
 * her character (`clocktower.setCharacter`, which then does not warn).
 */
export function dayScarletWomanHeir(game: Game): { seatId: SeatId; demonSeatId: SeatId; characterId: string } | null {
  const rules = game.rules;
  const players = grimoireSeats(game).filter((s) => !s.entry.traveller);
  const demons = players.filter((s) => characterOf(rules, s.entry.characterId)?.team === "demon");
  if (demons.length === 0 || demons.some((d) => d.entry.alive)) return null;
  const last = demons.filter((d) => d.entry.death?.time.startsWith("D")).at(-1);
  if (!last) return null;
  // Counted before the death: the living and the Demon itself (a day's deaths share one time code, so
  // another death earlier that day cannot be told from one at the same moment: a day's Demon dies alone).
  const aliveBefore = players.filter((s) => s.entry.alive).length + 1;
  const heir = scarletWomanHeir(game, aliveBefore);
  return heir ? { seatId: heir, demonSeatId: last.id, characterId: last.entry.characterId } : null;
}

export interface WinCheck {
  winner: "good" | "evil" | null;
  reason: Message;
}

/** The game-ending conditions the grimoire meets now. Shown as hints; `clocktower.endGame` applies one. */
export function winChecks(game: Game): WinCheck[] {
  const rules = game.rules;
  if (rules.winner || !rules.deal) return [];
  const players = grimoireSeats(game).filter((s) => !s.entry.traveller);
  const team = (s: SeatGrimoire) => characterOf(rules, s.characterId)?.team;
  const demons = players.filter((s) => team(s.entry) === "demon");
  const out: WinCheck[] = [];
  for (const z of demons.filter((d) => d.entry.alive && d.entry.registersDead))
    out.push({ winner: null, reason: g("win.zombuulAlive", { seat: z.name, ...named(rules, "zombuul") }) });
  const aliveDemons = demons.filter((d) => d.entry.alive);
  const alive = players.filter((s) => s.entry.alive);
  const heir = dayScarletWomanHeir(game);
  // The game goes on: the Scarlet Woman becomes the Demon (the host sets her character). By day the
  // heir names the dead Demon; at any time a living sober Scarlet Woman with enough alive holds it open.
  if (heir)
    out.push({
      winner: null,
      reason: tb("scarletWomanHeir", {
        seat: seatNameOf(game, heir.seatId),
        demon: seatNameOf(game, heir.demonSeatId),
        character: characterOf(rules, heir.characterId)?.name ?? heir.characterId,
        ...named(rules, "scarletwoman"),
      }),
    });
  else if (demons.length > 0 && aliveDemons.length === 0)
    out.push(scarletWomanSuccession(game, alive) ?? demonsDeadCheck(game, players, demons));
  out.push(...fiddlerChecks(game));
  out.push(...saintChecks(game, players), ...mayorChecks(game, alive));
  if (aliveDemons.length > 0 && alive.length <= 2)
    out.push({
      winner: "evil",
      reason: g("win.twoAlive", { count: alive.length }),
    });
  // Sects & Violets: the Vortox's day without an execution, the Evil Twin.
  return svWinChecks(game, out);
}

/** A character's name as the script spells it (never translated). */
const nameOf = (rules: ClocktowerState, id: string) => characterOf(rules, id)?.name ?? id;

/**
 * Trouble Brewing's Scarlet Woman: the Demon dead while 5 or more players were alive (the dead Demon
 * counted: 4 alive now) and a living, sober Scarlet Woman: she becomes the Demon, the game goes on.
 * The storyteller makes her the Imp; until then the check says so instead of "good wins".
 */
function scarletWomanSuccession(game: Game, alive: GrimoireSeatRow[]): WinCheck | null {
  const sw = alive.find((s) => s.entry.characterId === "scarletwoman" && !s.entry.reminders.some(isMalfunctionToken));
  if (!sw || alive.length + 1 < 5) return null;
  return {
    winner: null,
    reason: g("win.scarletWoman", { seat: sw.name, character: nameOf(game.rules, "scarletwoman") }),
  };
}

/**
 * Trouble Brewing's Saint: executed and killed while sober → evil wins. Sobriety is the one stored
 * with the execution (`death.malfunctioning`), so tokens taken away later change nothing; an execution
 * recorded by hand (`markDead`) stores none and reads as sober. An execution that does not kill is no
 * death: nothing.
 */
function saintChecks(game: Game, players: GrimoireSeatRow[]): WinCheck[] {
  return players
    .filter(
      (s) =>
        s.entry.characterId === "saint" &&
        !s.entry.alive &&
        s.entry.death?.cause === "executed" &&
        !s.entry.death.malfunctioning,
    )
    .map((s) => ({
      winner: "evil" as const,
      reason: g("win.saint", { seat: s.name, character: nameOf(game.rules, "saint") }),
    }));
}

/**
 * Trouble Brewing's Mayor: the day resolved with nobody executed while exactly 3 players (travellers
 * not counted) are alive, and a living, sober Mayor → good wins. Read while that day lasts (the game
 * ends at its end); the Mayor's sobriety is read now, as the storyteller would at the day's end.
 */
function mayorChecks(game: Game, alive: GrimoireSeatRow[]): WinCheck[] {
  const rules = game.rules;
  if (rules.phase?.kind !== "day") return [];
  const result = rules.days?.[String(rules.phase.number)]?.result;
  if (!result || result.executed !== null || result.fiddler || alive.length !== 3) return [];
  const mayor = alive.find((s) => s.entry.characterId === "mayor" && !s.entry.reminders.some(isMalfunctionToken));
  return mayor
    ? [{ winner: "good", reason: g("win.mayor", { seat: mayor.name, character: nameOf(rules, "mayor") }) }]
    : [];
}

/**
 * The Fiddler: "All players then vote which of these two wins the game." The player with the most
 * votes wins with their team (their alignment when the vote resolves). A tie: the rulebook's
 * "In the event of a tie, Good wins." is read as deciding it, as a host would.
 */
function fiddlerChecks(game: Game): WinCheck[] {
  const rules = game.rules;
  return Object.values(rules.days ?? {}).flatMap((d): WinCheck[] => {
    const f = d.result?.fiddler;
    if (!f) return [];
    const seat = f.winner ? rules.seats[f.winner] : undefined;
    if (!f.winner || !seat) return [{ winner: "good", reason: g("win.fiddlerTie", named(game.rules, "fiddler")) }];
    return [
      {
        winner: seat.alignment,
        reason: g("win.fiddler", {
          seat: seatNameOf(game, f.winner),
          alignment: alignmentWord(seat.alignment),
          ...named(game.rules, "fiddler"),
        }),
      },
    ];
  });
}

type GrimoireSeatRow = ReturnType<typeof grimoireSeats>[number];

/** The day an executed Demon died on ("D3" → 3), or null. */
const executionDay = (s: GrimoireSeatRow) =>
  s.entry.death?.cause === "executed" && s.entry.death.time.startsWith("D")
    ? Number(s.entry.death.time.slice(1))
    : null;

/**
 * Every Demon is dead. The Mastermind: "If the demon dies by execution (ending the game), play for 1
 * more day. If a player is then executed, their team loses." The extra day is the day after the
 * execution; whoever is executed on it loses with their team even if the execution does not kill
 * them; if it ends with nobody executed, good wins.
 */
function demonsDeadCheck(game: Game, players: GrimoireSeatRow[], demons: GrimoireSeatRow[]): WinCheck {
  const rules = game.rules;
  const goodWins = { winner: "good" as const, reason: g("win.demonsDead") };
  const executedDemon = demons.find((d) => executionDay(d) !== null);
  if (!executedDemon) return goodWins;
  const extraDay = executionDay(executedDemon)! + 1;
  const mastermind = players.find((s) => s.entry.characterId === "mastermind");
  const soberAlive = mastermind && mastermind.entry.alive && !mastermind.entry.reminders.some(isMalfunctionToken);
  const day = rules.days?.[String(extraDay)];
  // Once the extra day has started, its modifier (set from the grimoire, the storyteller may change it) decides.
  const isExtraDay = day ? day.modifiers.mastermindDay : soberAlive;
  if (!mastermind || !isExtraDay) return goodWins;
  const executedId =
    day?.result?.executed ??
    players.find((s) => s.entry.death?.cause === "executed" && s.entry.death.time === `D${extraDay}`)?.id ??
    null;
  const executed = executedId ? players.find((s) => s.id === executedId) : undefined;
  if (executed)
    return {
      winner: executed.entry.alignment === "good" ? "evil" : "good",
      reason: g("win.mastermindExecuted", {
        seat: executed.name,
        alignment: alignmentWord(executed.entry.alignment),
        ...named(game.rules, "mastermind"),
      }),
    };
  const phase = rules.phase;
  // Night n+1 follows Day n: any phase numbered past the extra day means it ended.
  const over = !!day?.result || (phase?.number ?? 0) > extraDay;
  if (over)
    return {
      winner: "good",
      reason: g("win.mastermindNobody", named(game.rules, "mastermind")),
    };
  return {
    winner: null,
    reason: g("win.mastermindExtraDay", { seat: mastermind.name, ...named(game.rules, "mastermind") }),
  };
}
