"use client";
import type { ClocktowerModeratorView } from "@/lib/rulesets/clocktower";
import type { RulesetPanelProps } from "../ruleset-panel";
import { NightOrderView, SheetView } from "@/app/(mod)/scripts/character-sheet";
import { ScriptPicker } from "./script-picker";
import { BagBuilder } from "./bag-builder";
import { DealPanel } from "./deal";
import { BluffsPanel } from "./bluffs";
import { FabledPanel, TravellersPanel } from "./travellers";
import { RoleMessagesPanel } from "./role-messages";

/** The storyteller's setup for a Clocktower-style game: script, bag, deal, bluffs, travellers, fabled, role messages. */
export function ClocktowerPanel({ game, commands }: RulesetPanelProps) {
  const rules = game.view.rules as ClocktowerModeratorView;
  const seats = game.view.seats;
  const props = { rules, seats, commands };
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
              <summary className="cursor-pointer font-semibold">Character sheet and night order of {rules.script.name}</summary>
              <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_320px]">
                <SheetView sheet={rules.sheet} />
                <NightOrderView firstNight={rules.nightOrder.firstNight} otherNight={rules.nightOrder.otherNight} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1" />
              </div>
            </details>
          )}
        </>
      )}
    </div>
  );
}
