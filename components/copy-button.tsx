"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";

/** `ariaLabel`: a longer name for screen readers when the visible label is short ("Copy" beside a name). */
export function CopyButton({ text, label, ariaLabel }: { text: string; label?: string; ariaLabel?: string }) {
  const t = useTranslations("copy");
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="btn"
      aria-label={ariaLabel && !done ? ariaLabel : undefined}
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setDone(true);
        setTimeout(() => setDone(false), 1500);
      }}
    >
      <span aria-live="polite">{done ? t("copied") : (label ?? t("copy"))}</span>
    </button>
  );
}
