import type { SeatId } from "../../../game/core";
import type { RoleMessage } from "./role-messages";

/** The role message as the player receives it, with their private page when the moderator has its link. */
export function messageWithLink(message: Pick<RoleMessage, "text">, url: string | null | undefined): string {
  return url ? `${message.text}\n\nYour private page (keep it to yourself): ${url}` : message.text;
}

/**
 * Every role message in one text, each under the name of the player it is for, for a host who sends
 * them from somewhere else (a spreadsheet, a PM tool). `links`: seat → private link URL, where known.
 */
export function allRoleMessagesText(
  messages: readonly Pick<RoleMessage, "seatId" | "seatName" | "text">[],
  links: ReadonlyMap<SeatId, string>,
): string {
  return messages.map((m) => `=== To ${m.seatName} ===\n${messageWithLink(m, links.get(m.seatId))}`).join("\n\n");
}
