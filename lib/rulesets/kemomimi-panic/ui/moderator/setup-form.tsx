"use client";
import { useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import type { Phrase } from "@/lib/i18n/message";
import { useSay } from "@/lib/i18n/use-say";
import { k } from "@/lib/rulesets/kemomimi-panic/words";
import { CHARACTERS, CHARACTER_IDS, TIMING_LABELS, type CharacterId } from "@/lib/rulesets/kemomimi-panic/characters";
import { ROLES, ROLE_IDS, type RoleId } from "@/lib/rulesets/kemomimi-panic/roles";
import { blankPowers, checkSetup } from "@/lib/rulesets/kemomimi-panic/setup";
import { recommendedRoles } from "@/lib/rulesets/kemomimi-panic/presets";
import type { Commands } from "@/components/game/use-game";
import type { ModView } from "./shared";

type Mode = "preset" | "free";

const countRoles = (roles: readonly RoleId[]) =>
  Object.fromEntries(ROLE_IDS.map((r) => [r, roles.filter((x) => x === r).length])) as Record<RoleId, number>;
const rolesFrom = (counts: Record<RoleId, number>) =>
  ROLE_IDS.flatMap((r) => Array.from({ length: counts[r] }, () => r));

/** Choosing the cards: a rulebook preset for the table's size, or any characters and roles. */
export function SetupForm({
  view,
  commands,
  seatCount,
  onDone,
}: {
  view: ModView;
  commands: Commands;
  seatCount: number;
  onDone?: () => void;
}) {
  const uid = useId();
  const t = useTranslations("kemomimi.panel.setup");
  const say = useSay();
  const setup = view.setup;
  // Until the moderator picks one, the preset follows the seats as they are added.
  const [picked, setPicked] = useState<string | null>(setup?.preset ?? null);
  const presetId = picked ?? view.presets.find((p) => p.id === `recommended-${seatCount}`)?.id ?? view.presets[0]!.id;
  const [mode, setMode] = useState<Mode>(setup && !setup.preset ? "free" : "preset");
  const preset = view.presets.find((p) => p.id === presetId) ?? view.presets[0]!;
  const [characters, setCharacters] = useState<CharacterId[]>(setup?.characters ?? preset.characters);
  const [roleCounts, setRoleCounts] = useState(() => countRoles(setup?.roles ?? preset.roles));
  const [powerTexts, setPowerTexts] = useState<Partial<Record<CharacterId, string>>>(setup?.powerTexts ?? {});
  const [roleTexts, setRoleTexts] = useState<Partial<Record<RoleId, string>>>(setup?.roleTexts ?? {});
  const [seconds, setSeconds] = useState(setup?.discussionSeconds ?? 180);
  const [points, setPoints] = useState(setup?.points ?? false);

  const chosenCharacters = mode === "preset" ? preset.characters : characters;
  const chosenRoles = mode === "preset" ? preset.roles : rolesFrom(roleCounts);
  const check = useMemo(() => checkSetup(chosenCharacters, chosenRoles), [chosenCharacters, chosenRoles]);
  const blank = useMemo(() => blankPowers(chosenCharacters, powerTexts), [chosenCharacters, powerTexts]);
  const mismatch =
    chosenCharacters.length !== seatCount
      ? k("panel.setup.mismatch", { seats: seatCount, players: chosenCharacters.length })
      : null;
  const needText = chosenCharacters.filter((c) => !CHARACTERS[c].power);
  // The rulebook prints no text for any role card: the host may write each one.
  const variants = [...new Set(chosenRoles)];

  const forCount = view.presets.filter((p) => p.players === seatCount);
  const others = view.presets.filter((p) => p.players !== seatCount);

  const submit = async () => {
    const texts = Object.fromEntries(needText.map((c) => [c, powerTexts[c]?.trim() ?? ""]).filter(([, t]) => t));
    const rtexts = Object.fromEntries(variants.map((r) => [r, roleTexts[r]?.trim() ?? ""]).filter(([, t]) => t));
    const base = {
      type: "kemomimi.configure",
      powerTexts: texts,
      roleTexts: rtexts,
      discussionSeconds: seconds,
      points,
    };
    const cmd = mode === "preset" ? { ...base, preset: presetId } : { ...base, characters, roles: chosenRoles };
    const answer = await commands.send(cmd);
    if (answer?.applied) onDone?.();
  };

  const toggleCharacter = (c: CharacterId, on: boolean) =>
    setCharacters((cs) => (on ? CHARACTER_IDS.filter((x) => x === c || cs.includes(x)) : cs.filter((x) => x !== c)));

  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend className="label">{t("how")}</legend>
        <div className="inline-flex rounded-lg border border-night-600 p-0.5" role="radiogroup">
          {(["preset", "free"] as const).map((m) => (
            <label
              key={m}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-moon-400 ${mode === m ? "bg-night-700 font-medium text-ink-100" : "text-ink-300 hover:text-ink-100"}`}
            >
              <input
                type="radio"
                name={`${uid}-mode`}
                value={m}
                checked={mode === m}
                onChange={() => {
                  // Choosing freely starts from the setup shown, unless a free choice was saved.
                  if (m === "free" && !(setup && !setup.preset)) {
                    setCharacters(preset.characters);
                    setRoleCounts(countRoles(preset.roles));
                  }
                  setMode(m);
                }}
                className="sr-only"
              />
              {m === "preset" ? t("modePreset") : t("modeFree")}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === "preset" ? (
        <div className="space-y-3">
          <div>
            <label htmlFor={`${uid}-preset`} className="label">
              {t("setup")}
            </label>
            <select id={`${uid}-preset`} className="input" value={presetId} onChange={(e) => setPicked(e.target.value)}>
              {forCount.length > 0 && (
                <optgroup label={t("forPlayers", { count: seatCount })}>
                  {forCount.map((p) => (
                    <option key={p.id} value={p.id}>
                      {say(p.name)}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label={forCount.length ? t("otherCounts") : t("allSetups")}>
                {others.map((p) => (
                  <option key={p.id} value={p.id}>
                    {t("presetOption", { name: say(p.name), players: p.players })}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <CardList title={t("characters")} items={preset.characters.map((c) => CHARACTERS[c].name)} />
            <CardList title={t("roles")} items={preset.roles.map((r) => ROLES[r].name)} />
          </div>
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
          <fieldset>
            <legend className="label">
              {t("characters")}{" "}
              <span className="font-normal text-ink-400 normal-case">{t("chosen", { count: characters.length })}</span>
            </legend>
            <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {CHARACTER_IDS.map((c) => {
                const card = CHARACTERS[c];
                return (
                  <label
                    key={c}
                    className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-night-800"
                  >
                    <input
                      type="checkbox"
                      className="mt-0.5 accent-moon-400"
                      checked={characters.includes(c)}
                      onChange={(e) => toggleCharacter(c, e.target.checked)}
                    />
                    <span>
                      <span className="text-ink-100">{card.name}</span>
                      <span className="block text-xs text-ink-400">
                        {card.power
                          ? (card.timing ? say(TIMING_LABELS[card.timing]) : "") + (card.oncePerGame ? t("once") : "")
                          : t("writtenByYou")}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <fieldset>
            <legend className="label">
              {t("roles")}{" "}
              <span className="font-normal text-ink-400 normal-case">{t("chosen", { count: chosenRoles.length })}</span>
            </legend>
            <ul className="space-y-1">
              {ROLE_IDS.map((r) => (
                <li key={r} className="flex items-center gap-2 text-sm">
                  <label htmlFor={`${uid}-role-${r}`} className="flex-1 text-ink-200">
                    {ROLES[r].name}
                  </label>
                  <input
                    id={`${uid}-role-${r}`}
                    type="number"
                    min={0}
                    max={8}
                    className="input w-16 py-1 text-center"
                    value={roleCounts[r]}
                    onChange={(e) =>
                      setRoleCounts((rc) => ({ ...rc, [r]: Math.max(0, Math.min(8, Number(e.target.value) || 0)) }))
                    }
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="btn btn-ghost mt-2 justify-start px-2 text-left text-sm"
              onClick={() => setRoleCounts(countRoles(recommendedRoles(characters.length || seatCount)))}
            >
              {t("useRecommended", { count: characters.length || seatCount })}
            </button>
          </fieldset>
        </div>
      )}

      {(needText.length > 0 || variants.length > 0) && (
        <fieldset className="space-y-3">
          <legend className="label">{t("texts")}</legend>
          <p className="text-xs text-ink-400">{t("textsHint")}</p>
          {needText.map((c) => (
            <div key={c}>
              <label htmlFor={`${uid}-power-${c}`} className="mb-1 block text-sm text-ink-200">
                {t("powerOf", { name: CHARACTERS[c].name })}
              </label>
              <textarea
                id={`${uid}-power-${c}`}
                className="input min-h-14"
                maxLength={1000}
                value={powerTexts[c] ?? ""}
                onChange={(e) => setPowerTexts((t) => ({ ...t, [c]: e.target.value }))}
                placeholder={t("copyFromCard")}
              />
            </div>
          ))}
          {variants.map((r) => (
            <div key={r}>
              <label htmlFor={`${uid}-roletext-${r}`} className="mb-1 block text-sm text-ink-200">
                {t("roleText", { name: ROLES[r].name })}
              </label>
              <textarea
                id={`${uid}-roletext-${r}`}
                className="input min-h-14"
                maxLength={1000}
                value={roleTexts[r] ?? ""}
                onChange={(e) => setRoleTexts((t) => ({ ...t, [r]: e.target.value }))}
                placeholder={t("roleTextHint")}
              />
            </div>
          ))}
        </fieldset>
      )}

      <div className="max-w-xs">
        <label htmlFor={`${uid}-seconds`} className="label">
          {t("discussionTime")}
        </label>
        <input
          id={`${uid}-seconds`}
          type="number"
          className="input"
          min={10}
          max={30 * 24 * 3600}
          value={seconds}
          onChange={(e) => setSeconds(Number(e.target.value) || 10)}
        />
        <p className="mt-1 text-xs text-ink-400">{t("discussionHint")}</p>
      </div>

      <label className="flex cursor-pointer items-start gap-2 text-sm text-ink-200">
        <input
          type="checkbox"
          className="mt-1 accent-moon-400"
          checked={points}
          onChange={(e) => setPoints(e.target.checked)}
        />
        <span>{t("points")}</span>
      </label>

      <SetupChecks errors={check.errors} warnings={[...check.warnings, ...blank, ...(mismatch ? [mismatch] : [])]} />

      <div className="flex flex-wrap gap-2">
        <button className="btn btn-primary" disabled={commands.busy || check.errors.length > 0}>
          {t("save")}
        </button>
        {onDone && (
          <button type="button" className="btn" onClick={onDone}>
            {t("cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

function CardList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-lg border border-night-700 bg-night-850 p-3">
      <p className="label">{title}</p>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((x, i) => (
          <li key={i} className="rounded-md bg-night-800 px-2 py-0.5 text-sm text-ink-200">
            {x}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SetupChecks({ errors, warnings }: { errors: Phrase[]; warnings: Phrase[] }) {
  const say = useSay();
  if (!errors.length && !warnings.length) return null;
  return (
    <div className="space-y-1.5" aria-live="polite">
      {errors.map(say).map((e) => (
        <p key={e} className="rounded-md border border-blood-500/50 bg-blood-500/10 px-3 py-1.5 text-sm text-blood-400">
          {e}
        </p>
      ))}
      {warnings.map(say).map((w) => (
        <p key={w} className="rounded-md border border-moon-500/40 bg-moon-400/10 px-3 py-1.5 text-sm text-moon-300">
          ⚠ {w}
        </p>
      ))}
    </div>
  );
}
