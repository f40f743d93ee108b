"use client";
import { useTranslations } from "next-intl";
import { useShowModal } from "@/lib/client/use-modal";

/**
 * A modal sheet: centred on a wide screen, along the bottom on a phone; Escape closes it and the focus
 * returns to the token that opened it.
 */
export function SheetDialog({
  title,
  onClose,
  children,
  testId,
}: {
  title: React.ReactNode;
  onClose: () => void;
  children: React.ReactNode;
  testId?: string;
}) {
  const t = useTranslations("clocktower.circle");
  const ref = useShowModal();
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
      aria-labelledby="sheet-title"
      data-testid={testId}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border border-night-600 bg-night-900 p-0 text-ink-100 shadow-2xl backdrop:bg-night-950/70 sm:inset-0 sm:m-auto sm:h-fit sm:max-w-lg sm:rounded-2xl"
    >
      <div className="sticky top-0 z-10 flex items-start gap-2 border-b border-night-700 bg-night-900 px-4 py-3">
        <h2 id="sheet-title" className="min-w-0 flex-1 font-semibold">
          {title}
        </h2>
        <button type="button" className="btn btn-ghost min-h-11 min-w-11" onClick={onClose} aria-label={t("close")}>
          ✕
        </button>
      </div>
      <div className="space-y-4 p-4">{children}</div>
    </dialog>
  );
}
