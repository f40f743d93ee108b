"use client";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import { poolCharacters, Section } from "../shared";
import { majorityMessage } from "@/lib/rulesets/clocktower/day/tally";
import { useListNames, useNames, type DayPartProps } from "./day-shared";
import { useDeadlineFormat } from "@/lib/client/use-clock";
import { useNameList } from "@/lib/i18n/use-name-list";

/**
 * The count as the thread will read it: a row per nominee, who is not voting, tokens, locks, majority.
 * Once the day is resolved the view counts it on the roster of that moment, so it stays as decided.
 */
export function DayCount(props: DayPartProps) {
  const name = useNames(props);
  return <LiveCount {...props} name={name} />;
}

function LiveCount(props: DayPartProps & { name: (id: string) => string }) {
  const { day, name } = props;
  const fmt = useDeadlineFormat();
  const t = useTranslations("clocktower.forumDay.count");
  const rules = useTranslations("clocktower.forumDay.rules");
  const say = useSay();
  const listNames = useListNames();
  const list = useNameList();
  const c = day.count;
  const tokens = c.deadTokens;
  const leader = c.leader.nominee
    ? t("wouldExecute", { name: name(c.leader.nominee) })
    : c.leader.tied.length
      ? t("tied", { names: list(c.leader.tied.map(name)) })
      : c.rows.length
        ? t("nobodyExecuted")
        : undefined;
  return (
    <Section
      id="day-count"
      title={day.result ? t("finalTitle", { number: day.number }) : t("title")}
      aside={day.result ? undefined : leader}
    >
      {c.rows.length === 0 ? (
        <p className="text-sm text-ink-400">{t("noNominations")}</p>
      ) : (
        <div className="-mx-1 overflow-x-auto">
          <table
            className="w-full text-left text-sm"
            aria-label={day.result ? t("finalTable", { number: day.number }) : t("liveTable")}
          >
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-1 py-1 font-semibold">
                  <abbr title={t("nominator")} className="no-underline sm:hidden">
                    {t("by")}
                  </abbr>
                  <span className="hidden sm:inline">{t("nominator")}</span>
                </th>
                <th scope="col" className="px-1 py-1 font-semibold">
                  {t("nominee")}
                </th>
                <th scope="col" className="px-1 py-1 font-semibold">
                  {t("votedBy")}
                </th>
                <th scope="col" className="px-1 py-1 text-right font-semibold">
                  {t("total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {c.rows.map((r) => (
                <tr
                  key={r.nominationId}
                  data-testid="day-count-row"
                  data-nominee={name(r.nominee)}
                  className={`border-t border-night-800 ${r.hasMajority ? "bg-blood-500/10" : ""}`}
                >
                  <td className="px-1 py-1.5 align-top">{name(r.nominator)}</td>
                  <td className="px-1 py-1.5 align-top font-medium">{name(r.nominee)}</td>
                  <td className="px-1 py-1.5 align-top text-ink-200">
                    {r.voters.length ? list(r.voters.map(name)) : <span className="text-ink-400">—</span>}
                  </td>
                  <td
                    className={`px-1 py-1.5 text-right align-top font-mono ${r.hasMajority ? "text-blood-400" : ""}`}
                    data-testid="day-count-total"
                  >
                    <span className="whitespace-nowrap">{r.fraction}</span>
                    {r.toMajority && (
                      <>
                        {" "}
                        <span className="block whitespace-nowrap sm:inline">
                          {(r.toMajority === "majority"
                            ? rules("totalMajority", { base: "" })
                            : rules("totalNeeded", { base: "", needed: Number(r.toMajority.replace(/^L-/, "")) })
                          ).trim()}
                        </span>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-400">{t("notVoting")}</dt>
        <dd data-testid="day-not-voting">{listNames(c.notVoting.map(name))}</dd>
        {tokens.length > 0 && (
          <>
            <dt className="text-ink-400">{t("deadTokens")}</dt>
            <dd data-testid="day-dead-tokens">
              {list(
                tokens.map((k) =>
                  k.available
                    ? k.votingFor
                      ? t("tokenVoting", { name: name(k.seat), nominee: name(k.votingFor) })
                      : t("tokenAvailable", { name: name(k.seat) })
                    : t("tokenSpent", { name: name(k.seat) }),
                ),
              )}
            </dd>
          </>
        )}
        <dt className="text-ink-400">{t("locked")}</dt>
        <dd data-testid="day-locked">
          {listNames(c.locked.map(name))}
          {c.allLocked && <span className="text-moon-300">{t("everyLiving")}</span>}
        </dd>
        {c.discounted.length > 0 && (
          <>
            <dt className="text-ink-400">{t("notCounted")}</dt>
            <dd>{c.discounted.map((d) => `${name(d.voter)} → ${name(d.nominee)}: ${say(d.reason)}`).join(" ")}</dd>
          </>
        )}
        {c.deadline && (
          <>
            <dt className="text-ink-400">{c.deadlinePassed ? t("votingClosed") : t("votingCloses")}</dt>
            <dd>{fmt(c.deadline)}</dd>
          </>
        )}
      </dl>
      <p className="mt-2 text-sm font-medium" data-testid="day-majority">
        {say(
          majorityMessage(
            { living: c.living, majority: c.majority, fiddler: !!day.modifiers.fiddler },
            poolCharacters(props.rules),
          ),
        )}
      </p>
      {day.hints.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-moon-300" aria-label={t("hints")}>
          {day.hints.map((h, i) => (
            <li key={i}>⚠ {say(h)}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
