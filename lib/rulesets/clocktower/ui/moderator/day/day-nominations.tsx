"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/field";
import { namesIn, Section } from "../shared";
import { useNames, type DayPartProps } from "./day-shared";
import { useDeadlineFormat } from "@/lib/client/use-clock";
import { useSay } from "@/lib/i18n/use-say";

const WIDE = "min-w-0 flex-1 basis-36";

/** Nominations: enter one (as a seat or the storyteller), strike one, the queue and its settling. */
export function DayNominations(props: DayPartProps) {
  const { day, commands } = props;
  const name = useNames(props);
  const t = useTranslations("clocktower.forumDay.nominations");
  const ts = useTranslations("clocktower.forumDay.shared");
  const say = useSay();
  const fmt = useDeadlineFormat();
  const [nominator, setNominator] = useState("");
  const [nominee, setNominee] = useState("");
  const [error, setError] = useState<string | null>(null);
  const resolved = day.result !== null;
  const nominated = new Set(day.nominations.map((n) => n.nominee));
  const clock = day.clock;
  const seats = day.roster.map((s) => ({ value: s.id, label: s.alive ? s.name : ts("dead", { name: s.name }) }));
  return (
    <Section
      id="day-nominations"
      title={t("title")}
      aside={t(day.modifiers.bishop ? "asideBishop" : "aside", {
        count: day.nominations.length,
        ...namesIn(props.rules, "bishop"),
      })}
    >
      {!resolved && (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label={t("form")}
          onSubmit={async (e) => {
            e.preventDefault();
            if (!nominator || !nominee) {
              setError(t("chooseBoth"));
              return;
            }
            setError(null);
            await commands.send({ type: "day.nominate", nominator, nominee });
            setNominee("");
            setNominator("");
          }}
        >
          <SelectField
            id="day-nominator"
            label={t("nominator")}
            wrapperClassName={WIDE}
            value={nominator}
            onChange={(e) => setNominator(e.target.value)}
            placeholder={ts("choose")}
            options={[{ value: "storyteller", label: ts("storyteller") }, ...seats]}
          />
          <SelectField
            id="day-nominee"
            label={t("nominee")}
            wrapperClassName={WIDE}
            value={nominee}
            onChange={(e) => setNominee(e.target.value)}
            placeholder={ts("choose")}
            options={seats.map((o) =>
              nominated.has(o.value) ? { ...o, label: t("nominated", { label: o.label }) } : o,
            )}
          />
          <button className="btn btn-primary" disabled={commands.busy}>
            {t("nominate")}
          </button>
          {error && (
            <p role="alert" className="error-text w-full">
              {error}
            </p>
          )}
        </form>
      )}
      {resolved && day.secondNominator && <SecondNomination {...props} nominator={day.secondNominator} />}
      {clock?.nominationsOpenAt && clock.nominationsCloseAt && (
        <p className="mt-2 text-xs text-ink-400">
          {t("window", { opens: fmt(clock.nominationsOpenAt), closes: fmt(clock.nominationsCloseAt) })}
        </p>
      )}
      {day.nominations.length === 0 ? (
        <p className="mt-3 text-sm text-ink-400">{t("none")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-night-800 text-sm" aria-label={t("list")}>
          {day.nominations.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5" data-testid="day-nomination">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{name(n.nominee)}</span>{" "}
                {t.rich("nominatedBy", {
                  nominator: name(n.nominator),
                  muted: (c) => <span className="text-ink-400">{c}</span>,
                })}
                {n.fromQueue && <span className="text-ink-400">{t("queuedMark")}</span>}
                <span className="block text-xs text-ink-400">{fmt(n.at)}</span>
              </span>
              {!resolved && (
                <button
                  className="btn btn-ghost px-2 py-1 text-xs text-blood-400"
                  disabled={commands.busy}
                  onClick={() => commands.send({ type: "day.cancelNomination", nominee: n.nominee })}
                  aria-label={t("strikeLabel", { name: name(n.nominee) })}
                >
                  {t("strike")}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {day.queueToRecord > 0 && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-ink-400" data-testid="day-queue-record">
          {t("queueToRecord", { count: day.queueToRecord })}
          <button
            className="btn btn-ghost px-2 py-1 text-xs"
            disabled={commands.busy}
            onClick={() => commands.send({ type: "day.settleQueuedNominations" })}
          >
            {t("recordQueue")}
          </button>
        </p>
      )}
      {day.queued.length > 0 && (
        <div className="mt-3 rounded-md border border-night-800 p-2 text-sm">
          <h3 className="label">{t("queuedTitle")}</h3>
          <ul aria-label={t("queuedList")}>
            {day.queued.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center gap-2 py-1">
                <span className="min-w-0 flex-1">
                  {name(q.nominator)} → <span className="font-medium">{name(q.nominee)}</span>{" "}
                  <span className="text-xs text-ink-400">{t("queuedAt", { at: fmt(q.queuedAt) })}</span>
                </span>
                <button
                  className="btn btn-ghost px-2 py-1 text-xs"
                  disabled={commands.busy}
                  onClick={() => commands.send({ type: "day.withdrawQueuedNomination", id: q.id })}
                  aria-label={t("withdrawLabel", { nominee: name(q.nominee), nominator: name(q.nominator) })}
                >
                  {t("withdraw")}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {day.dropped.length > 0 && (
        <ul className="mt-3 space-y-1 text-xs text-ink-400" aria-label={t("dropped")}>
          {day.dropped.map((d) => (
            <li key={d.id}>
              {name(d.nominator)} → {name(d.nominee)}: {say(d.reason)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * Sects & Violets' Butcher: after the day's execution, one more nomination (by the seat allowed it)
 * opens a second vote today.
 */
function SecondNomination(props: DayPartProps & { nominator: string }) {
  const { day, commands, nominator } = props;
  const name = useNames(props);
  const t = useTranslations("clocktower.forumDay.nominations");
  const ts = useTranslations("clocktower.forumDay.shared");
  const [nominee, setNominee] = useState("");
  const nominated = new Set([...day.nominations.map((n) => n.nominee), ...(day.result?.executed ?? [])]);
  const options = day.roster
    .filter((s) => s.alive && !s.isTraveller && !nominated.has(s.id))
    .map((s) => ({ value: s.id, label: s.name }));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={t("againForm")}
      data-testid="day-second-nomination"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!nominee) return;
        await commands.send({ type: "day.nominate", nominator, nominee });
        setNominee("");
      }}
    >
      <p className="w-full text-sm text-ink-300">{t("again", { name: name(nominator) })}</p>
      <SelectField
        id="day-second-nominee"
        label={t("nominee")}
        wrapperClassName={WIDE}
        value={nominee}
        onChange={(e) => setNominee(e.target.value)}
        placeholder={ts("choose")}
        options={options}
      />
      <button className="btn btn-primary" disabled={commands.busy || !nominee}>
        {t("nominateAgain")}
      </button>
    </form>
  );
}
