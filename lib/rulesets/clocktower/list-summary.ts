import { nextDeadline, relativeTimeMessage, SETUP_SUMMARY, type ListSummary } from "../../game/list-summary";
import { msg, type Message, type Phrase } from "../../i18n/message";
import type { ClocktowerModeratorView } from "./views";

const say = (key: string, values?: Parameters<typeof msg>[1]) => msg(`gamePage.list.clocktower.${key}`, values);

/** The day clock's own segments (day/phase-plan.ts), named in the catalogues; a host's own label is data. */
const SEGMENTS: Record<string, string> = { discussion: "Discussion", nomination: "Nomination", voting: "Voting" };
const known = (p: { id: string; label: string }) => SEGMENTS[p.id] === p.label;

/** "Voting", or a host's own label as they wrote it. */
const segmentName = (p: { id: string; label: string }): Phrase => (known(p) ? say(`segment.${p.id}`) : p.label);

/** "Voting" → "voting closes", "Discussion" → "discussion ends". */
const segmentDeadline = (p: { id: string; label: string }): Message =>
  say(/vot|nominat/i.test(p.label) ? "segmentCloses" : "segmentEnds", {
    segment: known(p) ? say(`segmentLower.${p.id}`) : p.label.toLowerCase(),
  });

/**
 * A Clocktower game in the games list. Alive counts every seat that holds a character, travellers
 * included (the town's "3/7" counts only the voters; the list says how many are still playing).
 */
export function clocktowerListSummary(view: ClocktowerModeratorView, now: Date): ListSummary {
  const inPlay = view.seats;
  const alive =
    view.deal && inPlay.length ? { alive: inPlay.filter((s) => s.alive).length, total: inPlay.length } : null;
  if (view.winner)
    return {
      phase: say("gameOver", { winner: say(`team.${view.winner}`) }),
      alive,
      deadline: null,
      waiting: [],
      over: true,
    };
  const phase = view.phase;
  if (!phase) return { ...SETUP_SUMMARY, alive, waiting: view.hints.slice(0, 1) };
  const wins: Phrase[] = view.winChecks.map((c) => c.reason);

  if (phase.kind === "night") {
    const sheet = view.nightSheet?.night === phase.number ? view.nightSheet : null;
    const submitted = sheet?.steps.filter((s) => s.submitted && !s.done && !s.skipped).length ?? 0;
    const waiting: Phrase[] = [...wins];
    const past = (at: string | undefined) => !!at && new Date(at).getTime() <= now.getTime();
    if (past(phase.dawnAt)) waiting.push(say("dawnDue", { ago: relativeTimeMessage(phase.dawnAt!, now) }));
    else if (past(phase.lockAt)) waiting.push(say("locked", { ago: relativeTimeMessage(phase.lockAt!, now) }));
    if (submitted) waiting.push(say("submitted", { count: submitted }));
    return {
      phase: say("night", { number: phase.number }),
      alive,
      deadline: nextDeadline(
        // Dawn first: a night whose actions lock at dawn says "dawn".
        [
          { label: say("dawn"), at: phase.dawnAt },
          { label: say("lock"), at: phase.lockAt },
        ],
        now,
      ),
      waiting,
      over: false,
    };
  }

  const day = view.day;
  const clock = day?.clock ?? null;
  const waiting: Phrase[] = [...wins];
  const dayName = say("day", { number: phase.number });
  let label: Phrase = dayName;
  let deadline: ListSummary["deadline"] = null;
  if (day?.result) waiting.push(say("resolved", { day: dayName, next: phase.number + 1 }));
  else if (day) {
    if (day.count.allLocked) waiting.push(say("allLocked", { day: dayName }));
    else if (day.count.deadlinePassed && day.count.deadline)
      waiting.push(say("votingClosed", { ago: relativeTimeMessage(day.count.deadline, now), day: dayName }));
  }
  if (clock && !day?.result) {
    const current = clock.parts.find((p) => p.current);
    if (clock.state === "running" || clock.state === "paused")
      label = say("phaseSegment", {
        phase: dayName,
        segment: current ? segmentName(current) : clock.current,
      });
    if (clock.state === "paused") waiting.push(say("paused", { day: dayName }));
    else if (clock.state === "running")
      deadline = nextDeadline(
        clock.parts.map((p) => ({ label: segmentDeadline(p), at: p.endsAt })),
        now,
      );
  }
  return { phase: label, alive, deadline, waiting, over: false };
}
