import { z } from "zod";
import type { Actor, Decision } from "../ruleset";
import type { Proposal } from "./forum-post-parser";
import { enteredBy, isModerator, seatName, STORYTELLER, type Roster } from "./roster";

/**
 * The record of a pasted-thread review: each line the parser proposed, what it would have done, and
 * whether the moderator accepted it (as proposed or edited) or rejected it. Kept for the moderator
 * only; the commands accepted are sent and stored on their own.
 */
const iso = z.iso.datetime({ offset: true });

export const pasteReviewLineSchema = z.object({
  /** The post's author as the header named them ("Eggyolk"), or null before any header. */
  author: z.string().max(80).nullable(),
  /** The line of the post the command was read from. */
  text: z.string().max(1000),
  /** What the line proposed: "Eggyolk votes Dolby." */
  proposed: z.string().max(200),
  decision: z.enum(["accepted", "rejected"]),
  /** What was applied instead, when the moderator edited the line before accepting it. */
  applied: z.string().max(200).nullable().default(null),
});
export type PasteReviewLine = z.infer<typeof pasteReviewLineSchema>;

export const pasteReviewSchema = z.object({
  id: z.string(),
  at: iso,
  enteredBy: z.string(),
  lines: z.array(pasteReviewLineSchema),
});
export type PasteReview = z.infer<typeof pasteReviewSchema>;

export const recordPasteReviewCommandSchema = z.object({
  type: z.literal("day.recordPasteReview"),
  lines: z.array(pasteReviewLineSchema).min(1).max(200),
});

export const pasteReviewEventSchema = z.object({ type: z.literal("PasteReviewRecorded"), review: pasteReviewSchema });
export type PasteReviewEvent = z.infer<typeof pasteReviewEventSchema>;

export function decideRecordPasteReview(
  reviews: readonly PasteReview[] | undefined,
  lines: readonly PasteReviewLine[],
  ctx: { now: Date; actor: Actor },
): Decision<PasteReviewEvent> {
  if (!isModerator(ctx.actor)) return { ok: false, error: "Only the moderator can review pasted posts." };
  if (lines.length === 0) return { ok: false, error: "There is no reviewed line to record." };
  const review: PasteReview = {
    id: `r${(reviews?.length ?? 0) + 1}`,
    at: ctx.now.toISOString(),
    enteredBy: enteredBy(ctx.actor),
    lines: lines.map((l) => ({ ...l, applied: l.applied ?? null })),
  };
  return { ok: true, event: { type: "PasteReviewRecorded", review } };
}

/** Appends a review (stored states older than reviews have none). */
export function evolvePasteReviews(
  reviews: readonly PasteReview[] | undefined,
  event: PasteReviewEvent,
): PasteReview[] {
  return [...(reviews ?? []), event.review];
}

const VERBS: Record<Proposal["command"], string> = {
  vote: "votes",
  unvote: "withdraws their vote",
  nominate: "nominates",
  join: "signs up",
  travel: "asks to travel in",
  whisper: "whispers",
  lock: "locks their vote",
};

/**
 * What a proposal would do, in words, whether or not it can be applied as it stands:
 * "Eggyolk votes Dolby.", "Eggyolk votes “Dolbi” (unknown name).", "Someone unknown (Zed) votes Dolby."
 */
export function describeProposal(
  p: Pick<Proposal, "author" | "authorText" | "command" | "target" | "targetText" | "seatNumber">,
  roster: Roster,
): string {
  const who = p.author
    ? seatName(roster, p.author)
    : p.authorText
      ? `${p.authorText} (not in the game)`
      : "Nobody (no post header)";
  const verb = VERBS[p.command];
  if (p.command === "unvote" || p.command === "lock") return `${who} ${verb}.`;
  if (p.command === "join" || p.command === "travel")
    return `${who} ${verb}${p.seatNumber !== null ? ` in seat ${p.seatNumber}` : ""}.`;
  const target = p.target
    ? p.target === STORYTELLER
      ? "the Storyteller"
      : seatName(roster, p.target)
    : p.targetText
      ? `“${p.targetText}”`
      : "nobody named";
  return `${who} ${verb} ${target}.`;
}
