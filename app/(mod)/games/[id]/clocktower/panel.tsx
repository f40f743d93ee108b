"use client";
import { useState } from "react";
import type { ClocktowerModeratorView } from "@/lib/rulesets/clocktower";
import type { RulesetPanelProps } from "../panel-props";
import { NightOrderView, SheetView } from "@/app/(mod)/scripts/character-sheet";
import { ScriptPicker } from "./script-picker";
import { BagBuilder } from "./bag-builder";
import { DealPanel } from "./deal";
import { BluffsPanel } from "./bluffs";
import { FabledPanel, TravellersPanel } from "./travellers";
import { RoleMessagesPanel } from "./role-messages";
import { Grimoire } from "./grimoire";
import { DawnPanel, NightSheetPanel, PhasePanel } from "./night";
import { TimelinePanel } from "./timeline";
import { CommandPalette } from "./palette";
import { DayPanel } from "./day/day-panel";
import { PasteVotesPanel } from "./day/paste-votes";
import { WhispersPanel } from "./day/whispers";
import { PostsPanel } from "./posts-panel";

type Tab = "play" | "setup";

/**
 * The storyteller's Clocktower-style game: the setup (script, bag, deal, bluffs, travellers, fabled,
 * role messages), and once dealt the grimoire, the night sheet, the dawn and the timeline.
 */
export function ClocktowerPanel({ game, commands }: RulesetPanelProps) {
  const rules = game.view.rules as ClocktowerModeratorView;
  const seats = game.view.seats;
  const props = { rules, seats, commands };
  const dealt = rules.seats.length > 0 && !!rules.deal;
  const [chosen, setTab] = useState<Tab | null>(null);
  // Before the first night both show (setup first); once the night starts, the grimoire and night.
  const tab: Tab | "both" = !dealt ? "setup" : (chosen ?? (rules.phase ? "play" : "both"));
  return (
    <div className="space-y-6" data-testid="clocktower-panel">
      {rules.hints.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="To do" data-testid="ct-hints">
          {rules.hints.map((h) => (
            <li key={h} className="rounded-full border border-night-700 bg-night-850 px-3 py-1 text-ink-200">
              {h}
            </li>
          ))}
        </ul>
      )}
      {dealt && (
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="tablist"
            aria-label="Storyteller views"
            className="flex gap-1 rounded-lg border border-night-700 p-1"
          >
            {(["play", "setup"] as const).map((t) => (
              <button
                key={t}
                role="tab"
                aria-selected={tab === t || tab === "both"}
                aria-controls={`ct-tab-${t}`}
                className={`rounded-md px-3 py-1 text-sm ${tab === t ? "bg-moon-400/20 text-moon-300" : "text-ink-300 hover:text-ink-100"}`}
                onClick={() => setTab(t)}
              >
                {t === "play" ? "Grimoire & night" : "Setup"}
              </button>
            ))}
          </div>
          <span className="ml-auto">
            <CommandPalette {...props} />
          </span>
        </div>
      )}
      {(tab === "setup" || tab === "both") && (
        <div id="ct-tab-setup" role={dealt ? "tabpanel" : undefined} className="space-y-6">
          <ScriptPicker {...props} />
          {rules.script && (
            <>
              <div className="grid gap-6 lg:grid-cols-2">
                <BagBuilder {...props} />
                <div className="min-w-0 space-y-6">
                  <DealPanel key={`${rules.deal?.seed ?? "none"}-${seats.length}`} {...props} />
                  <BluffsPanel {...props} />
                </div>
              </div>
              <RoleMessagesPanel rules={rules} seats={seats} />
              <div className="grid gap-6 lg:grid-cols-2">
                <TravellersPanel {...props} />
                <FabledPanel rules={rules} commands={commands} />
              </div>
              {rules.sheet && rules.nightOrder && (
                <details className="card">
                  <summary className="cursor-pointer font-semibold">
                    Character sheet and night order of {rules.script.name}
                  </summary>
                  <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_320px]">
                    <SheetView sheet={rules.sheet} />
                    <NightOrderView
                      firstNight={rules.nightOrder.firstNight}
                      otherNight={rules.nightOrder.otherNight}
                      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1"
                    />
                  </div>
                </details>
              )}
            </>
          )}
        </div>
      )}
      {dealt && (tab === "play" || tab === "both") && (
        <div id="ct-tab-play" role="tabpanel" className="space-y-6">
          <PhasePanel {...props} />
          <DayPanel {...props} />
          <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
            <PasteVotesPanel {...props} />
            <WhispersPanel {...props} />
          </div>
          <div className="grid gap-6 2xl:grid-cols-2 [&>*]:min-w-0">
            <Grimoire {...props} />
            <div className="space-y-6">
              <NightSheetPanel {...props} />
              <DawnPanel {...props} />
            </div>
          </div>
          <PostsPanel {...props} />
          <TimelinePanel gameId={game.id} rules={rules} commands={commands} />
        </div>
      )}
    </div>
  );
}
