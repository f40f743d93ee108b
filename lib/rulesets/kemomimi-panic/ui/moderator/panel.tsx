"use client";
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { namesFrom, moonMessage } from "@/lib/rulesets/kemomimi-panic/ui/town/describe";
import { useSay } from "@/lib/i18n/use-say";
import type { RulesetPanelProps } from "@/components/game/panel-props";
import { TableLinks } from "@/components/game/table-links";
import { SetupPhase } from "./setup-phase";
import { StepCard } from "./step-card";
import { PostBox } from "./post-box";
import { PlayersCard } from "./players-card";
import { HistoryCard } from "./history";
import { Override } from "./override";
import { OutcomeCard } from "./outcome-card";
import type { Ctx, ModView } from "./shared";

/** Kemomimi Panic for the Game Master: choose and deal the cards, then run the game step by step. */
export function KemomimiPanel({ game, commands }: RulesetPanelProps<ModView>) {
  const view = game.view.rules;
  const seats = game.view.seats;
  const t = useTranslations("kemomimi");
  const formerSeat = t("names.formerSeat");
  const nobody = t("names.nobody");
  const name = useMemo(() => namesFrom(seats, { formerSeat, nobody }), [seats, formerSeat, nobody]);
  const ctx: Ctx = { view, commands, name, language: game.view.language ?? "en" };
  return (
    <section aria-labelledby="kp-heading" className="space-y-6" data-testid="kp-panel">
      <StatusBar ctx={ctx} />
      {view.phase === "setup" ? (
        <>
          <TableLinks gameId={game.id} seats={seats} dealt={false} />
          <SetupPhase view={view} commands={commands} seats={seats} />
        </>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
            <div className="min-w-0 space-y-6">
              <OutcomeCard ctx={ctx} />
              {view.phase !== "ended" && <StepCard ctx={ctx} />}
              <PostBox ctx={ctx} />
            </div>
            <div className="min-w-0 space-y-6">
              <PlayersCard ctx={ctx} />
              <Override ctx={ctx} />
            </div>
          </div>
          <TableLinks gameId={game.id} seats={seats} dealt />
          <HistoryCard ctx={ctx} />
        </>
      )}
    </section>
  );
}

function StatusBar({ ctx }: { ctx: Ctx }) {
  const { view, name } = ctx;
  const t = useTranslations("kemomimi");
  const say = useSay();
  const dealt = view.phase !== "setup";
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-night-800 pb-3">
      <h2 id="kp-heading" className="text-lg font-semibold text-ink-100">
        {t("name")}
      </h2>
      <span
        className="rounded-full bg-night-800 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-ink-200 uppercase"
        data-testid="kp-phase"
      >
        {view.phase === "day" || view.phase === "night"
          ? t("panel.phaseDay", { phase: view.phase, day: view.day })
          : t(`panel.phases.${view.phase}`)}
      </span>
      {dealt && (
        <span className="flex items-center gap-1.5 text-sm text-ink-300">
          <span
            aria-hidden="true"
            className={`inline-block h-3.5 w-3.5 rounded-full ${view.moon === "full" ? "bg-moon-300 shadow-[0_0_8px_var(--color-moon-400)]" : "border border-ink-400 bg-night-950"}`}
          />
          {say(moonMessage(view.moon))}
        </span>
      )}
      {view.leader && (
        <span className="text-sm text-ink-300">
          {t("leaderIs")} <strong className="font-semibold text-moon-300">{name(view.leader)}</strong>
        </span>
      )}
    </div>
  );
}
