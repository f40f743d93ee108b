/** The segments of the forum script's plan (phase-plan.ts), named in the catalogue (clocktower.forumDay.shared.segments). */
export const SEGMENT_IDS = ["night-actions", "night-locked", "discussion", "nomination", "voting"] as const;
export type SegmentId = (typeof SEGMENT_IDS)[number];
export const isSegmentId = (id: string): id is SegmentId => (SEGMENT_IDS as readonly string[]).includes(id);
