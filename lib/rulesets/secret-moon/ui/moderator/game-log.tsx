"use client";
import type { PublicGame } from "@/lib/rulesets/secret-moon";
import type { Words } from "./model";

/** The public record of the game, newest first (the same lines the town square shows). */
export function GameLog({ game, words }: { game: PublicGame; words: Words }) {
  const { t, say } = words;
  const entries = game.log.map((l, i) => ({ ...l, i })).reverse();
  return (
    <section className="card" aria-labelledby="sm-log-heading">
      <h3 id="sm-log-heading" className="mb-3 flex items-baseline gap-2 font-semibold">
        {t("panel.log", { number: game.number })}{" "}
        <span className="text-sm font-normal text-ink-400">{t("panel.logNote")}</span>
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-ink-400">{t("panel.nothingYet")}</p>
      ) : (
        <ol className="max-h-96 space-y-1 overflow-y-auto pr-1 text-sm" data-testid="sm-mod-log">
          {entries.map((e) => {
            const separator = e.record.kind === "round-started" || e.record.kind === "round-ended";
            const cls = separator
              ? "pt-1 text-xs font-semibold text-ink-400"
              : e.record.kind === "game-ended"
                ? "font-semibold text-moon-300"
                : "text-ink-200";
            return (
              <li key={e.i} className={cls}>
                {say(e.text)}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
