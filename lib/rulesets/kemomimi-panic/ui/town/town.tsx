import type { PublicView } from "@/lib/game/views";
import type { KemomimiPublicView, PublicPlayer } from "@/lib/rulesets/kemomimi-panic/views";
import type { Moon } from "@/lib/rulesets/kemomimi-panic/state";
import { Countdown, LocalTime } from "@/components/town/countdown";
import { NightCount } from "./night-count";
import { ROLES } from "@/lib/rulesets/kemomimi-panic/roles";
import { render, translator, type Translator } from "@/lib/i18n/render";
import type { Locale } from "@/lib/i18n/locales";
import type { Phrase } from "@/lib/i18n/message";
import { atNight, dayOf, describeEntry, moonMessage, namesFrom, winnerMessage, type NameOf } from "./describe";
import { cardName } from "@/lib/rulesets/kemomimi-panic/characters";

/** What every part of the town needs: the names, and the game's language. */
interface Words {
  t: Translator;
  say: (p: Phrase) => string;
  /** "A, B, C" ("A、B、C" in Japanese). */
  list: (items: string[]) => string;
  name: NameOf;
  locale: Locale;
}

/**
 * Kemomimi Panic on the town square. Rendered on the server only (the page ships no framework code:
 * the countdown and local times are kept current by the town's inline script), from `view.rules`
 * alone, the ruleset's public view (an allow-list: a role shows only once the rules revealed it).
 * It speaks the game's language, whoever reads it.
 */
export function KemomimiTown({ view }: { view: PublicView<KemomimiPublicView> }) {
  const rules = view.rules;
  const locale = view.language ?? "en";
  const t = translator(locale);
  const list = new Intl.ListFormat(locale, { type: "conjunction", style: "narrow" });
  const w: Words = {
    t,
    say: (p) => render(p, locale),
    list: (items) => list.format(items),
    name: namesFrom(view.seats, { formerSeat: t("kemomimi.names.formerSeat"), nobody: t("kemomimi.names.nobody") }),
    locale,
  };
  const { name, say } = w;
  return (
    <section aria-labelledby="kp-heading" className="mt-8 space-y-5" data-testid="kp-town">
      <h2 id="kp-heading" className="sr-only">
        {t("kemomimi.name")}
      </h2>

      <div className="rounded-xl border border-night-700 bg-night-900 p-4" data-testid="kp-status">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className="rounded-full bg-night-800 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-ink-200 uppercase">
            {t(`kemomimi.town.phases.${rules.phase}`)}
          </span>
          {rules.day > 0 && <span className="text-ink-300">{t("kemomimi.dayN", { day: rules.day })}</span>}
          {rules.players.length > 0 && (
            <span className="flex items-center gap-1.5 text-ink-300">
              <MoonIcon moon={rules.moon} /> {say(moonMessage(rules.moon))}
            </span>
          )}
          {rules.leader && (
            <span className="text-ink-300">
              {t("kemomimi.leaderIs")} <strong className="font-semibold text-moon-300">{name(rules.leader)}</strong>
            </span>
          )}
          {rules.setupName && <span className="text-ink-400 sm:ml-auto">{say(rules.setupName)}</span>}
        </div>
        {!rules.outcome && (
          <p className="mt-3 text-ink-100">
            <WithLocalTimes text={say(rules.prompt)} />
          </p>
        )}
        {rules.discussion && rules.step === "discussion" && (
          <p className="mt-3 flex flex-wrap items-baseline gap-x-2 text-sm text-ink-300">
            {t("kemomimi.town.discussionLeft")}
            <Countdown
              deadline={rules.discussion.deadline}
              now={new Date()}
              language={locale}
              className="font-mono text-2xl font-semibold text-moon-300 tabular-nums"
            />
            <span className="text-xs text-ink-400">
              {t.rich("kemomimi.town.until", { time: () => <LocalTime at={rules.discussion!.deadline} /> })}
            </span>
          </p>
        )}
        {rules.night && (
          <div className="mt-3 text-sm">
            <NightCount
              awakeAt={rules.night.awakeAt}
              lockAt={rules.night.lockAt}
              language={locale}
              testId="kp-night-count"
              hint={t("kemomimi.town.countHint")}
            />
          </div>
        )}
      </div>

      {rules.outcome && <Outcome rules={rules} w={w} />}
      {rules.reveal && <Reveal rules={rules} w={w} />}
      {rules.match && <Match rules={rules} w={w} />}
      {rules.vote && <Vote rules={rules} w={w} />}

      {rules.retellings.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
            {t("kemomimi.town.shamlockSays")}
          </h3>
          <ul className="space-y-2">
            {rules.retellings.map((text, i) => (
              <li key={i} className="rounded-lg border-l-2 border-moon-400 bg-night-900 px-3 py-2 text-ink-100 italic">
                {t("kemomimi.quoted", { text })}
              </li>
            ))}
          </ul>
        </div>
      )}

      {rules.players.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
            {t("kemomimi.town.table")}{" "}
            <span className="font-normal text-ink-400 normal-case">
              {t("kemomimi.town.tableCounts", {
                in: rules.players.filter((p) => !p.out).length,
                total: rules.playerCount,
                thieves: rules.thieves,
              })}
            </span>
          </h3>
          <ol className="grid gap-2 sm:grid-cols-2" data-testid="kp-players">
            {rules.players.map((p) => (
              <PlayerCard key={p.seatId} p={p} w={w} suspect={rules.vote?.suspect === p.seatId} />
            ))}
          </ol>
        </div>
      )}

      {rules.history.length > 0 && <History rules={rules} w={w} />}
    </section>
  );
}

/** An engine sentence with its ISO instants shown in the reader's time zone (UTC until the script runs). */
function WithLocalTimes({ text }: { text: string }) {
  const parts = text.split(/(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)/);
  return <>{parts.map((part, i) => (i % 2 ? <LocalTime key={i} at={part} /> : part))}</>;
}

function MoonIcon({ moon }: { moon: Moon }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-3.5 w-3.5 rounded-full ${moon === "full" ? "bg-moon-300 shadow-[0_0_8px_var(--color-moon-400)]" : "border border-ink-400 bg-night-950"}`}
    />
  );
}

function Badge({ children, tone = "ink" }: { children: React.ReactNode; tone?: "ink" | "moon" | "blood" }) {
  const tones = {
    ink: "border-night-600 text-ink-300",
    moon: "border-moon-500/60 bg-moon-400/10 text-moon-300",
    blood: "border-blood-500/60 bg-blood-500/10 text-blood-400",
  };
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}

function PlayerCard({ p, w, suspect }: { p: PublicPlayer; w: Words; suspect: boolean }) {
  const { t, name } = w;
  return (
    <li
      className={`rounded-lg border px-3 py-2.5 ${p.out ? "border-night-800 bg-night-950" : suspect ? "border-blood-500/60 bg-night-900" : "border-night-700 bg-night-900"}`}
      data-testid="kp-player"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <span className={`font-semibold ${p.out ? "text-ink-300 line-through" : "text-ink-100"}`}>
          {name(p.seatId)}
        </span>
        {p.isLeader && <Badge tone="moon">{t("kemomimi.town.leaderBadge")}</Badge>}
        {suspect && !p.out && <Badge tone="blood">{t("kemomimi.town.suspectBadge")}</Badge>}
        <span className="ml-auto text-xs whitespace-nowrap text-ink-300">
          {p.out ? "" : t("kemomimi.town.jewelry", { count: p.jewelry })}
        </span>
      </div>
      <p className="mt-1 text-sm text-moon-300">
        {p.characterName}
        {p.oncePowerUsed && <span className="ml-2 text-xs text-ink-400">{t("kemomimi.town.oncePowerUsed")}</span>}
      </p>
      {p.power && <p className="mt-1 text-xs leading-relaxed text-ink-400">{p.power}</p>}
      {p.out && (
        <p className="mt-1.5 text-sm">
          {p.leftTable ? (
            <span className="text-ink-400">{t("kemomimi.town.leftTable")}</span>
          ) : (
            <>
              <span className="text-ink-300">{t("kemomimi.town.outWas")} </span>
              <strong className="font-semibold text-blood-400">{p.revealedRoleName}</strong>
            </>
          )}
        </p>
      )}
    </li>
  );
}

function Vote({ rules, w }: { rules: KemomimiPublicView; w: Words }) {
  const { t, name, list } = w;
  const v = rules.vote!;
  const verdict = v.count ? (v.turnedInnocent ? "innocent" : v.count.verdict) : null;
  return (
    <div className="rounded-xl border border-blood-500/40 bg-night-900 p-4" data-testid="kp-vote">
      <p className="text-sm text-ink-300">{t("kemomimi.town.todaysSuspect")}</p>
      <p className="text-xl font-semibold text-ink-100">{name(v.suspect)}</p>
      <p className="mt-2 text-sm text-ink-300">
        {v.count
          ? t("kemomimi.town.handsRaised", { raised: v.count.raised.length, participants: v.count.participants })
          : rules.hostPlays
            ? t("kemomimi.town.handsIn", { handsIn: v.handsIn, voters: v.voters })
            : t("kemomimi.town.handsSoFar", { count: v.hands.length })}{" "}
        {t("kemomimi.town.needed", { needed: v.needed })}
      </p>
      {(v.count?.raised ?? v.hands).length > 0 && (
        <p className="mt-1 text-sm text-ink-200">
          {t("kemomimi.town.raisedNames", { names: list((v.count?.raised ?? v.hands).map(name)) })}
        </p>
      )}
      {v.barredVoter && (
        <p className="mt-1 text-xs text-ink-400">
          {t("kemomimi.town.barred", { name: name(v.barredVoter), ...cardName("luma") })}
        </p>
      )}
      {v.twinVoteForced && <p className="mt-1 text-xs text-ink-400">{t("kemomimi.town.twin")}</p>}
      {verdict && (
        <p
          className={`mt-3 text-lg font-semibold ${verdict === "guilty" ? "text-blood-400" : "text-good-400"}`}
          data-testid="kp-verdict"
        >
          {verdict === "guilty" ? t("kemomimi.town.verdictGuilty") : t("kemomimi.town.verdictInnocent")}
          {v.turnedInnocent && (
            <span className="ml-2 text-sm font-normal text-ink-300">
              {t("kemomimi.town.byVerna", cardName("verna"))}
            </span>
          )}
        </p>
      )}
    </div>
  );
}

function Outcome({ rules, w }: { rules: KemomimiPublicView; w: Words }) {
  const { t, name, say, list } = w;
  const o = rules.outcome!;
  const rows = Object.entries(o.points).sort((a, b) => b[1] - a[1]);
  const points = rows.length > 0;
  return (
    <div className="rounded-xl border border-moon-500/60 bg-moon-400/10 p-4" data-testid="kp-outcome">
      <p className="text-2xl font-semibold text-moon-300">
        {t("kemomimi.town.winnerBang", { winner: say(winnerMessage(o.winner)) })}
      </p>
      <p className="mt-1 text-ink-200">{say(o.reason)}</p>
      {o.declaredByModerator && <p className="mt-1 text-xs text-ink-400">{t("kemomimi.town.declared")}</p>}
      <p className="mt-3 text-sm text-ink-300">
        {t("kemomimi.town.winners")}{" "}
        <span className="text-ink-100">{list(o.winners.map(name)) || t("kemomimi.names.nobody")}</span>
      </p>
      {points && (
        <table className="mt-3 w-full max-w-sm text-sm">
          <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-ink-300 uppercase">
            {t("kemomimi.town.pointsThisGame")}
          </caption>
          <tbody>
            {rows.map(([seat, pts]) => (
              <tr key={seat} className="border-t border-night-700/70">
                <td className="py-1 text-ink-200">{name(seat)}</td>
                <td className="py-1 text-right font-mono text-moon-300">{t("kemomimi.vp", { points: pts })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** A game with a playing host ends with the whole deal on the table. */
function Reveal({ rules, w }: { rules: KemomimiPublicView; w: Words }) {
  const { t, name, list } = w;
  const r = rules.reveal!;
  return (
    <div className="rounded-xl border border-night-700 bg-night-900 p-4" data-testid="kp-reveal">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">{t("kemomimi.town.revealed")}</h3>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {r.roles.map((x) => (
          <li key={x.seatId} className="text-ink-200">
            {t("kemomimi.town.seatRole", { name: name(x.seatId) })}{" "}
            <strong className="font-semibold text-ink-100">{x.roleName}</strong>
          </li>
        ))}
      </ul>
      {r.removed.length > 0 && (
        <p className="mt-2 text-sm text-ink-400">
          {t("kemomimi.town.backInBox", { cards: list(r.removed.map((c) => ROLES[c].name)) })}
        </p>
      )}
    </div>
  );
}

/** Match play: the running totals, and the crown at 10 or more. */
function Match({ rules, w }: { rules: KemomimiPublicView; w: Words }) {
  const { t, name, locale } = w;
  const m = rules.match!;
  if (!m.games.length) return null;
  const rows = Object.entries(m.totals).sort((a, b) => b[1] - a[1]);
  const and = new Intl.ListFormat(locale, { type: "conjunction" });
  return (
    <div className="rounded-xl border border-night-700 bg-night-900 p-4" data-testid="kp-match">
      <h3 className="mb-1 text-sm font-semibold tracking-wide text-ink-300 uppercase">
        {t("kemomimi.town.match", { games: m.games.length, crown: m.crown })}
      </h3>
      {m.crowned.length > 0 && (
        <p className="mb-2 font-semibold text-moon-300">
          {t("kemomimi.town.crowned", { names: and.format(m.crowned.map(name)), count: m.crowned.length })}
        </p>
      )}
      <table className="w-full max-w-sm text-sm">
        <tbody>
          {rows.map(([seat, pts]) => (
            <tr key={seat} className="border-t border-night-700/70">
              <td className="py-1 text-ink-200">{name(seat)}</td>
              <td className="py-1 text-right font-mono text-moon-300">{t("kemomimi.vp", { points: pts })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function History({ rules, w }: { rules: KemomimiPublicView; w: Words }) {
  const { t, name, say, list } = w;
  const entries = rules.history.map((e, i) => ({ e, i })).reverse();
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">{t("kemomimi.town.history")}</h3>
      <ol className="space-y-1.5 text-sm" data-testid="kp-history" aria-label={t("kemomimi.town.historyLabel")}>
        {entries.map(({ e, i }) => {
          const day = dayOf(e);
          return (
            <li key={i} className="flex gap-3 rounded-md bg-night-900/60 px-3 py-1.5">
              <span className="w-14 shrink-0 font-mono text-xs leading-5 text-ink-400">
                {day ? t("kemomimi.log.day", { day, night: atNight(e) ? "yes" : "no" }) : ""}
              </span>
              <span className="text-ink-200">{say(describeEntry(e, name, list))}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
