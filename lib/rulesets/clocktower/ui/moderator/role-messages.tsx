"use client";
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { SHIPPED_WORDS } from "../../shipped-words";
import { useSay } from "@/lib/i18n/use-say";
import { CopyButton } from "@/components/copy-button";
import { allRoleMessagesText, messageWithLink } from "@/lib/rulesets/clocktower/setup/role-message-links";
import { useFreshLinks } from "@/components/game/fresh-links";
import { linksButtonLabel, useLinksForAll } from "@/components/game/links-for-all";
import { useSeatLinks } from "@/components/game/seat-link";
import { Section, TEAM_BADGE, type ClocktowerPartProps } from "./shared";

/**
 * Each player's role message, ready to paste into their private message, with their private link
 * when it was made in this tab (a token is shown only once), or a note to make one.
 */
export function RoleMessagesPanel({
  rules,
  seats,
  language,
}: Omit<ClocktowerPartProps, "commands"> & { language: Locale }) {
  // The messages are the players' text: they speak the game's language, not the moderator's.
  // Rendered on the game page only, /games/[id]: the panel props carry no game id.
  const t = useTranslations("clocktower.roleMessages");
  // Their words in the game's language, once on the page (lib/i18n/use-say.ts).
  const words = useSay(language, SHIPPED_WORDS.posts);
  const gameId = useParams<{ id: string }>()?.id ?? "";
  const fresh = useFreshLinks(gameId);
  const links = useSeatLinks(gameId);
  const createAll = useLinksForAll(gameId);
  const linked = new Set(links.data?.links.map((l) => l.seatId));
  const withoutLink = rules.roleMessages.filter((m) => !linked.has(m.seatId)).length;
  const waiting = seats.filter(
    (s) => rules.seats.some((x) => x.seatId === s.id) && !rules.roleMessages.some((m) => m.seatId === s.id),
  );
  return (
    <Section id="ct-messages" title={t("title")} aside={t("ready", { count: rules.roleMessages.length })}>
      {!words ? null : rules.roleMessages.length === 0 ? (
        <p className="text-sm text-ink-400">{t("dealFirst")}</p>
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <CopyButton text={allRoleMessagesText(rules.roleMessages, fresh, words)} label={t("copyAll")} />
            {withoutLink > 0 && !links.isLoading && (
              <button type="button" className="btn" disabled={createAll.isPending} onClick={() => createAll.mutate()}>
                {linksButtonLabel(withoutLink, rules.roleMessages.length)}
              </button>
            )}
          </div>
          {createAll.error && (
            <p role="alert" className="error-text mb-2">
              {(createAll.error as Error).message}
            </p>
          )}
          <ul className="grid gap-3 xl:grid-cols-2">
            {rules.roleMessages.map((m) => {
              const url = fresh.get(m.seatId);
              return (
                <li
                  key={m.seatId}
                  className="min-w-0 rounded-lg border border-night-700 bg-night-850 p-3"
                  data-testid="role-message"
                >
                  <div className="mb-2 flex flex-wrap items-center gap-2">
                    <span className="font-medium">{m.seatName}</span>
                    <span className={`rounded px-2 py-0.5 text-xs ${TEAM_BADGE[m.character.team] ?? ""}`}>
                      {m.character.name}
                    </span>
                    <span className="ml-auto">
                      <CopyButton text={messageWithLink(m, url, words)} label={t("copyFor", { seat: m.seatName })} />
                    </span>
                  </div>
                  <pre className="font-sans text-sm break-words whitespace-pre-wrap text-ink-200">
                    {messageWithLink(m, url, words)}
                  </pre>
                  {!url && (
                    <p className="mt-2 text-xs text-ink-400" data-testid="role-message-link-note">
                      {linked.has(m.seatId) ? t("linkMadeEarlier") : t("noLink")}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {waiting.length > 0 && (
        <p className="mt-2 text-sm text-moon-300">
          {t("waiting", { names: waiting.map((s) => s.name).join(t("listSeparator")) })}
        </p>
      )}
    </Section>
  );
}
