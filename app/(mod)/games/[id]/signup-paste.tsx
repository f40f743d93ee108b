"use client";
import { useId, useMemo, useState } from "react";
import type { Seat } from "@/lib/game/core";
import { parseSignUps, planSeatFill, type PlanRow } from "@/lib/game/signup-list";
import type { Commands } from "./use-game";

const ACTION_TEXT: Record<PlanRow["action"], (r: PlanRow) => string> = {
  add: () => "new seat",
  fill: (r) => `fills “${r.replaces}”`,
  placeholder: () => "open seat, kept for a later sign-up",
  keep: () => "already seated",
};

/**
 * Paste a sign-up list (names, "/in, seat 3" posts, a copied thread): a preview of the seats it
 * makes, then one `seats.fill` command, so one undo reverts the whole paste.
 */
export function SignUpPaste({ seats, commands, onDone }: { seats: Seat[]; commands: Commands; onDone: () => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const parsed = useMemo(() => parseSignUps(text), [text]);
  const plan = useMemo(() => planSeatFill(seats, parsed.signUps), [seats, parsed]);
  const changes = plan.rows.filter((r) => r.action !== "keep").length;
  const apply = async () => {
    setError(null);
    const outcome = await commands.sendSettled({ type: "seats.fill", seats: plan.entries });
    if (outcome === "applied") {
      setText("");
      onDone();
    } else if (outcome === "failed") setError("The seats were not changed: see the message above.");
  };
  return (
    <div className="mt-3 space-y-3 rounded-lg border border-night-700 bg-night-850 p-3">
      <label htmlFor={`${id}-text`} className="label">
        Sign-up list
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="input min-h-32 font-mono"
        placeholder={"One name per line, or the sign-up posts:\nAlice: /in, seat 3\nBob /travel in\n1. Carol\n@dolby"}
        aria-describedby={`${id}-help`}
      />
      <p id={`${id}-help`} className="text-xs text-ink-400">
        Names, numbered lists, @handles, “/in, seat 3”, “/travel in”, “/out”, or a copied thread (“Alice said:”,
        “[quote=Alice]”). Placeholder seats (“Seat 4”, “Open”) are filled first; nothing changes until you apply.
      </p>
      {text.trim() && (
        <section aria-labelledby={`${id}-preview`} className="space-y-2">
          <h3 id={`${id}-preview`} className="text-sm font-semibold">
            Preview: {changes === 0 ? "no seat changes" : `${changes} seat${changes === 1 ? "" : "s"} to change`}
          </h3>
          {plan.rows.length > 0 && (
            <ol className="space-y-1 text-sm" aria-label="Seats after the paste" data-testid="signup-preview">
              {plan.rows.map((r) => (
                <li
                  key={`${r.position}-${r.name}`}
                  className={`flex flex-wrap items-baseline gap-x-2 rounded px-2 py-1 ${r.action === "keep" ? "text-ink-400" : "bg-night-900"}`}
                >
                  <span className="w-6 text-right font-mono text-xs text-ink-400">{r.position}</span>
                  <span className="font-medium">{r.name}</span>
                  {r.handle && <span className="text-ink-400">@{r.handle}</span>}
                  {r.traveller && <span className="rounded bg-night-700 px-1.5 text-xs text-ink-200">traveller</span>}
                  <span className="text-xs text-ink-300">{ACTION_TEXT[r.action](r)}</span>
                  {r.note && <span className="basis-full pl-8 text-xs text-moon-300">{r.note}</span>}
                </li>
              ))}
            </ol>
          )}
          {(plan.notSeated.length > 0 || parsed.skipped.length > 0) && (
            <div className="text-sm">
              <p className="font-medium text-moon-300">Not seated</p>
              <ul className="list-inside list-disc text-ink-300">
                {plan.notSeated.map((n) => (
                  <li key={`n-${n.line}-${n.name}`}>
                    {n.name}: {n.reason}
                  </li>
                ))}
                {parsed.skipped.map((s) => (
                  <li key={`s-${s.line}`}>
                    Line {s.line} “{s.text}”: {s.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {plan.travellers.length > 0 && (
            <p className="text-sm text-ink-300">
              Signed up as travellers: {plan.travellers.join(", ")}. Once they are seated, make them travellers in the
              game&apos;s setup.
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
          {plan.entries.length === 0 ? "Nothing to apply" : `Apply: ${changes} seat${changes === 1 ? "" : "s"}`}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
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
