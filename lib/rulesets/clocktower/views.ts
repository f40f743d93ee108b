import type { GameState } from "../../game/ruleset";
import { svDayView, type SvDayView } from "./editions/sects-and-violets/day";
import { characterChanges } from "./editions/sects-and-violets/night";
import { baristaNews } from "./editions/sects-and-violets/travellers";
import { ownMadness } from "./editions/sects-and-violets/evil";
import { gameLanguage, type SeatId } from "../../game/core";
import type { Alignment, Script, Team } from "./script/types";
import { characterSheet, nightOrder, type CharacterSheet, type NightOrder } from "./script/sheet";
import { bagStatus, findCharacter, type Bag, type BagStatus } from "./setup/bag";
import { travellerLimit } from "./setup/travellers";
import { LUNATIC_ID, roleMessageFor, roleMessages, type RoleMessage } from "./setup/role-messages";
import type { ClocktowerState, DayAbilities, DrunkBelief, LunaticBelief, PlacedReminder } from "./state";
import {
  drunkBelief,
  DRUNK_ID,
  fortuneTellerInPlay,
  isRedHerring,
  spyGrimoire,
  spySeesGrimoire,
  type SpyGrimoireSeat,
} from "./editions/trouble-brewing/setup";
import { malfunctions } from "./night/resolve";
import { dealtSeatIds, poolOf } from "./decide";
import {
  availableReminders,
  moderatorDeathLabel,
  named,
  phaseLabel,
  publicDeathLabel,
  showsAlive,
  winChecks,
  type WinCheck,
} from "./grimoire/grimoire";
import { actingStep, nightSheet, type ChoiceShape, type NightSheet } from "./night/night-sheet";
import { dawnSummary, type DawnSummary } from "./night/dawn";
import { ledgerFor, playerLedger, type LedgerEntry } from "./night/ledger";
import { utcTime } from "../../game/deadline-format";
import { msg, type Message, type Phrase, type Say } from "../../i18n/message";
import { matronStatus, swapsOn, type MatronStatus, type SeatSwap } from "./day/matron";
import { declaredMoonchild, MOONCHILD_ID, moonchildClaimView, type MoonchildClaimView } from "./day/moonchild-claim";
import {
  moderatorDays,
  playerDay,
  publicDays,
  type ModeratorDay,
  type PlayerDay,
  type PublicDay,
} from "./day/day-views";
import { settingsOf, type ClocktowerSettings, type Death, type NightChoice, type PhaseStart } from "./state";
import { listValue } from "../../i18n/list-values";
import { whisperUnitFor } from "./day/whispers";

/** The phase as anyone may see it. Night deadlines are public. */
export interface PublicPhase {
  kind: "night" | "day";
  number: number;
  /** "Night 2", "Day 1". */
  label: Phrase;
  dawnAt?: string;
  lockAt?: string;
}

/** A seat as the town sees it. */
export interface PublicGrimoireSeat {
  seatId: SeatId;
  alive: boolean;
  /** "Died N2", "Executed D1"; null while alive. Never the killer. */
  label: string | null;
  /** Dead seats only: "available" or "spent". */
  ghostVote: "available" | "spent" | null;
  /** The house rule: a dead seat publicly declared claiming Moonchild (the Moonchild, or a player who chose to). */
  claimDeclared: boolean;
}

/** After `clocktower.publishReveal`: the whole grimoire. */
export interface ClocktowerReveal {
  winner: "good" | "evil";
  seats: Array<{
    seatId: SeatId;
    name: string;
    characterId: string;
    characterName: string;
    alignment: Alignment;
    traveller: boolean;
    death: Phrase | null;
    ledger: LedgerEntry[];
  }>;
  bluffs: Array<{ id: string; name: string }>;
}

type Game = GameState<ClocktowerState>;

/** What anyone may see: the script, its night order, the fabled and the travellers. Nothing else. */
export interface ClocktowerPublicView {
  script: null | {
    sheet: CharacterSheet;
    nightOrder: { firstNight: Array<{ id: string; name: Phrase }>; otherNight: Array<{ id: string; name: Phrase }> };
  };
  fabled: Array<{ id: string; name: string; ability: string }>;
  travellers: Array<{ seatId: SeatId; characterId: string; name: string; ability: string }>;
  /** Non-traveller players, and how many travellers the script allows for that many (null: no limit). */
  players: number;
  travellerLimit: number | null;
  dealt: boolean;
  /** Null before Night 1. */
  phase: PublicPhase | null;
  /** Alive or dead per seat that holds a character, in seat order. */
  grimoire: PublicGrimoireSeat[];
  /** Set when the storyteller ends the game. */
  winner: "good" | "evil" | null;
  reveal: ClocktowerReveal | null;
  /** The current day (null by night): clock, nominations, live count, vote log, declared whispers, result. */
  day: PublicDay | null;
  /** Every earlier day, oldest first, with its final count and result. */
  dayHistory: PublicDay[];
  /** Players vote and nominate from their private links (a public game setting). */
  inAppVoting: boolean;
  /** The Matron's seat swaps of the current day (by night, of the day before), in the order made. */
  seatSwaps: SeatSwap[];
}

export interface ClocktowerPlayerView {
  /** The seat's role message (null before the deal, or while the storyteller prepares it). */
  roleMessage: RoleMessage | null;
  /** Everything the storyteller told this seat, night by night (the text only). */
  ledger: Array<{ night: number; text: string }>;
  /**
   * The seat's own character changes, night by night (the Pit-Hag, the Snake Charmer, the Fang Gu, the
   * Demon's succession): "You are now the Fang Gu (evil)." Only this seat's; the last is the one in force.
   */
  changes: Array<{ night: number; text: Message }>;
  /** Sects & Violets' travellers: what this seat learned of another's ability (the Barista's mode), night by night. */
  travellerNews: Array<{ night: number; text: Message }>;
  /** Sects & Violets: the Cerenovus made this seat mad (what about, and the day it concerns); null otherwise. */
  madness: Message | null;
  /** The choice this seat may make tonight; null when it has none. */
  nightAction: null | {
    night: number;
    shape: ChoiceShape;
    locked: boolean;
    lockAt: string;
    /** "Night actions lock at Tue 1 Dec 16:00 UTC." / "Night actions locked at …" */
    lockText: Message;
    submitted: NightChoice | null;
  };
  /** By day: this seat's vote, lock, nomination, whispers, and what it may do now. */
  day: PlayerDay | null;
  /** The house rule's private choice: to be declared claiming Moonchild on death (null: not in force). */
  moonchildClaim: MoonchildClaimView | null;
  /**
   * The Spy's look at the Grimoire, as it stands when the page is read: only the Spy's own link, only
   * by night, only while the Spy is alive and sober (editions/trouble-brewing/setup.ts `spySeesGrimoire`).
   * Null for everyone else.
   */
  spyGrimoire: { night: number; seats: SpyGrimoireSeat[] } | null;
  /** Sects & Violets' day abilities of this seat: the Juggler's guesses, what the Savant and the Artist learned. */
  svDay: SvDayView | null;
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
  /** The Drunk: the Townsfolk they believe they are. */
  drunk?: DrunkBelief;
  /** The Apprentice's gained ability. */
  gained?: string;
  death: Death | null;
  /** "Killed by the Gambler's ability (N2)"; null while alive. */
  deathLabel: Phrase | null;
  /** What the town reads: "Died N2". */
  publicLabel: string | null;
  registersDead: boolean;
  ghostVote: "available" | "spent" | null;
  note: string;
  ledger: LedgerEntry[];
  /** The house rule: the player's private choice to be declared claiming Moonchild on death. */
  claimsMoonchild: boolean;
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
  phase: PublicPhase | null;
  /** Phase starts: fold up to `seq` for the grimoire at that dusk or dawn. */
  timeline: PhaseStart[];
  settings: ClocktowerSettings;
  /** Tokens the storyteller may place. */
  availableReminders: PlacedReminder[];
  /** The current night's sheet (the last night's by day); null before Night 1. */
  nightSheet: NightSheet | null;
  dawn: DawnSummary | null;
  winChecks: WinCheck[];
  winner: "good" | "evil" | null;
  revealed: boolean;
  /** The current day with the queue, every whisper, the preview of the resolution and the count's exports. */
  day: ModeratorDay | null;
  dayHistory: PublicDay[];
  /** Tonight's day-time abilities (the Gossip's statement, the Moonchild's choice): the night they act on. */
  dayAbilities: { night: number } & DayAbilities;
  /** The Demon's choice for the Fiddler (secret), or null. */
  fiddler: ClocktowerState["fiddler"] | null;
  /** The Matron in play: today's swaps and how many remain (null without a Matron). */
  matron: MatronStatus | null;
  /** What the storyteller still has to do. */
  hints: Phrase[];
  /** Exactly what the town sees (`clocktowerPublicView`): the thread posts are built from this alone. */
  public: ClocktowerPublicView;
}

const brief = (game: Game, id: string) => {
  const pool = poolOf(game.rules);
  const c = pool ? findCharacter(pool, id) : undefined;
  return { id, name: c?.name ?? id, ability: c?.ability ?? "" };
};

function publicPhase(rules: ClocktowerState): PublicPhase | null {
  if (!rules.phase) return null;
  const night = rules.phase.kind === "night" ? rules.nights?.[String(rules.phase.number)] : undefined;
  return {
    kind: rules.phase.kind,
    number: rules.phase.number,
    label: phaseLabel(rules.phase),
    ...(night ? { dawnAt: night.dawnAt, lockAt: night.lockAt } : {}),
  };
}

const ghostVote = (e: SeatGrimoireLike): "available" | "spent" | null =>
  showsAlive(e) ? null : e.ghostVoteSpent ? "spent" : "available";
type SeatGrimoireLike = ClocktowerState["seats"][string];

function reveal(game: Game): ClocktowerReveal | null {
  const { rules, core } = game;
  if (!rules.revealed || !rules.winner) return null;
  return {
    winner: rules.winner,
    seats: core.seats.flatMap((seat) => {
      const e = rules.seats[seat.id];
      if (!e) return [];
      return [
        {
          seatId: seat.id,
          name: seat.name,
          characterId: e.characterId,
          characterName: brief(game, e.characterId).name,
          alignment: e.alignment,
          traveller: e.traveller,
          death: e.death ? moderatorDeathLabel(rules, e.death) : null,
          ledger: ledgerFor(rules, seat.id),
        },
      ];
    }),
    bluffs: rules.bluffs.map((id) => ({ id, name: brief(game, id).name })),
  };
}

/**
 * The script's sheet and night order as the town sees them, made once per script: the states before
 * and after an event share their script object until an event changes it, so a command comparing
 * the two views finds this part the same at once (lib/game/same-json.ts).
 */
const publicScripts = new WeakMap<Script, NonNullable<ClocktowerPublicView["script"]>>();

function publicScript(script: Script): NonNullable<ClocktowerPublicView["script"]> {
  let made = publicScripts.get(script);
  if (!made) {
    const order = nightOrder(script);
    const names = (steps: NightOrder["firstNight"]) => steps.map((s) => ({ id: s.id, name: s.name }));
    made = {
      sheet: characterSheet(script),
      nightOrder: { firstNight: names(order.firstNight), otherNight: names(order.otherNight) },
    };
    publicScripts.set(script, made);
  }
  return made;
}

/** What the town sees; its clock and count written in `say` (the words of the game's language). */
export function clocktowerPublicView(game: Game, now: Date, say: Say): ClocktowerPublicView {
  const { rules, core } = game;
  const script = rules.script;
  const travellers = core.seats.flatMap((seat) => {
    const entry = rules.seats[seat.id];
    if (!entry?.traveller) return [];
    const { name, ability } = brief(game, entry.characterId);
    return [{ seatId: seat.id, characterId: entry.characterId, name, ability }];
  });
  const players = dealtSeatIds(game).length;
  return {
    script: script ? publicScript(script) : null,
    fabled: rules.fabled.map((id) => brief(game, id)),
    travellers,
    players,
    travellerLimit: travellerLimit(script, players),
    dealt: rules.deal !== null,
    phase: publicPhase(rules),
    // Every seat, dealt or not, so that the deal itself changes nothing public.
    grimoire: core.seats.map((seat) => {
      const e = rules.seats[seat.id];
      if (!e) return { seatId: seat.id, alive: true, label: null, ghostVote: null, claimDeclared: false };
      const alive = showsAlive(e);
      return {
        seatId: seat.id,
        alive,
        label: !alive && e.death ? publicDeathLabel(e.death) : alive ? null : "Dead",
        ghostVote: ghostVote(e),
        claimDeclared: declaredMoonchild(rules, e),
      };
    }),
    winner: rules.winner ?? null,
    reveal: reveal(game),
    ...publicDays(game, now, say),
    inAppVoting: settingsOf(rules).inAppVoting ?? false,
    seatSwaps: rules.phase
      ? swapsOn(rules, rules.phase.kind === "day" ? rules.phase.number : rules.phase.number - 1)
      : [],
  };
}

export function clocktowerPlayerView(game: Game, seatId: SeatId, now: Date = new Date(0)): ClocktowerPlayerView {
  const rules = game.rules;
  let nightAction: ClocktowerPlayerView["nightAction"] = null;
  if (rules.phase?.kind === "night" && !rules.winner) {
    const night = rules.phase.number;
    const record = rules.nights?.[String(night)];
    const step = actingStep(game, night, seatId);
    if (record && step?.shape) {
      const locked = now.getTime() >= Date.parse(record.lockAt);
      nightAction = {
        night,
        shape: step.shape,
        locked,
        lockAt: record.lockAt,
        // The time as a message: it reads in the language the link speaks (the game's).
        lockText: msg("clocktower.night.lock", {
          locked: locked ? "yes" : "no",
          at: utcTime(record.lockAt),
        }),
        submitted: step.submitted?.choice ?? null,
      };
    }
  }
  const day = playerDay(game, seatId, now);
  // Without in-app voting the player reads their standing here and posts in the thread.
  const inApp = settingsOf(rules).inAppVoting ?? false;
  return {
    roleMessage: roleMessageFor(rules, game.core.seats, seatId),
    ledger: playerLedger(rules, seatId),
    changes: characterChanges(rules, seatId),
    travellerNews: baristaNews(rules, seatId),
    madness: ownMadness(game, seatId),
    nightAction,
    day: day && !inApp ? { ...day, mayNow: [] } : day,
    moonchildClaim: moonchildClaimView(rules, seatId),
    spyGrimoire:
      rules.phase && spySeesGrimoire(rules, seatId, !malfunctions(rules.seats, seatId))
        ? { night: rules.phase.number, seats: spyGrimoire(rules, game.core.seats) }
        : null,
    svDay: svDayView(game, seatId),
  };
}

export function clocktowerModeratorView(game: Game, now: Date, say: Say): ClocktowerModeratorView {
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
        ...(e.drunk ? { drunk: e.drunk } : {}),
        ...(e.gained ? { gained: e.gained } : {}),
        death: e.death ?? null,
        deathLabel: e.death ? moderatorDeathLabel(rules, e.death) : null,
        publicLabel: e.death && !showsAlive(e) ? publicDeathLabel(e.death) : null,
        registersDead: e.registersDead ?? false,
        ghostVote: ghostVote(e),
        note: e.note ?? "",
        ledger: ledgerFor(rules, seat.id),
        claimsMoonchild: e.characterId === MOONCHILD_ID || !!e.claimsMoonchild,
      },
    ];
  });
  const hints: Phrase[] = [];
  const hint = (name: string, values?: Parameters<typeof msg>[1]) => msg(`clocktower.hints.${name}`, values);
  if (!rules.script) hints.push(hint("chooseScript"));
  else if (!rules.bag && !rules.deal) hints.push(hint("buildBag"));
  if (rules.script && !rules.deal) hints.push(hint("deal"));
  if (rules.deal) {
    const undealt = core.seats.filter((s) => !rules.seats[s.id]);
    if (undealt.length > 0) hints.push(hint("undealt", { names: listValue(undealt.map((s) => s.name)) }));
    for (const s of seats)
      if (s.characterId === LUNATIC_ID && !s.traveller && !s.lunatic)
        hints.push(hint("lunatic", { seat: s.name, ...named(rules, "lunatic") }));
    for (const s of seats)
      if (s.characterId === DRUNK_ID && !s.traveller && !drunkBelief(rules, s.seatId))
        hints.push(hint("drunk", { seat: s.name, ...named(rules, "drunk") }));
    if (fortuneTellerInPlay(rules) && !Object.values(rules.seats).some((s) => s.reminders.some(isRedHerring)))
      hints.push(hint("redHerring", named(rules, "fortuneteller")));
    if (rules.bluffs.length !== 3) hints.push(hint("bluffs"));
  }
  const checks = winChecks(game);
  for (const c of checks) hints.push(c.reason);
  const currentNight = rules.phase ? rules.phase.number : null;
  const sheet = currentNight && rules.nights?.[String(currentNight)] ? nightSheet(game, currentNight) : null;
  const dawn = dawnSummary(game);
  if (dawn) hints.push(...dawn.hints);
  const days = moderatorDays(game, now, say);
  if (days.day) hints.push(...days.day.hints);
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
    phase: publicPhase(rules),
    timeline: rules.timeline ?? [],
    // What the whisper cap counts, the game's language's when the host set nothing (shown in the form).
    settings: {
      ...settingsOf(rules),
      whisperCount: settingsOf(rules).whisperCount ?? whisperUnitFor(gameLanguage(game.core)),
    },
    availableReminders: availableReminders(rules),
    nightSheet: sheet,
    dawn,
    winChecks: checks,
    winner: rules.winner ?? null,
    revealed: rules.revealed ?? false,
    ...days,
    dayAbilities: {
      night: rules.phase?.kind === "night" ? rules.phase.number : (rules.phase?.number ?? 0) + 1,
      ...rules.dayAbilities?.[
        String(rules.phase?.kind === "night" ? rules.phase.number : (rules.phase?.number ?? 0) + 1)
      ],
    },
    matron: matronStatus(game),
    fiddler: rules.fiddler ?? null,
    hints: [...new Map(hints.map((h) => [JSON.stringify(h), h])).values()],
    public: clocktowerPublicView(game, now, say),
  };
}
