/**
 * The town square's live view: today as it is, and earlier days without their vote logs (every vote,
 * move and withdrawal of a whole day, most of a late game's bytes), which load on demand per day.
 */
import type { PublicDay } from "./day/day-views";
import type { ClocktowerPublicView } from "./views";

/** An earlier day in the live view: its log left out, with its length and a key of its content. */
export type LiveDay = PublicDay & { voteLogLength?: number; voteLogKey?: string };

/**
 * A short fingerprint of a day's log (FNV-1a, 32 bits): the log's address carries it, so an address
 * names one content and may be cached for ever; should an undo reopen the day, the address changes.
 */
export function voteLogKey(lines: string[]): string {
  let h = 0x811c9dc5;
  const text = lines.join("\n");
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `${lines.length.toString(36)}-${(h >>> 0).toString(36)}`;
}

export function clocktowerLiveView(view: ClocktowerPublicView): ClocktowerPublicView {
  return {
    ...view,
    dayHistory: view.dayHistory.map((d): LiveDay => ({
      ...d,
      voteLog: [],
      voteEntries: [],
      voteLogLength: d.voteLog.length,
      voteLogKey: voteLogKey(d.voteLog),
    })),
  };
}
