"use client";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/field";
import { poolCharacters, Section, TEAM_BADGE, type ClocktowerPartProps } from "./shared";

/** Travellers (a seat of their own, a traveller character, an alignment) and the limit the script sets. */
export function TravellersPanel({ rules, seats, commands }: ClocktowerPartProps) {
  const t = useTranslations("clocktower.travellers");
  const ta = useTranslations("clocktower.alignment");
  const tp = useTranslations("clocktower.phasePanel");
  const pool = poolCharacters(rules);
  const travellerChars = pool.filter((c) => c.team === "traveller");
  const travellers = rules.seats.filter((s) => s.traveller);
  const free = seats.filter((s) => !rules.seats.some((x) => x.seatId === s.id));
  const limit = rules.travellerLimit;
  const over = limit !== null && travellers.length > limit;
  return (
    <Section
      id="ct-travellers"
      title={t("title")}
      aside={
        limit === null
          ? t("count", { count: travellers.length, players: rules.players })
          : t("countLimit", { count: travellers.length, limit, players: rules.players })
      }
    >
      {over && <p className="mb-2 text-sm text-moon-300">{t("over", { players: rules.players })}</p>}
      {travellers.length > 0 && (
        <ul className="mb-3 space-y-1.5">
          {travellers.map((tr) => (
            <li key={tr.seatId} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">{tr.name}</span>
              <span className={`rounded px-2 py-0.5 text-xs ${TEAM_BADGE.traveller}`}>{tr.characterName}</span>
              <span className={`text-xs ${tr.alignment === "evil" ? "text-evil-400" : "text-good-400"}`}>
                {ta(tr.alignment)}
              </span>
              <button
                className="btn btn-ghost ml-auto px-2 text-xs"
                onClick={() => commands.send({ type: "clocktower.removeTraveller", seatId: tr.seatId })}
                aria-label={t("removeLabel", { seat: tr.name })}
              >
                {t("remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {travellerChars.length === 0 ? (
        <p className="text-sm text-ink-400">{t("none")}</p>
      ) : (
        <form
          className="grid gap-2 sm:grid-cols-[1fr_1fr_auto_auto]"
          onSubmit={(e) => {
            e.preventDefault();
            const d = new FormData(e.currentTarget);
            void commands.send({
              type: "clocktower.addTraveller",
              seatId: d.get("seatId"),
              characterId: d.get("characterId"),
              alignment: d.get("alignment"),
            });
          }}
        >
          <SelectField
            id="traveller-seat"
            name="seatId"
            label={t("seat")}
            hideLabel
            required
            placeholder={t("seatPlaceholder")}
            options={free.map((s) => ({ value: s.id, label: s.name }))}
          />
          <SelectField
            id="traveller-character"
            name="characterId"
            label={t("character")}
            hideLabel
            required
            placeholder={t("characterPlaceholder")}
            options={travellerChars.map((c) => ({ value: c.id, label: c.name }))}
          />
          <SelectField
            id="traveller-alignment"
            name="alignment"
            label={t("alignment")}
            hideLabel
            options={[
              { value: "good", label: tp("good") },
              { value: "evil", label: tp("evil") },
            ]}
          />
          <button className="btn btn-primary" disabled={commands.busy}>
            {t("add")}
          </button>
        </form>
      )}
      <p className="mt-2 text-xs text-ink-400">{t("hint")}</p>
    </Section>
  );
}

/** Fabled in play: public, chosen by the storyteller. */
export function FabledPanel({ rules, commands }: Omit<ClocktowerPartProps, "seats">) {
  const t = useTranslations("clocktower.fabled");
  const fabled = poolCharacters(rules).filter((c) => c.team === "fabled");
  const chosen = new Set(rules.fabled.map((f) => f.id));
  return (
    <Section
      id="ct-fabled"
      title={t("title")}
      aside={rules.fabled.length ? rules.fabled.map((f) => f.name).join(t("listSeparator")) : t("none")}
    >
      {fabled.length === 0 ? (
        <p className="text-sm text-ink-400">{t("noneOnScript")}</p>
      ) : (
        <ul className="space-y-2">
          {fabled.map((f) => (
            <li key={f.id}>
              <label className="flex gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1 accent-moon-400"
                  checked={chosen.has(f.id)}
                  disabled={commands.busy}
                  onChange={(e) => {
                    const next = e.target.checked ? [...chosen, f.id] : [...chosen].filter((x) => x !== f.id);
                    void commands.send({ type: "clocktower.setFabled", characterIds: next });
                  }}
                />
                <span>
                  <span className="font-medium">{f.name}</span> <span className="text-ink-400">{f.ability}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
