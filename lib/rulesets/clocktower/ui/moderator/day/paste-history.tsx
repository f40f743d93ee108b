"use client";
import { useTranslations } from "next-intl";
import { useDeadlineFormat } from "@/lib/client/use-clock";
import { useSay } from "@/lib/i18n/use-say";
import type { IgnoredCommand, ParsedPost } from "@/lib/rulesets/clocktower/day/forum-post-parser";
import type { PasteReview } from "@/lib/rulesets/clocktower/day/paste-review";
import { seatName, type DaySeat } from "@/lib/rulesets/clocktower/day/roster";

const REASONS: Record<IgnoredCommand["reason"], "quoted" | "code" | "struck" | "replaced" | "notName"> = {
  quoted: "quoted",
  code: "code",
  "struck out": "struck",
  replaced: "replaced",
  "not a name": "notName",
};

/** Commands the parser saw but did not propose, and why. */
export function PasteIgnored({
  ignored,
  roster,
  posts,
}: {
  ignored: IgnoredCommand[];
  roster: DaySeat[];
  posts: ParsedPost[];
}) {
  const t = useTranslations("clocktower.forumDay.paste");
  const say = useSay();
  if (ignored.length === 0) return null;
  return (
    <details className="rounded-lg border border-night-800 p-2 text-sm" data-testid="paste-ignored">
      <summary className="cursor-pointer text-ink-300">{t("ignored", { count: ignored.length })}</summary>
      <ul className="mt-2 space-y-1.5">
        {ignored.map((i, n) => (
          <li key={n} className="min-w-0">
            <span className="text-ink-200">
              {i.author
                ? t("inPost", { name: seatName(roster, i.author, say) })
                : i.post >= 0
                  ? t("inPost", { name: posts[i.post]?.authorText ?? t("someone") })
                  : t("outside")}
            </span>{" "}
            <span className="text-xs text-ink-400">
              {i.post >= 0
                ? t("ignoredWhere", { post: i.post + 1, line: i.lineNumber, reason: t(`reasons.${REASONS[i.reason]}`) })
                : t("ignoredLine", { line: i.lineNumber, reason: t(`reasons.${REASONS[i.reason]}`) })}
            </span>
            <p className="break-words font-mono text-xs text-ink-300">{i.line.trim()}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Every line reviewed today, newest first: accepted (as read or edited) and rejected. */
export function PasteHistory({ reviews }: { reviews: PasteReview[] }) {
  const time = useDeadlineFormat();
  const t = useTranslations("clocktower.forumDay.paste");
  const say = useSay();
  const lines = reviews.flatMap((r) => r.lines.map((l, i) => ({ ...l, at: r.at, key: `${r.id}-${i}` }))).reverse();
  return (
    <details className="rounded-lg border border-night-800 p-2 text-sm" data-testid="paste-history">
      <summary className="cursor-pointer text-ink-300">
        {t("history", {
          accepted: lines.filter((l) => l.decision === "accepted").length,
          rejected: lines.filter((l) => l.decision === "rejected").length,
        })}
      </summary>
      {lines.length === 0 ? (
        <p className="mt-2 text-ink-400">{t("noHistory")}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {lines.map((l) => (
            <li
              key={l.key}
              className="min-w-0 border-l-2 pl-2 data-[d=accepted]:border-good-400/60 data-[d=rejected]:border-blood-500/60"
              data-d={l.decision}
            >
              <div className="flex flex-wrap items-baseline gap-x-2">
                <span
                  className={l.decision === "accepted" ? "font-semibold text-good-400" : "font-semibold text-blood-400"}
                >
                  {l.decision === "accepted" ? t("historyAccepted") : t("historyRejected")}
                </span>
                <span className="text-ink-200">{l.author ?? t("noAuthor")}</span>
                <span className="text-xs text-ink-400">{time(l.at)}</span>
              </div>
              <p className="break-words font-mono text-xs text-ink-300">{l.text}</p>
              <p className="text-ink-300">
                {l.applied
                  ? t.rich("readAsApplied", {
                      proposed: say(l.proposed),
                      applied: say(l.applied),
                      strong: (c) => <span className="text-ink-100">{c}</span>,
                    })
                  : say(l.proposed)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
