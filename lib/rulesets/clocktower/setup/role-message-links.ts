import type { SeatId } from "../../../game/core";
import type { Locale } from "../../../i18n/locales";
import type { Phrase } from "../../../i18n/message";
import { sayDay } from "@/lib/i18n/locale-words";
import { ct } from "../words";
import type { RoleMessage } from "./role-messages";

type Said = { text: Phrase };

/**
 * The role message as the player receives it, with their private page when the moderator has its link.
 * In `locale`, the game's language: it is the player's text, whoever copies it.
 */
export function messageWithLink(message: Said, url: string | null | undefined, locale: Locale): string {
  const text = sayDay(locale, message.text);
  return url ? sayDay(locale, ct("role.withLink", { text, url })) : text;
}

/**
 * Every role message in one text, each under the name of the player it is for, for a host who sends
 * them from somewhere else (a spreadsheet, a PM tool). `links`: seat → private link URL, where known.
 */
export function allRoleMessagesText(
  messages: readonly (Pick<RoleMessage, "seatId" | "seatName"> & Said)[],
  links: ReadonlyMap<SeatId, string>,
  locale: Locale,
): string {
  return messages
    .map((m) =>
      sayDay(locale, ct("role.toSeat", { seat: m.seatName, text: messageWithLink(m, links.get(m.seatId), locale) })),
    )
    .join("\n\n");
}
