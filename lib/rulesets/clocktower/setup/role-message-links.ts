import type { SeatId } from "../../../game/core";
import type { Phrase, Say } from "../../../i18n/message";
import { ct } from "../words";
import type { RoleMessage } from "./role-messages";

type Said = { text: Phrase };

/**
 * The role message as the player receives it, with their private page when the moderator has its link.
 * In `say`'s language, the game's: it is the player's text, whoever copies it.
 */
export function messageWithLink(message: Said, url: string | null | undefined, say: Say): string {
  const text = say(message.text);
  return url ? say(ct("role.withLink", { text, url })) : text;
}

/**
 * Every role message in one text, each under the name of the player it is for, for a host who sends
 * them from somewhere else (a spreadsheet, a PM tool). `links`: seat → private link URL, where known.
 */
export function allRoleMessagesText(
  messages: readonly (Pick<RoleMessage, "seatId" | "seatName"> & Said)[],
  links: ReadonlyMap<SeatId, string>,
  say: Say,
): string {
  return messages
    .map((m) => say(ct("role.toSeat", { seat: m.seatName, text: messageWithLink(m, links.get(m.seatId), say) })))
    .join("\n\n");
}
