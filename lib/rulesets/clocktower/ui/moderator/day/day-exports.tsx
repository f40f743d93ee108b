"use client";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/copy-button";
import { exportVoteCount } from "@/lib/rulesets/clocktower/day/vote-count-export";
import { SHIPPED_WORDS } from "../../../shipped-words";
import { useSay } from "@/lib/i18n/use-say";
import { Section } from "../shared";
import { useViewerZone } from "@/lib/client/use-clock";
import { postTimeZone } from "@/lib/game/deadline-format";
import type { DayPartProps } from "./day-shared";

/** The formats; the names of markups stay as they are, the others come from the catalogue. */
const FORMATS = ["bbcode", "bbcode-list", "markdown", "text", "discord"] as const;
type Format = (typeof FORMATS)[number];
const MARKUP_NAMES: Partial<Record<Format, string>> = { bbcode: "BBCode", markdown: "Markdown", discord: "Discord" };

/** Every IANA zone the browser knows, for the deadline in the host's zone. */
function zones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
}

/**
 * The count ready to post: a format switch, the host's options (the deadline's zone beside UTC,
 * "3/7 (L-1)" or a plain "3/7"), the text, and a one-click copy.
 */
export function DayExports({ day }: DayPartProps) {
  const t = useTranslations("clocktower.forumDay.exports");
  const formatName = (f: Format) => MARKUP_NAMES[f] ?? t(f === "text" ? "text" : "bbcodeList");
  const [format, setFormat] = useState<Format>("bbcode");
  const viewerZone = useViewerZone();
  // The host's zone defaults to the game's language's (JST for a Japanese game), else the browser's;
  // "UTC" prints UTC only.
  const [zone, setZone] = useState<string | null>(null);
  const [plain, setPlain] = useState(false);
  const allZones = useMemo(() => zones(), []);
  const timeZone = zone ?? postTimeZone(day.language) ?? viewerZone;
  const label = formatName(format);
  // The count is posted in the thread: in the game's language, whoever copies it (its words, once there).
  const words = useSay(day.language, SHIPPED_WORDS.posts);
  const text = words
    ? exportVoteCount(format, day.voteCount, day.countRoster, {
        timeZone,
        totals: plain ? "plain" : "lynch",
        say: words,
      })
    : "";
  return (
    <Section id="day-exports" title={t("title")}>
      <div className="flex flex-wrap items-center gap-2">
        <div
          role="radiogroup"
          aria-label={t("format")}
          className="flex flex-wrap gap-1 rounded-lg border border-night-700 p-1"
        >
          {FORMATS.map((f) => (
            <label
              key={f}
              className={`cursor-pointer rounded-md px-2 py-1 text-xs sm:px-2.5 sm:text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-moon-400 ${format === f ? "bg-moon-400/20 text-moon-300" : "text-ink-300 hover:text-ink-100"}`}
            >
              <input
                type="radio"
                name="day-export-format"
                value={f}
                className="sr-only"
                checked={format === f}
                onChange={() => setFormat(f)}
              />
              {formatName(f)}
            </label>
          ))}
        </div>
        <span className="ml-auto">
          <CopyButton text={text} label={t("copy", { format: label })} />
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-300">
        <label className="flex items-center gap-2" htmlFor="day-export-zone">
          {t("deadlineIn")}
          <select
            id="day-export-zone"
            className="input w-auto py-1 text-sm"
            value={timeZone ?? "UTC"}
            onChange={(e) => setZone(e.target.value)}
          >
            <option value="UTC">{t("utcOnly")}</option>
            {(timeZone && !allZones.includes(timeZone) && timeZone !== "UTC" ? [timeZone, ...allZones] : allZones).map(
              (z) => (
                <option key={z} value={z}>
                  {t("zoneAndUtc", { zone: z.replace(/_/g, " ") })}
                </option>
              ),
            )}
          </select>
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={plain} onChange={(e) => setPlain(e.target.checked)} />
          {t("plain")}
        </label>
      </div>
      <textarea
        readOnly
        aria-label={t("textLabel", { format: label })}
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
