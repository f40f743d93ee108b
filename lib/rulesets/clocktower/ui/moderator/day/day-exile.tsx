"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/field";
import { Section } from "../shared";
import { useNames, type DayPartProps } from "./day-shared";
import { useNameList } from "@/lib/i18n/use-name-list";
import { useSay } from "@/lib/i18n/use-say";

/** Exile votes on travellers: call one, enter who votes, resolve (optionally forcing the verdict). */
export function DayExile(props: DayPartProps & { grimoireCommands?: DayPartProps["commands"] }) {
  const { day, commands } = props;
  const say = useSay();
  const name = useNames(props);
  const t = useTranslations("clocktower.forumDay.exile");
  const ts = useTranslations("clocktower.forumDay.shared");
  const travellers = day.roster.filter((s) => s.isTraveller && s.alive);
  const open = day.count.exiles;
  const [traveller, setTraveller] = useState("");
  const [calledBy, setCalledBy] = useState("storyteller");
  const exiled = day.exiledAlive ?? [];
  if (travellers.length === 0 && open.length === 0 && exiled.length === 0) return null;
  return (
    <Section id="day-exile" title={t("title")} aside={t("aside")}>
      {travellers.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label={t("callForm")}
          onSubmit={(e) => {
            e.preventDefault();
            if (traveller) void commands.send({ type: "exile.call", traveller, calledBy });
          }}
        >
          <SelectField
            id="day-exile-traveller"
            label={t("traveller")}
            className="w-auto"
            value={traveller}
            onChange={(e) => setTraveller(e.target.value)}
            placeholder={ts("choose")}
            options={travellers.map(seatOption)}
          />
          <SelectField
            id="day-exile-caller"
            label={t("calledBy")}
            className="w-auto"
            value={calledBy}
            onChange={(e) => setCalledBy(e.target.value)}
            options={[{ value: "storyteller", label: ts("storyteller") }, ...day.roster.map(seatOption)]}
          />
          <button className="btn" disabled={commands.busy || !traveller}>
            {t("call")}
          </button>
        </form>
      )}
      {open.map((x) => (
        <ExileVote key={x.id} exile={x} {...props} name={name} />
      ))}
      {/* An exiled traveller still alive: one click marks them dead (the Deviant's hint says when not to). */}
      {props.grimoireCommands &&
        exiled.map((x) => (
          <div key={x.seatId} className="mt-3 text-sm" data-testid="day-exiled-alive">
            {x.deviant && <p className="text-moon-300">{say(x.deviant)}</p>}
            <button
              type="button"
              className="btn mt-1"
              disabled={commands.busy}
              onClick={() =>
                props.grimoireCommands!.send({ type: "clocktower.markDead", seatId: x.seatId, cause: "exiled" })
              }
            >
              {t("diesOfExile", { name: name(x.seatId) })}
            </button>
          </div>
        ))}
    </Section>
  );
}

const seatOption = (s: { id: string; name: string }) => ({ value: s.id, label: s.name });

function ExileVote({
  exile,
  day,
  commands,
  name,
}: DayPartProps & { exile: DayPartProps["day"]["count"]["exiles"][number]; name: (id: string) => string }) {
  const list = useNameList();
  const [force, setForce] = useState<"" | "exile" | "spare">("");
  const t = useTranslations("clocktower.forumDay.exile");
  const tc = useTranslations("clocktower.forumDay.count");
  return (
    <div className="mt-3 rounded-md border border-night-700 p-2 text-sm" data-testid="day-exile-vote">
      <p>
        {t.rich("question", {
          traveller: name(exile.traveller),
          caller: name(exile.calledBy),
          strong: (c) => <span className="font-medium">{c}</span>,
        })}
        <span className="font-mono" data-testid="day-exile-total">
          {exile.total}/{exile.living} ({exile.needed === 0 ? tc("majority") : tc("lMinus", { count: exile.needed })})
        </span>{" "}
        <span className="text-ink-400">{t("needed", { count: exile.majority })}</span>
      </p>
      <p className="text-xs text-ink-400">
        {t("voting", { names: exile.voters.length ? list(exile.voters.map(name)) : t("nobodyYet") })}
      </p>
      <fieldset className="mt-2">
        <legend className="sr-only">{t("whoVotes", { name: name(exile.traveller) })}</legend>
        <div className="flex flex-wrap gap-1">
          {day.roster.map((s) => {
            const on = exile.voters.includes(s.id);
            return (
              <label
                key={s.id}
                className={`flex cursor-pointer items-center gap-1 rounded border px-1.5 py-0.5 text-xs ${on ? "border-moon-500 bg-moon-400/15" : "border-night-700"}`}
              >
                <input
                  type="checkbox"
                  checked={on}
                  aria-label={t("votesToExile", { voter: s.name, name: name(exile.traveller) })}
                  onChange={() =>
                    commands.send({ type: on ? "exile.unvote" : "exile.vote", exileId: exile.id, voter: s.id })
                  }
                />
                {s.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void commands.send({ type: "exile.resolve", exileId: exile.id, ...(force ? { force } : {}) });
        }}
      >
        <SelectField
          id={`exile-force-${exile.id}`}
          label={t("verdict")}
          className="w-auto"
          value={force}
          onChange={(e) => setForce(e.target.value as "" | "exile" | "spare")}
          placeholder={t("byTheVote")}
          options={[
            { value: "exile", label: t("forceExile") },
            { value: "spare", label: t("forceSpare") },
          ]}
        />
        <button className="btn" disabled={commands.busy}>
          {t("resolve", { name: name(exile.traveller) })}
        </button>
      </form>
    </div>
  );
}
