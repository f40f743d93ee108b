"use client";
import { useTranslations } from "next-intl";
import type { Phrase } from "@/lib/i18n/message";
import { useSay } from "@/lib/i18n/use-say";
import type { ClocktowerModeratorView } from "@/lib/rulesets/clocktower";
import type { RulesetPanelProps } from "@/components/game/panel-props";
import { NightOrderView, SheetView } from "@/lib/rulesets/clocktower/ui/scripts/character-sheet";
import { ScriptPicker } from "./script-picker";
import { BagBuilder } from "./bag-builder";
import { DealPanel } from "./deal";
import { BluffsPanel } from "./bluffs";
import { FabledPanel, TravellersPanel } from "./travellers";
import { RoleMessagesPanel } from "./role-messages";
import { DawnPanel, NightSheetPanel, PhasePanel } from "./night";
import { DayAbilitiesForm } from "./night/day-abilities";
import { SvDayAbilities } from "./night/sv-day-abilities";
import { TimelinePanel } from "./timeline";
import { DayPanel } from "./day/day-panel";
import { DayHistory } from "./day/day-history";
import { PasteVotesPanel } from "./day/paste-votes";
import { WhispersPanel } from "./day/whispers";
import { MatronSwaps } from "./day/matron-swaps";
import { PostsPanel } from "./posts-panel";
import { PhaseBar } from "./phase-bar";
import { SeatCircle } from "./circle/seat-circle";
import { CircleCentre } from "./circle/circle-centre";
import { WarningList, type ClocktowerPartProps } from "./shared";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The storyteller's Clocktower-style game. Before the deal: the setup (script, bag, deal, bluffs,
 * travellers, fabled, role messages). Once dealt: the phase bar, the grimoire's circle beside the
 * phase's working area (the night sheet and dawn, or the day), the posts, and the setup folded away.
 */
export function ClocktowerPanel({ game, commands }: RulesetPanelProps<ClocktowerModeratorView>) {
  const t = useTranslations("clocktower.panel");
  const rules = game.view.rules;
  const seats = game.view.seats;
  const props = { rules, seats, commands };
  const dealt = rules.seats.length > 0 && !!rules.deal;
  // Once dealt, the role messages are the working area's until the first night, not the setup's.
  const setup = <SetupParts {...props} withMessages={!dealt} language={game.view.language} />;
  if (!dealt)
    return (
      <div className="space-y-6" data-testid="clocktower-panel">
        <Hints hints={rules.hints} />
        {setup}
      </div>
    );
  const night = rules.phase?.kind === "night";
  return (
    <div className="space-y-4" data-testid="clocktower-panel">
      <PhaseBar {...props} />
      <div className="grid items-start gap-4 lg:grid-cols-[min(calc(100dvh-12.5rem),52%)_minmax(0,1fr)] [&>*]:min-w-0">
        <section aria-label={t("grimoire")} data-testid="ct-grimoire">
          <SeatCircle gameId={game.id} {...props} centre={<CircleCentre rules={rules} />} />
          {rules.winChecks.length > 0 && (
            <div className="mt-2">
              <WarningList warnings={rules.winChecks.map((w) => w.reason)} testId="win-checks" />
            </div>
          )}
        </section>
        <div className="@container min-w-0 space-y-4" data-testid="ct-working-area">
          <Hints hints={rules.hints} />
          {!rules.phase ? (
            <RoleMessagesPanel rules={rules} seats={seats} language={game.view.language} />
          ) : night ? (
            <>
              <NightSheetPanel {...props} />
              <DawnPanel {...props} />
              <DayHistory {...props} day={null} />
            </>
          ) : (
            <>
              <DayPanel {...props} />
              {/* The day's abilities (the Slayer's shot, the Gossip, the Juggler…) are recorded by day. */}
              <DayAbilitiesForm rules={rules} commands={commands} />
              <SvDayAbilities rules={rules} commands={commands} />
              <PasteVotesPanel {...props} />
              <MatronSwaps {...props} />
              <WhispersPanel {...props} />
            </>
          )}
        </div>
      </div>
      <PostsPanel {...props} language={game.view.language} />
      <PhasePanel {...props} />
      <TimelinePanel gameId={game.id} rules={rules} commands={commands} />
      <details className="card" data-testid="ct-setup">
        <summary className="cursor-pointer font-semibold">
          {t("setup")} <span className="text-sm font-normal text-ink-400">{t("setupParts")}</span>
        </summary>
        <div className="mt-4">{setup}</div>
      </details>
    </div>
  );
}

function Hints({ hints }: { hints: Phrase[] }) {
  const t = useTranslations("clocktower.panel");
  const say = useSay();
  if (hints.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 text-sm" aria-label={t("toDo")} data-testid="ct-hints">
      {hints.map((h) => (
        <li key={say(h)} className="rounded-full border border-night-700 bg-night-850 px-3 py-1 text-ink-200">
          {say(h)}
        </li>
      ))}
    </ul>
  );
}

function SetupParts({
  withMessages,
  language,
  ...props
}: ClocktowerPartProps & { withMessages: boolean; language: Locale }) {
  const { rules, seats, commands } = props;
  const t = useTranslations("clocktower.panel");
  const sheetSay = useSay();
  return (
    <div className="space-y-6">
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
          {withMessages && <RoleMessagesPanel rules={rules} seats={seats} language={language} />}
          <div className="grid gap-6 lg:grid-cols-2">
            <TravellersPanel {...props} />
            <FabledPanel rules={rules} commands={commands} />
          </div>
          {rules.sheet && rules.nightOrder && (
            <details className="card">
              <summary className="cursor-pointer font-semibold">
                {t("sheetAndOrder", { script: rules.script.name })}
              </summary>
              <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_320px]">
                <SheetView sheet={rules.sheet} say={sheetSay} />
                <NightOrderView
                  firstNight={rules.nightOrder.firstNight}
                  otherNight={rules.nightOrder.otherNight}
                  className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1"
                  say={sheetSay}
                />
              </div>
            </details>
          )}
        </>
      )}
    </div>
  );
}
