import { discordTimestamp, formatUtc } from "../../../game/day/deadline-format";
import { bold, bulletList, joinBlocks, type PostFormat } from "./format";
import { nightDeathsSentence } from "./deaths";
import { seatNamer, seatsLabelled, type PostInput } from "./input";

/** Discord shows each reader their own time; the forum and Discourse read UTC. */
export function deadlineText(format: PostFormat, iso: string): string {
  return format === "discord" ? `${discordTimestamp(iso, "F")} (${discordTimestamp(iso, "R")})` : formatUtc(iso);
}

/**
 * "Day 2 has begun.", who died in the night, the living count and majority, and the day's deadlines.
 * Null by night.
 */
export function dayOpeningPost(input: PostInput, format: PostFormat, now: Date): string | null {
  const day = input.view.day;
  if (!day) return null;
  const name = seatNamer(input, format);
  const died = seatsLabelled(input, `Died N${day.number}`).map(name);
  const past = (iso: string) => now.getTime() >= Date.parse(iso);
  const deadlines: string[] = [];
  const clock = day.clock;
  if (clock) {
    const add = (iso: string | null, future: string, done: string) => {
      if (iso) deadlines.push(`${past(iso) ? done : future}: ${deadlineText(format, iso)}`);
    };
    add(clock.nominationsOpenAt, "Nominations open", "Nominations opened");
    add(clock.nominationsCloseAt, "Nominations close", "Nominations closed");
    add(clock.votingClosesAt, "Voting closes", "Voting closed");
  }
  return joinBlocks(format, [
    [bold(format, `Day ${day.number} has begun.`)],
    [nightDeathsSentence(died, "Nobody died last night.")],
    [day.count.majoritySentence],
    clock?.state === "paused" ? ["The clock is paused: these deadlines move when it resumes."] : [],
    deadlines.length ? bulletList(format, deadlines) : ["No deadlines are set for this day."],
  ]);
}
