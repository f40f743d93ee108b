"use client";
import { useDeadlineFormat } from "@/lib/client/use-clock";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useNameList } from "@/lib/i18n/use-name-list";
import { useSay } from "@/lib/i18n/use-say";
import { SelectField, type SelectOption } from "@/components/field";
import type { ModeratorDay } from "@/lib/rulesets/clocktower";
import { countWhisper, WHISPER_RULES } from "@/lib/rulesets/clocktower/day/whispers";
import { neighboursOf, seatName, STORYTELLER } from "@/lib/rulesets/clocktower/day/roster";
import { Section, type ClocktowerPartProps } from "../shared";

/** Declared and neighbour whispers, each player's remaining whispers, and "posted publicly". */
export function WhispersPanel({ rules, commands }: ClocktowerPartProps) {
  const day = rules.day;
  const t = useTranslations("clocktower.forumDay.whispers");
  if (!day) return null;
  const matron = rules.seats.find((s) => s.characterId === "matron" && s.traveller && s.alive);
  const declared = day.allWhispers.filter((w) => w.kind === "declared");
  const neighbour = day.allWhispers.length - declared.length;
  const send = (command: Record<string, unknown>) => commands.send({ type: "clocktower.day", command });
  return (
    <Section id="ct-whispers" title={t("title")} aside={t("aside", { declared: declared.length, neighbour })}>
      {matron && (
        <p className="mb-3 rounded-md border border-moon-500/40 bg-moon-400/5 p-2 text-sm text-moon-300">
          {t("matron", { name: matron.name })}
        </p>
      )}
      <div className="grid gap-3 [&>*]:min-w-0">
        <DeclareForm day={day} busy={commands.busy} send={send} />
        <NeighbourForm day={day} busy={commands.busy} send={send} />
      </div>
      <WhisperList day={day} />
      <Allowances day={day} busy={commands.busy} send={send} />
    </Section>
  );
}

type Send = (command: Record<string, unknown>) => Promise<unknown>;

function SeatSelect({
  id,
  label,
  value,
  onChange,
  seats,
  extra = [],
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  seats: Array<{ id: string; name: string }>;
  extra?: SelectOption[];
}) {
  const ts = useTranslations("clocktower.forumDay.shared");
  return (
    <SelectField
      id={id}
      label={label}
      wrapperClassName="min-w-0"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={ts("choose")}
      options={[...seats.map((s) => ({ value: s.id, label: s.name })), ...extra]}
    />
  );
}

function DeclareForm({ day, busy, send }: { day: ModeratorDay; busy: boolean; send: Send }) {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations("clocktower.forumDay.whispers");
  return (
    <form
      className="space-y-2 rounded-lg border border-night-800 p-3"
      aria-labelledby="ct-wh-declare"
      onSubmit={(e) => {
        e.preventDefault();
        if (!from || !to) return setError(t("chooseDeclare"));
        if (from === to) return setError(t("notThemselves"));
        setError(null);
        void send({ type: "whisper.declare", from, to });
      }}
    >
      <h3 id="ct-wh-declare" className="text-sm font-semibold">
        {t("declared")}
      </h3>
      <div className="grid grid-cols-2 gap-2">
        <SeatSelect id="ct-wh-from" label={t("declaredBy")} value={from} onChange={setFrom} seats={day.roster} />
        <SeatSelect
          id="ct-wh-to"
          label={t("declaredTo")}
          value={to}
          onChange={setTo}
          seats={day.roster.filter((s) => s.id !== from)}
          extra={[{ value: STORYTELLER, label: t("theStoryteller") }]}
        />
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <button className="btn btn-primary" disabled={busy}>
        {t("declare")}
      </button>
    </form>
  );
}

function NeighbourForm({ day, busy, send }: { day: ModeratorDay; busy: boolean; send: Send }) {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const say = useSay();
  const neighbours = from
    ? neighboursOf(day.roster, from).map((id) => ({ id, name: seatName(day.roster, id, say) }))
    : [];
  // The cap counts words, or characters in a Japanese game (the host's setting): the count says which.
  const { unit, max } = day.neighbourWhisperCap;
  const words = countWhisper(text, unit);
  const t = useTranslations("clocktower.forumDay.whispers");
  const used = (id: string) =>
    day.allowances.find((a) => a.seat === from)?.neighbours.find((n) => n.seat === id)?.used ?? false;
  return (
    <form
      className="space-y-2 rounded-lg border border-night-800 p-3"
      aria-labelledby="ct-wh-neighbour"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!from || !to) return setError(t("chooseNeighbour"));
        setError(null);
        const answer = (await send({
          type: "whisper.neighbour",
          from,
          to,
          ...(text.trim() ? { text: text.trim() } : {}),
        })) as { applied?: boolean } | undefined;
        if (answer?.applied) setText("");
      }}
    >
      <h3 id="ct-wh-neighbour" className="text-sm font-semibold">
        {t("neighbour")} <span className="font-normal text-ink-400">{t("neighbourRule", { max, unit })}</span>
      </h3>
      <div className="grid grid-cols-2 gap-2">
        <SeatSelect
          id="ct-nb-from"
          label={t("neighbourFrom")}
          value={from}
          onChange={(v) => {
            setFrom(v);
            setTo("");
          }}
          seats={day.roster}
        />
        <SeatSelect
          id="ct-nb-to"
          label={t("neighbourTo")}
          value={to}
          onChange={setTo}
          seats={neighbours.map((n) => ({ ...n, name: used(n.id) ? t("used", { name: n.name }) : n.name }))}
        />
      </div>
      <div>
        <label className="label" htmlFor="ct-nb-text">
          {t("words")}
        </label>
        <input
          id="ct-nb-text"
          className="input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={500}
          aria-describedby="ct-nb-words"
        />
        <p id="ct-nb-words" className={`mt-1 text-xs ${words > max ? "text-blood-400" : "text-ink-400"}`}>
          {t(words > max ? "wordCountLong" : "wordCount", { count: words, max, unit })}
        </p>
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <button className="btn" disabled={busy}>
        {t("record")}
      </button>
    </form>
  );
}

function WhisperList({ day }: { day: ModeratorDay }) {
  const time = useDeadlineFormat();
  const t = useTranslations("clocktower.forumDay.whispers");
  const say = useSay();
  const name = (id: string) => seatName(day.roster, id, say);
  return (
    <div className="mt-4">
      <h3 className="mb-1 text-sm font-semibold">{t("today")}</h3>
      {day.allWhispers.length === 0 ? (
        <p className="text-sm text-ink-400">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-night-800 text-sm" aria-label={t("today")} data-testid="whisper-list">
          {day.allWhispers.map((w) => (
            <li key={w.id} className="flex flex-wrap items-baseline gap-x-2 py-1.5">
              <span className="font-medium">
                {name(w.from)} → {name(w.to)}
              </span>
              <span
                className={`rounded px-1.5 text-xs ${w.kind === "declared" ? "bg-moon-400/10 text-moon-300" : "bg-night-700 text-ink-200"}`}
              >
                {w.kind === "declared"
                  ? t("kindDeclared")
                  : w.words !== null
                    ? t("kindNeighbourWords", { count: w.words, unit: w.unit ?? "words" })
                    : t("kindNeighbour")}
              </span>
              <span className="text-xs text-ink-400">{time(w.at)}</span>
              {w.kind === "declared" && (
                <span className={`ml-auto text-xs ${w.brokenAt ? "text-ink-400" : "text-good-400"}`}>
                  {w.brokenAt
                    ? w.brokenBy
                      ? t("endedBy", { at: time(w.brokenAt), name: name(w.brokenBy) })
                      : t("ended", { at: time(w.brokenAt) })
                    : t("open")}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Allowances({ day, busy, send }: { day: ModeratorDay; busy: boolean; send: Send }) {
  const t = useTranslations("clocktower.forumDay.whispers");
  const say = useSay();
  const name = (id: string) => seatName(day.roster, id, say);
  const list = useNameList();
  return (
    <div className="mt-4">
      <h3 className="mb-1 text-sm font-semibold">
        {t("left")}{" "}
        <span className="font-normal text-ink-400">{t("cap", { max: WHISPER_RULES.maxPartnersPerDay })}</span>
      </h3>
      <ul className="divide-y divide-night-800 text-sm" aria-label={t("leftList")} data-testid="whisper-allowances">
        {day.allowances.map((a) => (
          <li
            key={a.seat}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5"
            data-testid="whisper-allowance"
            data-seat={name(a.seat)}
          >
            <span className="w-28 truncate font-medium">{name(a.seat)}</span>
            <span className={a.remaining === 0 ? "text-blood-400" : "text-ink-200"}>
              {t("remaining", { count: a.remaining })}
            </span>
            {a.partners.length > 0 && (
              <span className="min-w-0 text-xs text-ink-400">{t("with", { names: list(a.partners.map(name)) })}</span>
            )}
            <span className="text-xs text-ink-400">
              {t("neighbours", {
                list: list(a.neighbours.map((n) => t(n.used ? "sent" : "free", { name: name(n.seat) }))),
              })}
            </span>
            {a.open.length > 0 && (
              <button
                className="btn ml-auto px-2 py-1 text-xs"
                disabled={busy}
                onClick={() => void send({ type: "whisper.postedPublicly", seat: a.seat })}
                aria-label={t("postedLabel", { name: name(a.seat) })}
                title={t("postedTitle", { name: name(a.seat), count: a.open.length })}
              >
                {t("posted", { count: a.open.length })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
