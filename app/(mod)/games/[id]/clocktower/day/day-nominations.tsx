"use client";
import { useState } from "react";
import { SelectField } from "@/components/field";
import { Section } from "../shared";
import { useNames, type DayPartProps } from "./day-shared";
import { useDeadlineFormat } from "@/lib/client/use-clock";

const WIDE = "min-w-0 flex-1 basis-36";

/** Nominations: enter one (as a seat or the storyteller), strike one, the queue and its settling. */
export function DayNominations(props: DayPartProps) {
  const { day, commands } = props;
  const name = useNames(props);
  const fmt = useDeadlineFormat();
  const [nominator, setNominator] = useState("");
  const [nominee, setNominee] = useState("");
  const [error, setError] = useState<string | null>(null);
  const resolved = day.result !== null;
  const nominated = new Set(day.nominations.map((n) => n.nominee));
  const clock = day.clock;
  const seats = day.roster.map((s) => ({ value: s.id, label: `${s.name}${s.alive ? "" : " (dead)"}` }));
  return (
    <Section
      id="day-nominations"
      title="Nominations"
      aside={`${day.nominations.length} today${day.modifiers.bishop ? " · Bishop: only the Storyteller nominates" : ""}`}
    >
      {!resolved && (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label="Enter a nomination"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!nominator || !nominee) {
              setError("Choose who nominates and who is nominated.");
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
            label="Nominator"
            wrapperClassName={WIDE}
            value={nominator}
            onChange={(e) => setNominator(e.target.value)}
            placeholder="Choose…"
            options={[{ value: "storyteller", label: "Storyteller" }, ...seats]}
          />
          <SelectField
            id="day-nominee"
            label="Nominee"
            wrapperClassName={WIDE}
            value={nominee}
            onChange={(e) => setNominee(e.target.value)}
            placeholder="Choose…"
            options={seats.map((o) => (nominated.has(o.value) ? { ...o, label: `${o.label} (nominated)` } : o))}
          />
          <button className="btn btn-primary" disabled={commands.busy}>
            Nominate
          </button>
          {error && (
            <p role="alert" className="error-text w-full">
              {error}
            </p>
          )}
        </form>
      )}
      {clock?.nominationsOpenAt && clock.nominationsCloseAt && (
        <p className="mt-2 text-xs text-ink-400">
          Nominations open {fmt(clock.nominationsOpenAt)} and close {fmt(clock.nominationsCloseAt)}.
        </p>
      )}
      {day.nominations.length === 0 ? (
        <p className="mt-3 text-sm text-ink-400">Nobody has been nominated today.</p>
      ) : (
        <ol className="mt-3 divide-y divide-night-800 text-sm" aria-label="Today's nominations">
          {day.nominations.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5" data-testid="day-nomination">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{name(n.nominee)}</span>{" "}
                <span className="text-ink-400">nominated by</span> {name(n.nominator)}
                {n.fromQueue && <span className="text-ink-400"> (queued)</span>}
                <span className="block text-xs text-ink-400">{fmt(n.at)}</span>
              </span>
              {!resolved && (
                <button
                  className="btn btn-ghost px-2 py-1 text-xs text-blood-400"
                  disabled={commands.busy}
                  onClick={() => commands.send({ type: "day.cancelNomination", nominee: n.nominee })}
                  aria-label={`Strike the nomination of ${name(n.nominee)}`}
                >
                  Strike
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {day.queueToRecord > 0 && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-ink-400" data-testid="day-queue-record">
          {day.queueToRecord} nomination{day.queueToRecord === 1 ? "" : "s"} from the queue, counted since nominations
          opened.
          <button
            className="btn btn-ghost px-2 py-1 text-xs"
            disabled={commands.busy}
            onClick={() => commands.send({ type: "day.settleQueuedNominations" })}
          >
            Record them in the log
          </button>
        </p>
      )}
      {day.queued.length > 0 && (
        <div className="mt-3 rounded-md border border-night-800 p-2 text-sm">
          <h3 className="label">Queued before nominations opened</h3>
          <ul aria-label="Queued nominations">
            {day.queued.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center gap-2 py-1">
                <span className="min-w-0 flex-1">
                  {name(q.nominator)} → <span className="font-medium">{name(q.nominee)}</span>{" "}
                  <span className="text-xs text-ink-400">queued {fmt(q.queuedAt)}</span>
                </span>
                <button
                  className="btn btn-ghost px-2 py-1 text-xs"
                  disabled={commands.busy}
                  onClick={() => commands.send({ type: "day.withdrawQueuedNomination", id: q.id })}
                  aria-label={`Withdraw the queued nomination of ${name(q.nominee)} by ${name(q.nominator)}`}
                >
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {day.dropped.length > 0 && (
        <ul className="mt-3 space-y-1 text-xs text-ink-400" aria-label="Queued nominations that did not take effect">
          {day.dropped.map((d) => (
            <li key={d.id}>
              {name(d.nominator)} → {name(d.nominee)}: {d.reason}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
