import type { PlayerView } from "@/lib/game/views";
import type { ClocktowerPlayerView, ClocktowerPublicView } from "@/lib/rulesets/clocktower";
import type { PlayerDay } from "@/lib/rulesets/clocktower/day/day-views";
import { When } from "@/components/town/countdown";
import { DayForms } from "./day-forms";
import { render, translator, type Translator } from "@/lib/i18n/render";
import type { Phrase } from "@/lib/i18n/message";

/** The player's day on their private link: their vote and nomination standing, and the forms when in-app voting is on. */
export function ClocktowerSeatDay({
  view,
  token,
}: {
  view: PlayerView<ClocktowerPublicView, ClocktowerPlayerView>;
  token: string;
}) {
  const day = view.own.day;
  if (!day) return null;
  const rules = view.rules;
  // The player's page speaks the game's language.
  const t = translator(view.language);
  const names = new Map(view.seats.map((s) => [s.id, s.name]));
  const name = (id: string) =>
    id === "storyteller"
      ? t("clocktower.forumDay.seat.theStoryteller")
      : (names.get(id) ?? t("clocktower.forumDay.seat.aPlayer"));
  return (
    <section
      aria-labelledby="own-day-heading"
      className="space-y-3 rounded-lg border border-moon-500/50 p-3"
      data-testid="own-day"
    >
      <h3 id="own-day-heading" className="font-semibold text-moon-300">
        {t("clocktower.forumDay.seat.heading", { number: day.number })}
      </h3>
      <Standing day={day} name={name} t={t} say={(x) => render(x, view.language)} />
      {rules.inAppVoting ? (
        token && <DayForms view={view} day={day} token={token} />
      ) : (
        <p className="text-sm text-ink-300" data-testid="vote-in-thread">
          {t("clocktower.forumDay.seat.voteInThread")}
        </p>
      )}
    </section>
  );
}

function Standing({
  day,
  name,
  t,
  say,
}: {
  day: PlayerDay;
  name: (id: string) => string;
  t: Translator;
  say: (text: Phrase) => string;
}) {
  const strong = (c: React.ReactNode) => <span className="font-semibold">{c}</span>;
  const s = day.standing;
  const ghost = s.canVote && (s.as === "dead-token" || s.as === "dead-voudon");
  return (
    <ul className="space-y-1 text-sm" data-testid="own-standing">
      <li>
        {day.vote
          ? t.rich("clocktower.forumDay.seat.youVote", { name: name(day.vote), strong })
          : t("clocktower.forumDay.seat.notVoting")}
        {day.locked ? (
          <span className="text-moon-300">{t("clocktower.forumDay.seat.lockedMark")}</span>
        ) : day.vote ? (
          t("clocktower.forumDay.seat.mayMove")
        ) : (
          ""
        )}
        {t("clocktower.forumDay.seat.stop")}
      </li>
      {ghost && <li className="text-moon-300">{t("clocktower.forumDay.seat.ghost")}</li>}
      {!s.canVote && <li className="text-ink-300">{say(s.reason)}</li>}
      <li>
        {day.nominated
          ? t.rich(
              day.queued.length > 0
                ? "clocktower.forumDay.seat.youNominatedQueued"
                : "clocktower.forumDay.seat.youNominated",
              {
                name: name(day.nominated),
                strong,
              },
            )
          : t("clocktower.forumDay.seat.notNominated")}
      </li>
      {day.isNominated && (
        <li className="font-semibold text-blood-400">{t("clocktower.forumDay.seat.youAreNominated")}</li>
      )}
      {day.deadlines.map((d) => (
        <li key={d.what.key} className="text-ink-300">
          {t.rich("clocktower.forumDay.seat.deadlineAt", { what: say(d.what), when: () => <When at={d.at} /> })}
        </li>
      ))}
      <li className="text-ink-300">
        {day.whispers.partners.length > 0
          ? t("clocktower.forumDay.seat.whispersSoFar", {
              count: day.whispers.remaining,
              names: day.whispers.partners.map(name).join(t("clocktower.forumDay.posts.separator")),
            })
          : t("clocktower.forumDay.seat.whispers", { count: day.whispers.remaining })}
      </li>
    </ul>
  );
}
