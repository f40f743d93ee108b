import { bold, joinBlocks, type PostFormat } from "./format";
import { nightDeathsSentence } from "./deaths";
import { seatNamer, seatsLabelled, type PostInput } from "./input";

/**
 * The morning post: who died in the last night (Night N by night N and by day N). Null before Night 1.
 */
export function dawnPost(input: PostInput, format: PostFormat): string | null {
  const phase = input.view.phase;
  if (!phase) return null;
  const night = phase.number;
  const died = seatsLabelled(input, `Died N${night}`).map(seatNamer(input, format));
  return joinBlocks(format, [[bold(format, `Dawn after Night ${night}`)], [nightDeathsSentence(died, "Nobody died.")]]);
}
