"use client";
import { useTranslations } from "next-intl";
import { useShowModal } from "@/lib/client/use-modal";
import type { Anchor, Commands } from "./use-game";

const WIDTH = 352;

/** Fixed beside the control that sent the command (below it, or above near the bottom of the screen). */
function placement(anchor: Anchor): React.CSSProperties {
  if (!anchor || typeof window === "undefined") return { left: "50%", top: "30%", transform: "translateX(-50%)" };
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const left = Math.max(8, Math.min(anchor.left, vw - WIDTH - 8));
  return anchor.bottom < vh * 0.6 ? { left, top: anchor.bottom + 8 } : { left, bottom: vh - anchor.top + 8 };
}

/**
 * Asks the moderator to confirm a command the rules object to, beside the control that raised it. The
 * page does not move; Cancel has the focus, so Enter or Escape keeps the rules.
 */
export function WarningDialog({ commands }: { commands: Commands }) {
  const pending = commands.pending;
  if (!pending) return null;
  return <WarningPopover key={pending.warnings.join("|")} commands={commands} pending={pending} />;
}

function WarningPopover({ commands, pending }: { commands: Commands; pending: NonNullable<Commands["pending"]> }) {
  // In the top layer: above the token menu (itself a modal) when the command came from there.
  const ref = useShowModal();
  const t = useTranslations("warning");
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby="warn-title"
      aria-describedby="warn-rules"
      className="fixed m-0 max-w-[calc(100vw-16px)] rounded-lg border border-moon-500/70 bg-night-900 p-4 text-ink-100 shadow-2xl backdrop:bg-transparent"
      style={{ width: WIDTH, ...placement(pending.anchor) }}
      onCancel={(e) => {
        e.preventDefault();
        commands.cancel();
      }}
    >
      <h2 id="warn-title" className="mb-2 font-semibold text-moon-300">
        {pending.heading ?? t("heading")}
      </h2>
      <ul id="warn-rules" className="mb-3 list-inside list-disc space-y-1 text-sm text-ink-200">
        {pending.warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <button autoFocus className="btn btn-primary min-h-11" onClick={commands.cancel}>
          {t("cancel")}
        </button>
        <button className="btn min-h-11" onClick={() => void commands.confirm()}>
          {t("confirm")}
        </button>
      </div>
    </dialog>
  );
}
