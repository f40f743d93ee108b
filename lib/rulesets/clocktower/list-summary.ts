import { nextDeadline, relativeTime, SETUP_SUMMARY, type ListSummary } from "../../game/list-summary";
import type { ClocktowerModeratorView } from "./views";
import { sayIn } from "@/lib/i18n/messages";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Voting" → "voting closes", "Discussion" → "discussion ends". */
const segmentDeadline = (label: string) => `${label.toLowerCase()} ${/vot|nominat/i.test(label) ? "closes" : "ends"}`;

/**
 * A Clocktower game in the games list. Alive counts every seat that holds a character, travellers
 * included (the town's "3/7" counts only the voters; the list says how many are still playing).
 */
export function clocktowerListSummary(view: ClocktowerModeratorView, now: Date): ListSummary {
  const inPlay = view.seats;
  const alive =
    view.deal && inPlay.length ? { alive: inPlay.filter((s) => s.alive).length, total: inPlay.length } : null;
  if (view.winner) return { phase: `Game over: ${view.winner} won`, alive, deadline: null, waiting: [], over: true };
  const phase = view.phase;
  // The view's hints are messages now (the ct-night branch); the list still speaks English here.
  if (!phase) return { ...SETUP_SUMMARY, alive, waiting: view.hints.slice(0, 1).map((h) => sayIn("en", h)) };
  const wins = view.winChecks.map((c) => c.reason);

  if (phase.kind === "night") {
    const sheet = view.nightSheet?.night === phase.number ? view.nightSheet : null;
    const submitted = sheet?.steps.filter((s) => s.submitted && !s.done && !s.skipped).length ?? 0;
    const waiting: string[] = [...wins];
    const past = (at: string | undefined) => !!at && new Date(at).getTime() <= now.getTime();
    if (past(phase.dawnAt)) waiting.push(`Dawn was due ${relativeTime(phase.dawnAt!, now)}`);
    else if (past(phase.lockAt)) waiting.push(`Night actions locked ${relativeTime(phase.lockAt!, now)}`);
    if (submitted) waiting.push(`${plural(submitted, "night action")} submitted`);
    return {
      phase: phase.label,
      alive,
      deadline: nextDeadline(
        // Dawn first: a night whose actions lock at dawn says "dawn".
        [
          { label: "dawn", at: phase.dawnAt },
          { label: "night actions lock", at: phase.lockAt },
        ],
        now,
      ),
      waiting,
      over: false,
    };
  }

  const day = view.day;
  const clock = day?.clock ?? null;
  const waiting: string[] = [...wins];
  let label = phase.label;
  let deadline: ListSummary["deadline"] = null;
  if (day?.result) waiting.push(`${phase.label} is resolved: start Night ${phase.number + 1}`);
  else if (day) {
    if (day.count.allLocked) waiting.push(`Every voter has locked: ${phase.label} is ready to resolve`);
    else if (day.count.deadlinePassed && day.count.deadline)
      waiting.push(`Voting closed ${relativeTime(day.count.deadline, now)}: ${phase.label} is ready to resolve`);
  }
  if (clock && !day?.result) {
    if (clock.state === "running" || clock.state === "paused") label = `${phase.label} · ${clock.current}`;
    if (clock.state === "paused") waiting.push(`${phase.label} is paused`);
    else if (clock.state === "running")
      deadline = nextDeadline(
        clock.parts.map((p) => ({ label: segmentDeadline(p.label), at: p.endsAt })),
        now,
      );
  }
  return { phase: label, alive, deadline, waiting, over: false };
}
