import { discordTimestamp, formatDeadline, postTimeZone } from "@/lib/game/deadline-format";
import { viewCharacters } from "../character-names";
import { bold, bulletList, joinBlocks, type TextFormat } from "./format";
import { nightDeathsSentence } from "./deaths";
import { postWords, seatNamer, seatsLabelled, type PostInput } from "./input";
import { majorityMessage } from "../day/tally";
import type { Say } from "../../../i18n/message";

/**
 * Discord shows each reader their own time; the forum and Discourse read UTC, and a Japanese
 * game's thread JST beside it (postTimeZone).
 */
export function deadlineText(format: TextFormat, iso: string, say: Say): string {
  return format === "discord"
    ? `${discordTimestamp(iso, "F")} (${discordTimestamp(iso, "R")})`
    : formatDeadline(iso, postTimeZone(say.locale), say);
}

/**
 * "Day 2 has begun.", who died in the night, the living count and majority, and the day's deadlines.
 * Null by night.
 */
export function dayOpeningPost(input: PostInput, format: TextFormat, now: Date): string | null {
  const day = input.view.day;
  if (!day) return null;
  const name = seatNamer(input, format);
  const w = postWords(input);
  const say = input.say;
  // not text: the town's death code (grimoire.ts publicDeathLabel), matched, never shown
  const died = seatsLabelled(input, `Died N${day.number}`).map(name);
  const past = (iso: string) => now.getTime() >= Date.parse(iso);
  const deadlines: string[] = [];
  const clock = day.clock;
  if (clock) {
    const add = (iso: string | null, future: string, done: string) => {
      if (iso)
        deadlines.push(w("deadline", { what: w(past(iso) ? done : future), at: deadlineText(format, iso, say) }));
    };
    add(clock.nominationsOpenAt, "nominationsOpen", "nominationsOpened");
    add(clock.nominationsCloseAt, "nominationsClose", "nominationsClosed");
    add(clock.votingClosesAt, "votingCloses", "votingClosed");
  }
  return joinBlocks(format, [
    [bold(format, w("dayBegun", { number: day.number }))],
    [nightDeathsSentence(w, say.locale, died, w("nobodyDiedLastNight"))],
    [say(majorityMessage({ ...day.count, fiddler: !!day.fiddler }, viewCharacters(input.view)))],
    clock?.state === "paused" ? [w("paused")] : [],
    deadlines.length ? bulletList(format, deadlines) : [w("noDeadlines")],
  ]);
}
