import { LocalTime } from "./countdown";
import type { PublicView } from "@/lib/game/views";
import { MoonMark } from "@/components/brand";
import { RulesetTown } from "@/components/town/ruleset-town";
import { translator } from "@/lib/i18n/render";
import type { Locale } from "@/lib/i18n/locales";

/** The players' page body: only the public view. Swapped in whole by the live script when the game changes. */
export function TownSquare({
  slug,
  version,
  view,
  preview = false,
}: {
  slug: string;
  version: number;
  view: PublicView;
  preview?: boolean;
}) {
  const Root = preview ? "div" : "main";
  // The game's language, whoever reads it: a Japanese table sees Japanese whatever its host reads.
  const t = translator(view.language ?? "en");
  return (
    <Root
      id={preview ? undefined : "town"}
      lang={preview ? view.language : undefined}
      data-version={version}
      data-stream={`/api/town/${slug}/stream?as=patch`}
      data-poll={`/api/town/${slug}`}
      className="mx-auto max-w-3xl px-4 py-6"
    >
      <header className="mb-6">
        <p className="flex items-center gap-1.5 text-xs tracking-wide text-ink-400 uppercase">
          <MoonMark className="h-3.5 w-3.5 text-moon-400" /> {t("town.kicker", { ruleset: view.rulesetName })}
        </p>
        <h1 className="mt-1 text-2xl font-semibold text-ink-100">{view.title}</h1>
      </header>
      {!view.rulesListSeats && (
        <section aria-labelledby="seats-heading">
          <h2 id="seats-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
            {t("town.players")}{" "}
            <span className="font-normal text-ink-400">{t("town.playerCount", { count: view.seats.length })}</span>
          </h2>
          {view.seats.length === 0 ? (
            <p className="text-ink-400">{t("town.noPlayers")}</p>
          ) : (
            <ol className="grid gap-2 sm:grid-cols-2" data-testid="town-seats">
              {view.seats.map((seat, i) => (
                <li
                  key={seat.id}
                  className="flex items-center gap-3 rounded-lg border border-night-700 bg-night-900 px-3 py-2"
                >
                  <span className="w-6 text-right font-mono text-xs text-ink-400">{i + 1}</span>
                  <span className="font-medium">{seat.name}</span>
                  {seat.handle && <span className="truncate text-sm text-ink-400">@{seat.handle}</span>}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      {(view.linkNotices ?? []).length > 0 && (
        <section aria-label={t("town.linkNotices")} className="mb-4 space-y-1" data-testid="link-notices">
          {view.linkNotices.map((n, i) => (
            <p
              key={i}
              className="rounded-md border border-moon-500/40 bg-moon-400/10 px-3 py-1.5 text-sm text-moon-300"
            >
              {t.rich("town.linkNotice", {
                name: n.name,
                strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
                when: () => <LocalTime at={n.at} />,
              })}
            </p>
          ))}
        </section>
      )}
      <RulesetTown view={view} slug={slug} />
    </Root>
  );
}

/**
 * The live-status badge; the inline script keeps it current, in the words it carries. It sits in the
 * page's top margin and scrolls away with it (absolute, not fixed): fixed, it covered the top-right of
 * whatever a phone had scrolled under it, a player's choices included (issue 29's review, #14).
 */
export function LiveStatus({ language }: { language: Locale }) {
  const t = translator(language);
  return (
    <p
      id="live-status"
      data-t-live={t("town.live.live")}
      data-t-polling={t("town.live.polling")}
      data-t-reconnecting={t("town.live.reconnecting")}
      data-t-timeup={t("town.timeUp")}
      role="status"
      data-testid="live-status"
      data-status="connecting"
      className="absolute top-2 right-3 z-10 inline-flex items-center gap-1.5 rounded-full bg-night-900/90 px-2 py-0.5 text-xs text-ink-400"
    >
      <span className="live-dot h-2 w-2 rounded-full" aria-hidden="true" />
      <span>{t("town.live.connecting")}</span>
    </p>
  );
}
