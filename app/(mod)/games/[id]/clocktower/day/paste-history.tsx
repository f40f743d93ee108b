"use client";
import { useDeadlineFormat } from "@/lib/client/use-clock";
import type { IgnoredCommand, ParsedPost } from "@/lib/game/day/forum-post-parser";
import type { PasteReview } from "@/lib/game/day/paste-review";
import { seatName, type DaySeat } from "@/lib/game/day/roster";

const REASONS: Record<IgnoredCommand["reason"], string> = {
  quoted: "quoted from another post",
  code: "in code",
  "struck out": "struck out",
  replaced: "replaced by a later command on the same line",
  "not a name": "no player’s name after “vote”",
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
  if (ignored.length === 0) return null;
  return (
    <details className="rounded-lg border border-night-800 p-2 text-sm" data-testid="paste-ignored">
      <summary className="cursor-pointer text-ink-300">
        Not counted: {ignored.length} command{ignored.length === 1 ? "" : "s"} quoted, in code, struck out or replaced
      </summary>
      <ul className="mt-2 space-y-1.5">
        {ignored.map((i, n) => (
          <li key={n} className="min-w-0">
            <span className="text-ink-200">
              {i.author
                ? `In ${seatName(roster, i.author)}’s post`
                : i.post >= 0
                  ? `In ${posts[i.post]?.authorText ?? "someone"}’s post`
                  : "Outside any post"}
            </span>{" "}
            <span className="text-xs text-ink-400">
              {i.post >= 0 ? `post ${i.post + 1} · ` : ""}line {i.lineNumber} · {REASONS[i.reason]}
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
  const lines = reviews.flatMap((r) => r.lines.map((l, i) => ({ ...l, at: r.at, key: `${r.id}-${i}` }))).reverse();
  return (
    <details className="rounded-lg border border-night-800 p-2 text-sm" data-testid="paste-history">
      <summary className="cursor-pointer text-ink-300">
        History of reviewed lines ({lines.filter((l) => l.decision === "accepted").length} accepted,{" "}
        {lines.filter((l) => l.decision === "rejected").length} rejected)
      </summary>
      {lines.length === 0 ? (
        <p className="mt-2 text-ink-400">No line reviewed today yet.</p>
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
                  {l.decision === "accepted" ? "Accepted" : "Rejected"}
                </span>
                <span className="text-ink-200">{l.author ?? "No author"}</span>
                <span className="text-xs text-ink-400">{time(l.at)}</span>
              </div>
              <p className="break-words font-mono text-xs text-ink-300">{l.text}</p>
              <p className="text-ink-300">
                {l.applied ? (
                  <>
                    Read as “{l.proposed}”, applied as <span className="text-ink-100">{l.applied}</span>
                  </>
                ) : (
                  l.proposed
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
