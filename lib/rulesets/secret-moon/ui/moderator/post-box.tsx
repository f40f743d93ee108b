"use client";
import { CopyButton } from "@/components/copy-button";
import type { PublicGame } from "@/lib/rulesets/secret-moon";
import { isMessage, type Phrase } from "@/lib/i18n/message";
import { splitHints, type Words } from "./model";

/** Hints with panels of their own: the call and the result. */
const SHOWN_ELSEWHERE = ["secretMoon.hints.call", "secretMoon.hints.callHost", "secretMoon.hints.nextGame"];

/** What to post in the thread, what to tell players privately, and what to do next. */
export function PostBox({ game, hints: all, words }: { game: PublicGame | null; hints: Phrase[]; words: Words }) {
  const { t, say } = words;
  const { privately, next: hints } = splitHints(all, say);
  // The call and the result have their own panels; the rest of the hints are the next steps.
  const next = hints.filter((h) => !(isMessage(h) && SHOWN_ELSEWHERE.includes(h.key))).map(say);
  const lines = [...(game?.announcement ?? []), ...(game?.call ? [game.call.text] : [])].map(say);
  const post = lines.join("\n");
  return (
    <section className="card space-y-4" aria-labelledby="sm-post-heading">
      <div>
        <div className="mb-2 flex items-center gap-2">
          <h3 id="sm-post-heading" className="font-semibold">
            {t("panel.whatToPost")}
          </h3>
          {post && (
            <span className="ml-auto" data-testid="sm-copy-post">
              <CopyButton text={post} label={t("panel.copyPost")} />
            </span>
          )}
        </div>
        {lines.length === 0 ? (
          <p className="text-sm text-ink-400">{t("panel.nothingToPost")}</p>
        ) : (
          <div
            className="space-y-1 rounded-md border border-night-700 bg-night-950 px-3 py-2 text-sm text-ink-100"
            data-testid="sm-post"
          >
            {lines.map((l, i) => (
              <p key={i} className={game?.call && i === lines.length - 1 ? "font-medium text-moon-300" : ""}>
                {l}
              </p>
            ))}
          </div>
        )}
      </div>

      {privately.length > 0 && (
        <div>
          <h4 className="label">{t("panel.tellPrivately")}</h4>
          <ul className="space-y-2">
            {privately.map((p, i) => (
              <li
                key={i}
                className="flex flex-wrap items-center gap-2 rounded-md border border-moon-500/40 bg-moon-400/5 px-3 py-2 text-sm"
                data-testid="sm-private"
              >
                <span className="min-w-0 flex-1">
                  <span className="font-semibold text-moon-300">{t("panel.to", { name: p.to })}</span> {p.text}
                </span>
                <CopyButton text={p.text} label={t("panel.copy")} />
              </li>
            ))}
          </ul>
        </div>
      )}

      {next.length > 0 && (
        <div>
          <h4 className="label">{t("panel.nextHeading")}</h4>
          <ul className="list-inside list-disc space-y-1 text-sm text-ink-300" data-testid="sm-hints">
            {next.map((h, i) => (
              <li key={i}>{h}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
