import { bold, joinBlocks, type TextFormat } from "./format";
import { nightDeathsSentence } from "./deaths";
import { postWords, seatNamer, seatsLabelled, type PostInput } from "./input";

/**
 * The morning post: who died in the last night (Night N by night N and by day N). Null before Night 1.
 */
export function dawnPost(input: PostInput, format: TextFormat): string | null {
  const phase = input.view.phase;
  if (!phase) return null;
  const w = postWords(input);
  const night = phase.number;
  // not text: the town's death code (grimoire.ts publicDeathLabel), matched, never shown
  const died = seatsLabelled(input, `Died N${night}`).map(seatNamer(input, format));
  return joinBlocks(format, [
    [bold(format, w("dawnAfter", { night }))],
    [nightDeathsSentence(w, input.say.locale, died, w("nobodyDied"))],
  ]);
}
