"use client";
import { useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { Section } from "../shared";
import type { DayPartProps } from "./day-shared";

const FORMATS = [
  { id: "bbcode", label: "BBCode" },
  { id: "markdown", label: "Markdown" },
  { id: "text", label: "Plain text" },
  { id: "discord", label: "Discord" },
] as const;
type Format = (typeof FORMATS)[number]["id"];

/** The count ready to post: a format switch, the text, and a one-click copy. */
export function DayExports({ day }: DayPartProps) {
  const [format, setFormat] = useState<Format>("bbcode");
  const label = FORMATS.find((f) => f.id === format)!.label;
  const text = day.exports[format];
  return (
    <Section id="day-exports" title="Post the count">
      <div className="flex flex-wrap items-center gap-2">
        <div
          role="radiogroup"
          aria-label="Vote count format"
          className="flex flex-wrap gap-1 rounded-lg border border-night-700 p-1"
        >
          {FORMATS.map((f) => (
            <label
              key={f.id}
              className={`cursor-pointer rounded-md px-2 py-1 text-xs sm:px-2.5 sm:text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-moon-400 ${format === f.id ? "bg-moon-400/20 text-moon-300" : "text-ink-300 hover:text-ink-100"}`}
            >
              <input
                type="radio"
                name="day-export-format"
                value={f.id}
                className="sr-only"
                checked={format === f.id}
                onChange={() => setFormat(f.id)}
              />
              {f.label}
            </label>
          ))}
        </div>
        <span className="ml-auto">
          <CopyButton text={text} label={`Copy ${label}`} />
        </span>
      </div>
      <textarea
        readOnly
        aria-label={`Vote count (${label})`}
        data-testid="day-export-text"
        className="input mt-2 font-mono text-xs"
        wrap="off"
        rows={Math.min(16, text.split("\n").length + 1)}
        value={text}
        onFocus={(e) => e.currentTarget.select()}
      />
    </Section>
  );
}
