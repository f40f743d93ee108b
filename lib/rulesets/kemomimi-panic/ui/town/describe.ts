/**
 * Kemomimi Panic's public facts in words, for the town square and the moderator's log alike. Pure
 * functions of public data (history entries are public by construction): no role that the rules have
 * not revealed can pass through here. They return messages (lib/i18n/message.ts): the town square
 * renders them in the game's language, the moderator's log in the reader's.
 */
import { cardName, CHARACTERS } from "@/lib/rulesets/kemomimi-panic/characters";
import { ROLES } from "@/lib/rulesets/kemomimi-panic/roles";
import type { HistoryEntry, Loss, Moon, Winner } from "@/lib/rulesets/kemomimi-panic/state";
import { lossMessage, winnerText } from "@/lib/rulesets/kemomimi-panic/views";
import { k } from "@/lib/rulesets/kemomimi-panic/words";
import type { Message } from "@/lib/i18n/message";

export type NameOf = (seatId: string | null | undefined) => string;

/** Seat names by id; `words` names a seat that is gone and nobody (English unless given). */
export function namesFrom(
  seats: ReadonlyArray<{ id: string; name: string }>,
  words: { formerSeat: string; nobody: string } = { formerSeat: "a former seat", nobody: "nobody" },
): NameOf {
  const map = new Map(seats.map((s) => [s.id, s.name]));
  return (id) => (id ? (map.get(id) ?? words.formerSeat) : words.nobody);
}

/** "The Civilians win", "The thieves win", "The Informant wins". */
export const winnerMessage = (w: Winner): Message => winnerText(w);

/** "new moon", "full moon". */
export const moonMessage = (m: Moon): Message => k("moon", { moon: m });

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

export function lossText(loss: Loss, name: NameOf): Message {
  return lossMessage(loss, name, (r) => (r ? ROLES[r].name : "?"), "was");
}

/** One public history entry in a sentence; `list` joins names ("A, B" in English, "A、B" in Japanese). */
export function describeEntry(
  e: HistoryEntry,
  name: NameOf,
  list: (names: string[]) => string = (names) => names.join(", "),
): Message {
  switch (e.kind) {
    case "dealt":
      return k("log.dealt", { players: e.players });
    case "checked":
      return k("log.checked", { character: CHARACTERS[e.character].name, name: name(e.by) });
    case "retold":
      return e.by ? k("log.retold", { name: name(e.by), text: e.text }) : k("log.retoldNobody", { text: e.text });
    case "discussionStarted":
      return k("log.discussionStarted", { time: utcTime(e.deadline) });
    case "moonChanged":
      return k("log.moonChanged", {
        character: CHARACTERS[e.character].name,
        name: name(e.by),
        moon: moonMessage(e.moon),
      });
    case "suspectNamed":
      return k("log.suspectNamed", { leader: name(e.leader), suspect: name(e.suspect) });
    case "suspectChanged":
      return k("log.suspectChanged", { name: name(e.by), suspect: name(e.suspect), ...cardName("miranda") });
    case "voterBarred":
      return k("log.voterBarred", { name: name(e.by), target: name(e.seatId), ...cardName("luma") });
    case "twinVoteForced":
      return k("log.twinVoteForced", { name: name(e.by), twin: name(e.twin), ...cardName("cyril") });
    case "votesCounted":
      return k("log.votesCounted", {
        raised: e.raised.length,
        participants: e.participants,
        suspect: name(e.suspect),
        hasNames: e.raised.length ? "yes" : "no",
        names: list(e.raised.map(name)),
        verdict: e.verdict,
      });
    case "verdictTurnedInnocent":
      return k("log.verdictTurnedInnocent", { name: name(e.by), ...cardName("verna") });
    case "verdictCarriedOut":
      return e.verdict === "guilty"
        ? e.loss
          ? k("log.guiltyLoss", { name: name(e.suspect), loss: lossText(e.loss, name) })
          : k("log.guilty", { name: name(e.suspect) })
        : k("post.innocent", { name: name(e.suspect) });
    case "nightFell":
      return k("log.nightFell", { moon: moonMessage(e.moon) });
    case "theft":
      return e.loss ? k("log.theftLoss", { loss: lossText(e.loss, name) }) : k("log.theftNothing");
    case "moonPassed":
      return k("log.moonPassed", { moon: moonMessage(e.moon), leader: name(e.leader) });
    case "jewelrySet":
      return k("log.jewelrySet", { name: name(e.seatId), jewelry: e.jewelry });
    case "powerNoted":
      return k("log.powerNoted", { name: name(e.seatId), note: e.note });
    case "leftTable":
      return k("log.leftTable", { name: name(e.seatId) });
    case "ended":
      return k("log.ended", { winner: winnerMessage(e.winner) });
  }
}

/** The day an entry belongs to, when it has one. */
export const dayOf = (e: HistoryEntry): number | null => ("day" in e ? e.day : null);

/** Whether an entry belongs to a night (its day column reads "Night n"). */
export const atNight = (e: HistoryEntry) => e.kind === "nightFell" || e.kind === "theft" || e.kind === "moonPassed";
