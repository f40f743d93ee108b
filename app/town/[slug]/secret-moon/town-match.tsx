import type { MatchTable } from "@/lib/rulesets/secret-moon/scoring";
import type { Namer } from "@/components/secret-moon/labels";
import { MatchResults } from "@/components/secret-moon/match-results";

/** Each finished game's winners and the points so far. */
export function TownMatch({
  match,
  name,
  scoring,
  matchResult,
}: {
  match: MatchTable;
  name: Namer;
  scoring: string;
  matchResult: string | null;
}) {
  return (
    <div aria-labelledby="sm-town-match-heading" data-testid="sm-town-match">
      <h3 id="sm-town-match-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
        Match{" "}
        <span className="font-normal normal-case text-ink-400">
          · {match.gamesPlayed} of {match.matchLength} games played
        </span>
      </h3>
      <MatchResults match={match} name={name} scoring={scoring} matchResult={matchResult} />
    </div>
  );
}
