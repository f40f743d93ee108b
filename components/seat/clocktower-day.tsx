import type { PlayerView } from "@/lib/game/views";
import type { ClocktowerPlayerView, ClocktowerPublicView } from "@/lib/rulesets/clocktower";
import type { PlayerDay } from "@/lib/rulesets/clocktower/day/day-views";
import { When } from "@/components/town/countdown";
import { DayForms } from "./clocktower-day-forms";

/** The player's day on their private link: their vote and nomination standing, and the forms when in-app voting is on. */
export function ClocktowerSeatDay({ view, token }: { view: PlayerView; token: string }) {
  const day = (view.own as ClocktowerPlayerView).day;
  if (!day) return null;
  const rules = view.rules as ClocktowerPublicView;
  const names = new Map(view.seats.map((s) => [s.id, s.name]));
  const name = (id: string) => (id === "storyteller" ? "the storyteller" : (names.get(id) ?? "a player"));
  return (
    <section
      aria-labelledby="own-day-heading"
      className="space-y-3 rounded-lg border border-moon-500/50 p-3"
      data-testid="own-day"
    >
      <h3 id="own-day-heading" className="font-semibold text-moon-300">
        Day {day.number}: your vote
      </h3>
      <Standing day={day} name={name} />
      {rules.inAppVoting ? (
        token && <DayForms view={view} day={day} token={token} />
      ) : (
        <p className="text-sm text-ink-300" data-testid="vote-in-thread">
          Post your nominations and votes in the game thread.
        </p>
      )}
    </section>
  );
}

function Standing({ day, name }: { day: PlayerDay; name: (id: string) => string }) {
  const s = day.standing;
  const ghost = s.canVote && (s.as === "dead-token" || s.as === "dead-voudon");
  return (
    <ul className="space-y-1 text-sm" data-testid="own-standing">
      <li>
        {day.vote ? (
          <>
            You vote for <span className="font-semibold">{name(day.vote)}</span>
          </>
        ) : (
          "You are not voting"
        )}
        {day.locked ? (
          <span className="text-moon-300"> · locked</span>
        ) : day.vote ? (
          " · you may move or withdraw it"
        ) : (
          ""
        )}
        .
      </li>
      {ghost && (
        <li className="text-moon-300">
          You are dead: your ghost vote is still yours (it is spent if it stands on a nominee when the day resolves).
        </li>
      )}
      {!s.canVote && <li className="text-ink-300">{s.reason}</li>}
      <li>
        {day.nominated ? (
          <>
            You nominated <span className="font-semibold">{name(day.nominated)}</span>
            {day.queued.length > 0 ? " (queued until nominations open)" : ""}.
          </>
        ) : (
          "You have not nominated anyone today."
        )}
      </li>
      {day.isNominated && <li className="font-semibold text-blood-400">You are nominated.</li>}
      {day.deadlines.map((d) => (
        <li key={d.what} className="text-ink-300">
          {d.what} at <When at={d.at} />.
        </li>
      ))}
      <li className="text-ink-300">
        You may declare {day.whispers.remaining} more whisper{day.whispers.remaining === 1 ? "" : "s"} with new players
        today
        {day.whispers.partners.length > 0 && <> (so far: {day.whispers.partners.map(name).join(", ")})</>}.
      </li>
    </ul>
  );
}
