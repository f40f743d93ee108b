import { z } from "zod";
import type { Actor, Decision } from "@/lib/game/ruleset";
import type { Proposal } from "./forum-post-parser";
import { enteredBy, isModerator, seatValue, type Roster } from "./roster";
import { msg, type Message, type MessageValue } from "@/lib/i18n/message";
import { messageSchema } from "./stored-phrase";

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
  /** What the line proposed: "Eggyolk votes Dolby." (a message since issue 17; the English sentence before). */
  proposed: z.union([z.string().max(200), messageSchema]),
  decision: z.enum(["accepted", "rejected"]),
  /** What was applied instead, when the moderator edited the line before accepting it. */
  applied: z
    .union([z.string().max(200), messageSchema])
    .nullable()
    .default(null),
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
  if (!isModerator(ctx.actor)) return { ok: false, error: msg("clocktower.forumDayRules.paste.onlyModerator") };
  if (lines.length === 0) return { ok: false, error: msg("clocktower.forumDayRules.paste.nothing") };
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

/** What a player typed, as a value of a message: short enough for the stored record. */
const typed = (text: string) => text.slice(0, 80);

/**
 * What a proposal would do, in words, whether or not it can be applied as it stands:
 * "Eggyolk votes Dolby.", "Eggyolk votes “Dolbi”.", "Zed (not in the game) votes Dolby."
 */
export function describeProposal(
  p: Pick<Proposal, "author" | "authorText" | "command" | "target" | "targetText" | "seatNumber">,
  roster: Roster,
): Message {
  const who: MessageValue = p.author
    ? seatValue(roster, p.author)
    : p.authorText
      ? msg("clocktower.forumDayRules.notInGame", { name: typed(p.authorText) })
      : msg("clocktower.forumDayRules.noHeader");
  const target: MessageValue = p.target
    ? seatValue(roster, p.target)
    : p.targetText
      ? msg("clocktower.forumDayRules.paste.quotedName", { text: typed(p.targetText) })
      : msg("clocktower.forumDayRules.paste.nobodyNamed");
  const seat = p.seatNumber !== null ? msg("clocktower.forumDayRules.paste.inSeat", { number: p.seatNumber }) : "";
  return msg("clocktower.forumDayRules.paste.proposal", { who, command: p.command, target, seat });
}
