import type { ReactNode } from "react";
import type { PlayerView } from "@/lib/game/views";
import type { ClocktowerPlayerView, ClocktowerPublicView } from "@/lib/rulesets/clocktower";
import type { PlayerDay } from "@/lib/rulesets/clocktower/day/day-views";
import { ActionForm, ChoiceSelect } from "@/components/seat/action-form";
import { translator } from "@/lib/i18n/render";

const DAY = { type: "clocktower.day" };

/** What the seat may do now by day, as plain forms: each posts one `clocktower.day` command for this seat. */
export function DayForms({
  view,
  day,
  token,
}: {
  view: PlayerView<ClocktowerPublicView, ClocktowerPlayerView>;
  day: PlayerDay;
  token: string;
}) {
  const rules = view.rules;
  const t = translator(view.language);
  const me = view.seatId;
  const may = new Set(day.mayNow);
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? id;
  const travellers = new Set(rules.travellers.map((t) => t.seatId));
  const nominated = new Set((rules.day?.nominations ?? []).map((n) => n.nominee));
  const inGame = rules.grimoire ?? [];
  const nominees = inGame
    .filter((g) => g.alive && !travellers.has(g.seatId) && !nominated.has(g.seatId))
    .map((g) => g.seatId);
  const voteFor = (rules.day?.nominations ?? []).map((n) => n.nominee).filter((n) => n !== day.vote);
  const partners = inGame.map((g) => g.seatId).filter((id) => id !== me);
  const forms: ReactNode[] = [];

  if ((may.has("nominate") || may.has("queueNomination")) && nominees.length > 0) {
    const queue = !may.has("nominate");
    forms.push(
      <ActionForm
        key="nominate"
        token={token}
        command={DAY}
        submit={queue ? t("clocktower.forumDay.seat.queueNomination") : t("clocktower.forumDay.seat.nominate")}
      >
        <ChoiceSelect
          form="day-nominate"
          field="command"
          label={queue ? t("clocktower.forumDay.seat.nominateWhenOpen") : t("clocktower.forumDay.seat.nominate")}
          options={nominees.map((n) => ({
            value: { type: "day.nominate", nominator: me, nominee: n },
            label: n === me ? t("clocktower.forumDay.seat.yourself", { name: name(n) }) : name(n),
          }))}
        />
      </ActionForm>,
    );
  }
  for (const q of day.queued)
    forms.push(
      <ActionForm
        key={q.id}
        token={token}
        command={{ ...DAY, command: { type: "day.withdrawQueuedNomination", id: q.id } }}
        submit={t("clocktower.forumDay.seat.withdrawQueued", { name: name(q.nominee) })}
      />,
    );
  if (may.has("vote") && voteFor.length > 0)
    forms.push(
      <ActionForm
        key="vote"
        token={token}
        command={DAY}
        submit={day.vote ? t("clocktower.forumDay.seat.moveVote") : t("clocktower.forumDay.seat.vote")}
      >
        <ChoiceSelect
          form="day-vote"
          field="command"
          label={t("clocktower.forumDay.seat.voteFor")}
          options={voteFor.map((n) => ({ value: { type: "day.vote", voter: me, nominee: n }, label: name(n) }))}
        />
      </ActionForm>,
    );
  if (may.has("unvote"))
    forms.push(
      <ActionForm
        key="unvote"
        token={token}
        command={{ ...DAY, command: { type: "day.unvote", voter: me } }}
        submit={t("clocktower.forumDay.seat.withdrawVote")}
      />,
    );
  if (may.has("lock"))
    forms.push(
      <div key="lock" className="space-y-1">
        <p className="text-xs text-ink-300">
          {t("clocktower.forumDay.seat.lockFinal")}
          {!day.vote && t("clocktower.forumDay.seat.lockAbstention")}
        </p>
        <ActionForm
          token={token}
          command={{ ...DAY, command: { type: "day.lockVote", voter: me } }}
          submit={
            day.vote
              ? t("clocktower.forumDay.seat.lockVoteFor", { name: name(day.vote) })
              : t("clocktower.forumDay.seat.lockMyAbstention")
          }
        />
      </div>,
    );
  if (may.has("whisper") && partners.length > 0)
    forms.push(
      <ActionForm key="whisper" token={token} command={DAY} submit={t("clocktower.forumDay.seat.declareWhisper")}>
        <ChoiceSelect
          form="day-whisper"
          field="command"
          label={t("clocktower.forumDay.seat.whisperWith")}
          options={[
            ...partners.map((p) => ({ value: { type: "whisper.declare", from: me, to: p }, label: name(p) })),
            {
              value: { type: "whisper.declare", from: me, to: "storyteller" },
              label: t("clocktower.forumDay.seat.theStorytellerOption"),
            },
          ]}
        />
      </ActionForm>,
    );
  if (forms.length === 0) return <p className="text-sm text-ink-400">{t("clocktower.forumDay.seat.nothingToDo")}</p>;
  return (
    <div className="space-y-3 border-t border-night-700 pt-3" data-testid="day-forms">
      {forms}
    </div>
  );
}
