"use client";
import { useEffect, useRef } from "react";
import type { Commands } from "./use-game";

/** Asks the moderator to confirm a command the rules object to. */
export function WarningDialog({ commands }: { commands: Commands }) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (commands.pending) confirmRef.current?.focus();
  }, [commands.pending]);
  if (!commands.pending) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="warn-title"
      className="rounded-lg border border-moon-500/60 bg-moon-400/10 p-4"
      onKeyDown={(e) => e.key === "Escape" && commands.cancel()}
    >
      <h2 id="warn-title" className="mb-2 font-semibold text-moon-300">
        The rules say otherwise
      </h2>
      <ul className="mb-3 list-inside list-disc text-sm text-ink-200">
        {commands.pending.warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <button ref={confirmRef} className="btn btn-primary" onClick={commands.confirm}>
          Do it anyway
        </button>
        <button className="btn" onClick={commands.cancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
