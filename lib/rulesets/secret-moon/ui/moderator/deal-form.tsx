"use client";
import { useId, useState } from "react";
import type { SecretMoonOptions } from "@/lib/rulesets/secret-moon/options";
import { MAX_PLAYERS, MIN_PLAYERS } from "@/lib/rulesets/secret-moon/roles";
import type { Commands } from "@/components/game/use-game";
import type { Words } from "./model";

/** Deals the first game of a match, with its options. Shown before the first deal and after a match. */
export function DealForm({
  seats,
  commands,
  previous,
  previousHost = null,
  title,
  words,
}: {
  seats: Array<{ id: string; name: string }>;
  commands: Commands;
  previous: SecretMoonOptions | null;
  /** The seat the host played in the match before, if any. */
  previousHost?: string | null;
  title?: string;
  words: Words;
}) {
  const { t } = words;
  const id = useId();
  const seatCount = seats.length;
  const [hostSeat, setHostSeat] = useState<string | null>(
    previousHost && seats.some((s) => s.id === previousHost) ? previousHost : null,
  );
  const [thief, setThief] = useState(previous?.thief ?? false);
  const [matchLength, setMatchLength] = useState(previous?.matchLength ?? 3);
  const [reservedPublic, setReservedPublic] = useState(previous?.reservedNumbersPublic ?? true);
  const ready = seatCount >= MIN_PLAYERS && seatCount <= MAX_PLAYERS;
  const status =
    seatCount < MIN_PLAYERS
      ? t("panel.seatsAdd", { count: seatCount, more: MIN_PLAYERS - seatCount })
      : seatCount > MAX_PLAYERS
        ? t("panel.seatsRemove", { count: seatCount, fewer: seatCount - MAX_PLAYERS })
        : t(seatCount === 5 ? "panel.readyFive" : "panel.ready", { count: seatCount });
  return (
    <form
      className="space-y-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void commands.send({
          type: "secret-moon.deal",
          thief,
          matchLength,
          reservedNumbersPublic: reservedPublic,
          hostSeat,
        });
      }}
    >
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-ink-100">
          {title ?? t("panel.dealFirst")}
        </h3>
        <p className={`mt-1 text-sm ${ready ? "text-moon-300" : "text-ink-300"}`} data-testid="sm-seat-requirement">
          {t("panel.needs", { min: MIN_PLAYERS, max: MAX_PLAYERS, status })}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label className="label" htmlFor={`${id}-length`}>
            {t("panel.matchLength")}
          </label>
          <select
            id={`${id}-length`}
            className="input"
            value={matchLength}
            onChange={(e) => setMatchLength(Number(e.target.value))}
          >
            <option value={3}>{t("panel.games", { count: 3 })}</option>
            <option value={5}>{t("panel.games", { count: 5 })}</option>
          </select>
        </div>
        <Check
          id={`${id}-thief`}
          checked={thief}
          onChange={setThief}
          label={t("panel.thiefCard")}
          hint={t("panel.thiefHint")}
        />
        <Check
          id={`${id}-reserved`}
          checked={reservedPublic}
          onChange={setReservedPublic}
          label={t("panel.reservedPublic")}
          hint={t("panel.reservedPublicHint")}
        />
      </div>
      <div>
        <label className="label" htmlFor={`${id}-host`}>
          {t("panel.youTheHost")}
        </label>
        <select
          id={`${id}-host`}
          className="input max-w-md"
          value={hostSeat ?? ""}
          onChange={(e) => setHostSeat(e.target.value || null)}
          aria-describedby={`${id}-host-hint`}
          data-testid="sm-host-seat"
        >
          <option value="">{t("panel.onlyModerate")}</option>
          {seats.map((s) => (
            <option key={s.id} value={s.id}>
              {t("panel.alsoPlay", { name: s.name })}
            </option>
          ))}
        </select>
        <p id={`${id}-host-hint`} className="mt-1 text-xs text-ink-400">
          {t(hostSeat ? "panel.hostHintPlaying" : "panel.hostHint")}
        </p>
      </div>
      <button className="btn btn-primary" disabled={!ready || commands.busy}>
        {t("panel.dealGame1")}
      </button>
    </form>
  );
}

function Check({
  id,
  checked,
  onChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex gap-2.5 rounded-md border border-night-700 bg-night-850 px-3 py-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-moon-400"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-400">
          {hint}
        </p>
      </div>
    </div>
  );
}
