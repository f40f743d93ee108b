import type { MatchTable } from "@/lib/rulesets/secret-moon/scoring";
import type { Phrase } from "@/lib/i18n/message";
import type { Words } from "@/lib/rulesets/secret-moon/ui/shared/labels";
import { MatchResults } from "@/lib/rulesets/secret-moon/ui/shared/match-results";

/** Each finished game's winners and the points so far. */
export function TownMatch({
  match,
  words,
  scoring,
  matchResult,
}: {
  match: MatchTable;
  words: Words;
  scoring: Phrase;
  matchResult: Phrase | null;
}) {
  const { t } = words;
  return (
    <div aria-labelledby="sm-town-match-heading" data-testid="sm-town-match">
      <h3 id="sm-town-match-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
        {t("town.match")}{" "}
        <span className="font-normal normal-case text-ink-400">
          · {t("town.gamesPlayed", { played: match.gamesPlayed, length: match.matchLength })}
        </span>
      </h3>
      <MatchResults match={match} words={words} scoring={scoring} matchResult={matchResult} />
    </div>
  );
}
