"use client";
import { useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import { msg } from "@/lib/i18n/message";
import type { Seat } from "@/lib/game/core";
import { parseSignUps, planSeatFill, type PlanRow } from "@/lib/game/signup-list";
import type { Commands } from "./use-game";

type SignUpsT = ReturnType<typeof useTranslations<"gamePage.signUps">>;
const ACTION_TEXT: Record<PlanRow["action"], (t: SignUpsT, r: PlanRow) => string> = {
  add: (t) => t("actionAdd"),
  fill: (t, r) => t("actionFill", { replaces: r.replaces ?? "" }),
  placeholder: (t) => t("actionPlaceholder"),
  keep: (t) => t("actionKeep"),
};

/**
 * Paste a sign-up list (names, "/in, seat 3" posts, a copied thread): a preview of the seats it
 * makes, then one `seats.fill` command, so one undo reverts the whole paste.
 */
export function SignUpPaste({ seats, commands, onDone }: { seats: Seat[]; commands: Commands; onDone: () => void }) {
  const t = useTranslations("gamePage.signUps");
  const say = useSay();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const parsed = useMemo(() => parseSignUps(text), [text]);
  // A placeholder is named in the moderator's language: theirs to rename before the game is public.
  const plan = useMemo(
    () => planSeatFill(seats, parsed.signUps, (position) => say(msg("errors.placeholderSeat", { position }))),
    [seats, parsed, say],
  );
  const changes = plan.rows.filter((r) => r.action !== "keep").length;
  const apply = async () => {
    setError(null);
    const outcome = await commands.sendSettled({ type: "seats.fill", seats: plan.entries });
    if (outcome === "applied") {
      setText("");
      onDone();
    } else if (outcome === "failed") setError(t("failed"));
  };
  return (
    <div className="mt-3 space-y-3 rounded-lg border border-night-700 bg-night-850 p-3">
      <label htmlFor={`${id}-text`} className="label">
        {t("label")}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="input min-h-32 font-mono"
        placeholder={t("placeholder")}
        aria-describedby={`${id}-help`}
      />
      <p id={`${id}-help`} className="text-xs text-ink-400">
        {t("help")}
      </p>
      {text.trim() && (
        <section aria-labelledby={`${id}-preview`} className="space-y-2">
          <h3 id={`${id}-preview`} className="text-sm font-semibold">
            {t("preview", { changes })}
          </h3>
          {plan.rows.length > 0 && (
            <ol className="space-y-1 text-sm" aria-label={t("after")} data-testid="signup-preview">
              {plan.rows.map((r) => (
                <li
                  key={`${r.position}-${r.name}`}
                  className={`flex flex-wrap items-baseline gap-x-2 rounded px-2 py-1 ${r.action === "keep" ? "text-ink-400" : "bg-night-900"}`}
                >
                  <span className="w-6 text-right font-mono text-xs text-ink-400">{r.position}</span>
                  <span className="font-medium">{r.name}</span>
                  {r.handle && <span className="text-ink-400">@{r.handle}</span>}
                  {r.traveller && (
                    <span className="rounded bg-night-700 px-1.5 text-xs text-ink-200">{t("traveller")}</span>
                  )}
                  <span className="text-xs text-ink-300">{ACTION_TEXT[r.action](t, r)}</span>
                  {r.note && <span className="basis-full pl-8 text-xs text-moon-300">{say(r.note)}</span>}
                </li>
              ))}
            </ol>
          )}
          {(plan.notSeated.length > 0 || parsed.skipped.length > 0) && (
            <div className="text-sm">
              <p className="font-medium text-moon-300">{t("notSeated")}</p>
              <ul className="list-inside list-disc text-ink-300">
                {plan.notSeated.map((n) => (
                  <li key={`n-${n.line}-${n.name}`}>{t("notSeatedRow", { name: n.name, reason: say(n.reason) })}</li>
                ))}
                {parsed.skipped.map((s) => (
                  <li key={`s-${s.line}`}>{t("skippedRow", { line: s.line, text: s.text, reason: say(s.reason) })}</li>
                ))}
              </ul>
            </div>
          )}
          {plan.travellers.length > 0 && (
            <p className="text-sm text-ink-300">
              {t("travellers", { names: plan.travellers.join(t("listSeparator")) })}
            </p>
          )}
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={plan.entries.length === 0 || commands.busy}
          onClick={apply}
        >
          {plan.entries.length === 0 ? t("nothing") : t("apply", { changes })}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t("cancel")}
        </button>
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </div>
  );
}
