import type { PublicDay } from "@/lib/rulesets/clocktower/day/day-views";
import { H3, When, type TownWords } from "./town-day-parts";

type Name = (id: string) => string;

/** "3/7 (L-1)", "4/7 (majority)" in the game's language (the view's `label` is English). */
function totalLabel({ t }: TownWords, r: PublicDay["count"]["rows"][number]): string {
  if (r.toMajority === null) return r.fraction;
  if (r.toMajority === "majority") return t("clocktower.forumDay.rules.totalMajority", { base: r.fraction });
  return t("clocktower.forumDay.rules.totalNeeded", {
    base: r.fraction,
    needed: Number(r.toMajority.replace(/^L-/, "")),
  });
}

/**
 * The live count, one row per nomination: a table on wide screens; on a phone, a card per nominee
 * with the name and the total large on its first line.
 */
export function CountTable({ day, name, w }: { day: PublicDay; name: Name; w: TownWords }) {
  const { t } = w;
  const rows = day.count.rows;
  const at = new Map(day.nominations.map((n) => [n.id, n.at]));
  if (rows.length === 0) return <p className="text-sm text-ink-400">{t("clocktower.forumDay.town.noNominations")}</p>;
  const cell = "block py-0.5 sm:table-cell sm:px-2 sm:py-2 sm:align-top";
  const tag = "text-ink-400 sm:hidden";
  return (
    <table className="block w-full text-sm sm:table" data-testid="day-count">
      <caption className="sr-only">{t("clocktower.forumDay.town.byNominee")}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="text-left text-xs text-ink-400">
          <th className="font-normal sm:px-2">{t("clocktower.forumDay.town.nominee")}</th>
          <th className="font-normal sm:px-2">{t("clocktower.forumDay.town.nominatedBy")}</th>
          <th className="font-normal sm:px-2">{t("clocktower.forumDay.town.voters")}</th>
          <th className="font-normal sm:px-2 sm:text-right">{t("clocktower.forumDay.town.votes")}</th>
        </tr>
      </thead>
      <tbody className="block space-y-2 sm:table-row-group sm:space-y-0">
        {rows.map((r) => (
          <tr
            key={r.nominationId}
            data-testid="count-row"
            className={`grid grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-lg border px-3 py-2 sm:table-row sm:rounded-none sm:border-0 sm:border-t ${r.hasMajority ? "border-moon-500/60 bg-moon-500/5" : "border-night-700"}`}
          >
            <td className={`${cell} text-xl font-semibold text-ink-100 sm:text-sm`}>{name(r.nominee)}</td>
            <td className={`${cell} col-span-2`}>
              <span className={tag}>{t("clocktower.forumDay.town.nominatedByTag")}</span>
              {name(r.nominator)}
              {at.get(r.nominationId) && (
                <span className="block text-xs text-ink-400">
                  <When at={at.get(r.nominationId)!} />
                </span>
              )}
            </td>
            <td className={`${cell} col-span-2`}>
              <span className={tag}>{t("clocktower.forumDay.town.votersTag")}</span>
              {r.voters.length ? (
                w.list(r.voters.map(name))
              ) : (
                <span className="text-ink-400">{t("clocktower.forumDay.town.noneYet")}</span>
              )}
            </td>
            <td className={`${cell} col-start-2 row-start-1 text-right`}>
              <span
                className={`font-mono text-2xl font-semibold whitespace-nowrap sm:text-sm ${r.hasMajority ? "text-moon-300" : "text-ink-100"}`}
                data-testid="count-label"
              >
                {totalLabel(w, r)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Who has not voted yet, under the count. */
export function NotVoting({ day, name, w }: { day: PublicDay; name: Name; w: TownWords }) {
  const { t } = w;
  const c = day.count;
  return (
    <div data-testid="not-voting">
      <h4 className={H3}>{t("clocktower.forumDay.town.notVoting", { count: c.notVoting.length })}</h4>
      <p className="text-base">
        {c.notVoting.length ? (
          w.list(c.notVoting.map(name))
        ) : (
          <span className="text-ink-400">{t("clocktower.forumDay.town.everyoneVoting")}</span>
        )}
      </p>
    </div>
  );
}

/** The dead's vote tokens, locks, votes that do not count, and exiles in progress. */
export function CountDetails({ day, name, w }: { day: PublicDay; name: Name; w: TownWords }) {
  const { t, say } = w;
  const c = day.count;
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      {c.locked.length > 0 && (
        <div data-testid="locked-voters">
          <h4 className={H3}>{t("clocktower.forumDay.town.locked", { count: c.locked.length })}</h4>
          <p>{w.list(c.locked.map(name))}</p>
          {c.allLocked && <p className="text-moon-300">{t("clocktower.forumDay.town.allLocked")}</p>}
        </div>
      )}
      {c.deadTokens.length > 0 && (
        <div data-testid="dead-tokens">
          <h4 className={H3}>{t("clocktower.forumDay.town.deadTokens")}</h4>
          <ul>
            {c.deadTokens.map((k) => (
              <li key={k.seat}>
                {name(k.seat)}:{" "}
                <span className={k.available ? "text-moon-300" : "text-ink-400"}>
                  {k.available
                    ? t("clocktower.forumDay.town.tokenAvailable")
                    : t("clocktower.forumDay.town.tokenSpent")}
                </span>
                {k.votingFor && t("clocktower.forumDay.town.votingFor", { name: name(k.votingFor) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.discounted.length > 0 && (
        <div>
          <h4 className={H3}>{t("clocktower.forumDay.town.notCounted")}</h4>
          <ul>
            {c.discounted.map((d) => (
              <li key={d.voter}>
                {t("clocktower.forumDay.town.onNominee", { voter: name(d.voter), nominee: name(d.nominee) })}{" "}
                <span className="text-ink-400">{say(d.reason)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.exiles.length > 0 && (
        <div className="sm:col-span-2" data-testid="exiles">
          <h4 className={H3}>{t("clocktower.forumDay.town.exiles")}</h4>
          <ul className="space-y-1">
            {c.exiles.map((e) => (
              <li key={e.id}>
                {t.rich("clocktower.forumDay.town.exile", {
                  traveller: name(e.traveller),
                  caller: name(e.calledBy),
                  strong: (x) => <span className="font-semibold">{x}</span>,
                  muted: (x) => <span className="text-ink-400">{x}</span>,
                })}{" "}
                <span className="font-mono">
                  {e.total}/{e.living}
                </span>{" "}
                {e.needed > 0
                  ? t("clocktower.forumDay.town.needsMore", { count: e.needed })
                  : t("clocktower.forumDay.town.majority")}
                {e.voters.length > 0 && <span className="block text-ink-300">{w.list(e.voters.map(name))}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.deadline && (
        <p className="text-ink-300 sm:col-span-2">
          {c.deadlinePassed
            ? t("clocktower.forumDay.town.votingClosedAt")
            : t("clocktower.forumDay.town.votingClosesAt")}{" "}
          <When at={c.deadline} />
        </p>
      )}
    </div>
  );
}
