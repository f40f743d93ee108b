"use client";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import { msg, type Say } from "@/lib/i18n/message";
import { isSegmentId } from "@/lib/rulesets/clocktower/day/segments";
import { useNow } from "@/lib/client/use-clock";
import type { ClocktowerPartProps } from "./shared";
import { formatCountdown } from "./day/day-clock";
import { CommandPalette } from "./palette";

type Command = { type: string; [k: string]: unknown };
interface Primary {
  label: string;
  /** Why this is the next thing to do, shown beside the button. */
  reason?: string;
  run: () => unknown;
  /** Secondary style: there is something to do, but not yet the phase's own action. */
  quiet?: boolean;
}

/** Opens a night step in the sheet and brings it into view. */
function openStep(key: string) {
  const row = document.querySelector<HTMLElement>(`[data-testid="night-step"][data-step="${CSS.escape(key)}"]`);
  const button = row?.querySelector<HTMLButtonElement>(":scope > button");
  if (!button) return;
  if (button.getAttribute("aria-expanded") !== "true") button.click();
  row!.scrollIntoView({ block: "nearest", behavior: "smooth" });
  button.focus({ preventScroll: true });
}

type T = ReturnType<typeof useTranslations<"clocktower.phaseBar">>;

/** What the phase calls for now: the one primary action, with its reason. */
function primaryAction(
  { rules, commands }: Pick<ClocktowerPartProps, "rules" | "commands">,
  t: T,
  say: Say,
): Primary | null {
  const send = (c: Command) => commands.send(c);
  const phase = rules.phase;
  if (rules.winner)
    return rules.revealed ? null : { label: t("publishReveal"), run: () => send({ type: "clocktower.publishReveal" }) };
  if (!phase) return { label: t("startNight", { number: 1 }), run: () => send({ type: "clocktower.startNight" }) };
  if (phase.kind === "night") {
    const next = rules.nightSheet?.steps.find((s) => !s.done && !s.skipped && !s.automatic);
    if (next)
      return {
        label: next.seatName
          ? t("nextStepSeat", { step: say(next.name), seat: next.seatName })
          : t("nextStep", { step: say(next.name) }),
        reason: rules.nightSheet
          ? t("progress", { done: rules.nightSheet.done, total: rules.nightSheet.total })
          : undefined,
        run: () => openStep(next.key),
      };
    const deaths = rules.dawn?.deaths ?? [];
    return {
      label: t("dawnStartDay", { number: phase.number }),
      reason: deaths.length
        ? t("deaths", { names: deaths.map((d) => d.name).join(t("listSeparator")), count: deaths.length })
        : t("nobodyDies"),
      run: () =>
        send({
          type: "clocktower.confirmDawn",
          deaths: deaths.map((d) => ({ seatId: d.seatId, cause: d.cause, ...(d.by ? { by: d.by } : {}) })),
        }),
    };
  }
  const day = rules.day;
  if (day?.result)
    return { label: t("startNight", { number: phase.number + 1 }), run: () => send({ type: "clocktower.startNight" }) };
  const voting = day?.clock?.parts.find((p) => p.current)?.id === "voting" || !!day?.clock?.endedAt;
  return {
    label: t("resolveDay", { number: phase.number }),
    reason: day?.preview?.summary ? say(day.preview.summary) : undefined,
    quiet: !voting,
    run: () => send({ type: "clocktower.day", command: { type: "day.resolve" } }),
  };
}

/** The forum plan's segments by id in the moderator's language (the view's label is the game's). */
const segmentName = (s: { id: string; label: string }) =>
  isSegmentId(s.id) ? msg(`clocktower.forumDay.shared.segments.${s.id}`) : s.label;

/** The phase, its countdown and the one action it calls for, always at the top of the screen. */
export function PhaseBar(props: ClocktowerPartProps) {
  const { rules } = props;
  const t = useTranslations("clocktower.phaseBar");
  const tp = useTranslations("clocktower.phase");
  const say = useSay();
  const now = useNow();
  const phase = rules.phase;
  const primary = primaryAction(props, t, say);
  const day = rules.day;
  const segment = day?.clock?.parts.find((p) => p.current) ?? null;
  const deadline =
    phase?.kind === "night"
      ? phase.dawnAt
        ? { what: t("dawnIn"), at: phase.dawnAt }
        : null
      : segment && !day?.result
        ? { what: t("segmentEndsIn", { segment: say(segmentName(segment)) }), at: segment.endsAt }
        : null;
  const label = phase ? tp("label", { kind: phase.kind, number: phase.number }) : "";
  const title = rules.winner
    ? t("gameOver", { winner: rules.winner })
    : phase
      ? segment && !day?.result
        ? t("phaseSegment", { phase: label, segment: say(segment.label) })
        : day?.result
          ? t("phaseResolved", { phase: label })
          : label
      : tp("beforeFirstNight");
  const alive = rules.seats.filter((s) => s.alive && !s.registersDead).length;
  return (
    <div
      className="sticky top-0 z-30 -mx-4 border-b border-night-700 bg-night-950/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6"
      data-testid="phase-bar"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold" data-testid="phase-title">
            {title}
          </p>
          <p className="truncate text-xs text-ink-400">
            {t("alive", { alive, total: rules.seats.length })}
            {deadline && now !== null && (
              <>
                {" · "}
                <span className="font-mono tabular-nums" data-testid="phase-countdown">
                  {t("countdown", { what: deadline.what, time: formatCountdown(Date.parse(deadline.at) - now) })}
                </span>
              </>
            )}
          </p>
        </div>
        <CommandPalette {...props} />
        {primary && (
          <div className="flex min-w-0 items-center gap-2 max-sm:w-full">
            {primary.reason && (
              <span className="hidden max-w-64 truncate text-xs text-ink-300 lg:inline" title={primary.reason}>
                {primary.reason}
              </span>
            )}
            <button
              type="button"
              className={`btn min-h-11 max-sm:flex-1 ${primary.quiet ? "" : "btn-primary"}`}
              onClick={() => void primary.run()}
              data-testid="phase-primary"
              title={primary.reason}
            >
              {primary.label}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
