/**
 * Kemomimi Panic's public facts in words, for the town square and the moderator's log alike. Pure
 * functions of public data (history entries are public by construction): no role that the rules have
 * not revealed can pass through here.
 */
import { CHARACTERS } from "@/lib/rulesets/kemomimi-panic/characters";
import { ROLES } from "@/lib/rulesets/kemomimi-panic/roles";
import type { HistoryEntry, Loss, Moon, Winner } from "@/lib/rulesets/kemomimi-panic/state";

export type NameOf = (seatId: string | null | undefined) => string;

export function namesFrom(seats: ReadonlyArray<{ id: string; name: string }>): NameOf {
  const map = new Map(seats.map((s) => [s.id, s.name]));
  return (id) => (id ? (map.get(id) ?? "a former seat") : "nobody");
}

export const WINNER_TEXT: Record<Winner, string> = {
  civilians: "The Civilians win",
  thieves: "The thieves win",
  informant: "The Informant wins",
};

export const moonText = (m: Moon) => (m === "new" ? "new moon" : "full moon");

/** "2026-11-30T03:04:05.000Z" → "03:04:05 UTC". */
export function utcTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(11, 19)} UTC`;
}

/** Replaces the ISO instants inside an engine sentence with something a person reads. */
export function humanizeTimes(text: string, format: (iso: string) => string = utcTime): string {
  return text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, (iso) => format(iso));
}

export function lossText(loss: Loss, name: NameOf): string {
  const main =
    loss.result === "out"
      ? `${name(loss.seatId)} had no Fake Jewelry left: her treasure is stolen and she is out. She was ${loss.revealedRole ? ROLES[loss.revealedRole].name : "?"}.`
      : `${name(loss.seatId)} loses her Fake Jewelry.`;
  const more = loss.triggered.map((t) =>
    t.character === "beryl"
      ? `Younger Twin Beryl's power: ${name(t.seatId)} (Elder Twin) loses hers too.`
      : t.character === "viennetta"
        ? `Teacher Viennetta's power: ${name(t.by)} takes the Archaeologist's Fake Jewelry.`
        : `Class rep Alistair's power: ${name(t.by)} takes ${name(t.from)}'s Fake Jewelry.`,
  );
  return [main, ...more].join(" ");
}

/** One public history entry in a sentence. */
export function describeEntry(e: HistoryEntry, name: NameOf): string {
  switch (e.kind) {
    case "dealt":
      return `The cards are dealt to ${e.players} players.`;
    case "checked":
      return `${CHARACTERS[e.character].name} (${name(e.by)}) checked a player in secret.`;
    case "retold":
      return `${e.by ? `Detective Shamlock (${name(e.by)})` : "Detective Shamlock"}: “${e.text}”`;
    case "discussionStarted":
      return `Discussion until ${utcTime(e.deadline)}.`;
    case "moonChanged":
      return `${CHARACTERS[e.character].name} (${name(e.by)}) turned the Moon to the ${moonText(e.moon)}.`;
    case "suspectNamed":
      return `${name(e.leader)}, the Leader, named ${name(e.suspect)} as the suspect.`;
    case "suspectChanged":
      return `Vice Class rep Miranda (${name(e.by)}) changed the suspect to ${name(e.suspect)}.`;
    case "voterBarred":
      return `Student Luma (${name(e.by)}) barred ${name(e.seatId)} from the vote.`;
    case "twinVoteForced":
      return `Elder Twin Cyril (${name(e.by)}) made the Younger Twin (${name(e.twin)}) vote as her.`;
    case "votesCounted":
      return `${e.raised.length} of ${e.participants} hands against ${name(e.suspect)}${e.raised.length ? ` (${e.raised.map(name).join(", ")})` : ""}: ${e.verdict}.`;
    case "verdictTurnedInnocent":
      return `Teacher Verna (${name(e.by)}) changed the verdict to innocent.`;
    case "verdictCarriedOut":
      return e.verdict === "guilty"
        ? `${name(e.suspect)} is guilty. ${e.loss ? lossText(e.loss, name) : ""}`.trim()
        : `${name(e.suspect)} is innocent; nothing happens.`;
    case "nightFell":
      return `Night falls under the ${moonText(e.moon)}.`;
    case "theft":
      return e.loss ? `Morning: ${lossText(e.loss, name)}` : "Morning: nothing was stolen.";
    case "moonPassed":
      return `The Moon (${moonText(e.moon)}) passes to ${name(e.leader)}, the new Leader.`;
    case "jewelrySet":
      return `The Game Master set ${name(e.seatId)}'s Fake Jewelry to ${e.jewelry}.`;
    case "powerNoted":
      return `${name(e.seatId)}'s power: ${e.note}`;
    case "leftTable":
      return `${name(e.seatId)} left the table.`;
    case "ended":
      return `Game over. ${WINNER_TEXT[e.winner]}.`;
  }
}

/** The day an entry belongs to, when it has one. */
export const dayOf = (e: HistoryEntry): number | null => ("day" in e ? e.day : null);
