"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { namesIn, poolCharacters, Section, type ClocktowerPartProps } from "./shared";

const LUNATIC_ID = "lunatic";
const DRUNK_ID = "drunk";
const FORTUNE_TELLER_ID = "fortuneteller";
const isRedHerring = (r: { characterId: string | null; text: string }) =>
  r.characterId === FORTUNE_TELLER_ID && r.text === "Red Herring"; // not text: the token's name in the data

/**
 * The Demon's three bluffs (suggested at the deal, editable), what a Lunatic is told, and Trouble
 * Brewing's set-up: the Townsfolk the Drunk believes they are and the Fortune Teller's red herring
 * (both proposed at the deal, changed here).
 */
export function BluffsPanel({ rules, commands }: ClocktowerPartProps) {
  const t = useTranslations("clocktower.bluffs");
  const pool = poolCharacters(rules);
  const good = pool.filter((c) => c.team === "townsfolk" || c.team === "outsider");
  const inPlay = new Set(rules.seats.map((s) => s.characterId));
  const current = rules.bluffs.map((b) => b.id);
  const [picked, setPicked] = useState<string[]>([current[0] ?? "", current[1] ?? "", current[2] ?? ""]);
  const [seen, setSeen] = useState(current.join());
  if (seen !== current.join()) {
    setSeen(current.join());
    setPicked([current[0] ?? "", current[1] ?? "", current[2] ?? ""]);
  }
  const lunatics = rules.seats.filter((s) => s.characterId === LUNATIC_ID && !s.traveller);
  const demons = pool.filter((c) => c.team === "demon");
  const drunks = rules.seats.filter((s) => s.characterId === DRUNK_ID && !s.traveller);
  const townsfolk = pool.filter((c) => c.team === "townsfolk");
  const teller = rules.seats.some((s) => s.characterId === FORTUNE_TELLER_ID && !s.traveller);
  const herring = rules.seats.find((s) => s.reminders.some(isRedHerring));
  return (
    <Section
      id="ct-bluffs"
      title={t("title")}
      aside={current.length ? rules.bluffs.map((b) => b.name).join(t("listSeparator")) : t("none")}
    >
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          void commands.send({ type: "clocktower.setBluffs", characterIds: picked.filter(Boolean) });
        }}
      >
        <div className="grid gap-2 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i}>
              <label htmlFor={`bluff-${i}`} className="sr-only">
                {t("bluff", { number: i + 1 })}
              </label>
              <select
                id={`bluff-${i}`}
                className="input"
                value={picked[i]}
                onChange={(e) => setPicked((p) => p.map((x, k) => (k === i ? e.target.value : x)))}
              >
                <option value="">—</option>
                {good.map((c) => (
                  <option key={c.id} value={c.id}>
                    {inPlay.has(c.id) ? t("inPlay", { name: c.name }) : c.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <button className="btn btn-primary" disabled={commands.busy || !rules.deal}>
            {t("save")}
          </button>
          <button
            type="button"
            className="btn"
            disabled={commands.busy || !rules.deal}
            onClick={() => commands.send({ type: "clocktower.setBluffs" })}
          >
            {t("suggest")}
          </button>
        </div>
        {!rules.deal && <p className="text-sm text-ink-400">{t("hint")}</p>}
      </form>

      {lunatics.map((s) => (
        <form
          key={s.seatId}
          className="mt-4 flex flex-col gap-2 border-t border-night-800 pt-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            const demonId = String(new FormData(e.currentTarget).get("demonId") ?? "");
            if (demonId) void commands.send({ type: "clocktower.setLunatic", seatId: s.seatId, demonId });
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={`lunatic-${s.seatId}`} className="label">
              {t("lunatic", { seat: s.name, ...namesIn(rules, "lunatic") })}
            </label>
            <select id={`lunatic-${s.seatId}`} name="demonId" className="input" defaultValue={s.lunatic?.demonId ?? ""}>
              <option value="">{t("choose")}</option>
              {demons.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <button className="btn btn-primary" disabled={commands.busy}>
            {t("tellLunatic", namesIn(rules, "lunatic"))}
          </button>
        </form>
      ))}

      {drunks.map((s) => (
        <form
          key={s.seatId}
          className="mt-4 flex flex-col gap-2 border-t border-night-800 pt-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            const believesId = String(new FormData(e.currentTarget).get("believesId") ?? "");
            if (believesId) void commands.send({ type: "clocktower.setDrunk", seatId: s.seatId, believesId });
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={`drunk-${s.seatId}`} className="label">
              {t("drunk", { seat: s.name, ...namesIn(rules, "drunk") })}
            </label>
            <select
              id={`drunk-${s.seatId}`}
              name="believesId"
              className="input"
              defaultValue={s.drunk?.believesId ?? ""}
              key={s.drunk?.believesId ?? ""}
            >
              <option value="">{t("choose")}</option>
              {townsfolk.map((c) => (
                <option key={c.id} value={c.id}>
                  {inPlay.has(c.id) ? t("inPlay", { name: c.name }) : c.name}
                </option>
              ))}
            </select>
          </div>
          <button className="btn btn-primary" disabled={commands.busy}>
            {t("tellDrunk", namesIn(rules, "drunk"))}
          </button>
        </form>
      ))}

      {teller && (
        <form
          className="mt-4 flex flex-col gap-2 border-t border-night-800 pt-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            const seatId = String(new FormData(e.currentTarget).get("seatId") ?? "");
            if (seatId) void commands.send({ type: "clocktower.setRedHerring", seatId });
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor="red-herring" className="label">
              {t("redHerring", namesIn(rules, "fortuneteller"))}
            </label>
            <select
              id="red-herring"
              name="seatId"
              className="input"
              defaultValue={herring?.seatId ?? ""}
              key={herring?.seatId ?? ""}
            >
              <option value="">{t("choose")}</option>
              {rules.seats
                .filter((s) => !s.traveller && s.alignment === "good")
                .map((s) => (
                  <option key={s.seatId} value={s.seatId}>
                    {s.name}
                  </option>
                ))}
            </select>
          </div>
          <button className="btn btn-primary" disabled={commands.busy}>
            {t("placeRedHerring")}
          </button>
        </form>
      )}
    </Section>
  );
}
