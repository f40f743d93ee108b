"use client";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import { CHARACTERS, type CharacterId } from "@/lib/rulesets/kemomimi-panic/characters";
import { ROLES } from "@/lib/rulesets/kemomimi-panic/roles";
import type { Seat } from "@/lib/game/core";
import type { Commands } from "@/components/game/use-game";
import { SetupChecks, SetupForm } from "./setup-form";
import { Section, type ModView } from "./shared";

/** Before the deal: choose the cards, then deal them. */
export function SetupPhase({ view, commands, seats }: { view: ModView; commands: Commands; seats: Seat[] }) {
  const [editing, setEditing] = useState(false);
  const t = useTranslations("kemomimi.panel.setup");
  const say = useSay();
  const setup = view.setup;
  const preset = setup?.preset ? view.presets.find((p) => p.id === setup.preset) : null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_360px]">
      <Section title={t("chooseTitle")} aside={seats.length ? t("seats", { count: seats.length }) : undefined}>
        <p className="mb-3 text-sm text-ink-300" data-testid="kp-table-order">
          {t("tableOrder")}
        </p>
        {!setup || editing ? (
          <SetupForm
            view={view}
            commands={commands}
            seatCount={seats.length}
            onDone={setup ? () => setEditing(false) : undefined}
          />
        ) : (
          <div className="space-y-4" data-testid="kp-setup-summary">
            <p className="text-ink-200">
              <span className="font-medium text-moon-300">{preset ? say(preset.name) : t("ownSelection")}</span>{" "}
              {t("summary", { players: setup.characters.length, seconds: setup.discussionSeconds })}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <p className="label">{t("characters")}</p>
                <ul className="space-y-1 text-sm">
                  {setup.characters.map((c) => (
                    <li key={c} className="text-ink-200">
                      {CHARACTERS[c].name}
                      {!CHARACTERS[c].power && (
                        <span className={`ml-1 text-xs ${setup.powerTexts[c] ? "text-ink-400" : "text-moon-300"}`}>
                          {setup.powerTexts[c] ? t("textWritten") : t("noPowerText")}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <p className="label">{t("roles")}</p>
                <ul className="space-y-1 text-sm">
                  {setup.roles.map((r, i) => (
                    <li key={i} className="text-ink-200">
                      {ROLES[r].name}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <SetupChecks errors={[]} warnings={view.setupWarnings} />
            <button className="btn" onClick={() => setEditing(true)}>
              {t("change")}
            </button>
          </div>
        )}
      </Section>
      <Section title={t("dealTitle")}>
        {setup ? (
          <DealForm view={view} commands={commands} seats={seats} />
        ) : (
          <p className="text-sm text-ink-400">{t("saveFirst")}</p>
        )}
      </Section>
    </div>
  );
}

function DealForm({ view, commands, seats }: { view: ModView; commands: Commands; seats: Seat[] }) {
  const uid = useId();
  const t = useTranslations("kemomimi.panel.deal");
  const setup = view.setup!;
  const [place, setPlace] = useState(false);
  const [bySeat, setBySeat] = useState<Record<string, CharacterId | "">>({});
  // "" : the host only moderates; a seat id: the host also plays that seat.
  const [hostSeat, setHostSeat] = useState("");
  const n = setup.characters.length;
  const chosen = seats.map((s) => bySeat[s.id] ?? "");
  const complete = chosen.every((c) => c) && new Set(chosen).size === seats.length;
  const countOk = seats.length === n;
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void commands.send({
          type: "kemomimi.deal",
          ...(place ? { characterBySeat: bySeat } : {}),
          ...(hostSeat ? { hostSeatId: hostSeat } : {}),
        });
      }}
    >
      <p className="text-sm text-ink-300">{t("explain", { cards: n === 8 ? 2 : 1 })}</p>
      {!countOk && (
        <p className="rounded-md border border-blood-500/50 bg-blood-500/10 px-3 py-1.5 text-sm text-blood-400">
          {t("mismatch", { players: n, seats: seats.length })}
        </p>
      )}
      <div>
        <label htmlFor={`${uid}-host`} className="label">
          {t("you")}
        </label>
        <select id={`${uid}-host`} className="input" value={hostSeat} onChange={(e) => setHostSeat(e.target.value)}>
          <option value="">{t("onlyModerate")}</option>
          {seats.map((s) => (
            <option key={s.id} value={s.id}>
              {t("alsoPlay", { name: s.name })}
            </option>
          ))}
        </select>
        {hostSeat && (
          <p className="mt-1 text-xs text-ink-400" data-testid="kp-host-note">
            {t("hostNote")}
          </p>
        )}
      </div>
      <label className="flex cursor-pointer items-center gap-2 text-sm text-ink-200">
        <input
          type="checkbox"
          className="accent-moon-400"
          checked={place}
          onChange={(e) => setPlace(e.target.checked)}
        />
        {t("place")}
      </label>
      {place && (
        <ul className="space-y-2">
          {seats.map((s) => {
            const used = new Set(
              Object.entries(bySeat)
                .filter(([id, c]) => id !== s.id && c)
                .map(([, c]) => c),
            );
            return (
              <li key={s.id} className="flex items-center gap-2">
                <label htmlFor={`${uid}-${s.id}`} className="w-28 shrink-0 truncate text-sm text-ink-200">
                  {s.name}
                </label>
                <select
                  id={`${uid}-${s.id}`}
                  className="input py-1.5"
                  value={bySeat[s.id] ?? ""}
                  onChange={(e) => setBySeat((b) => ({ ...b, [s.id]: e.target.value as CharacterId | "" }))}
                >
                  <option value="">{t("character")}</option>
                  {setup.characters.map((c) => (
                    <option key={c} value={c} disabled={used.has(c)}>
                      {CHARACTERS[c].name}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      )}
      <button className="btn btn-primary w-full" disabled={commands.busy || !countOk || (place && !complete)}>
        {t("deal")}
      </button>
      {place && !complete && <p className="text-xs text-ink-400">{t("placeHint")}</p>}
    </form>
  );
}
