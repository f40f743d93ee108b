"use client";
import type { ComponentType } from "react";
import type { RulesetId } from "@/lib/game/ruleset";
import type { RulesetViews } from "@/lib/rulesets/views";
import { ClocktowerPanel } from "@/lib/rulesets/clocktower/ui/moderator/panel";
import { KemomimiPanel } from "@/lib/rulesets/kemomimi-panic/ui/moderator/panel";
import { SecretMoonPanel } from "@/lib/rulesets/secret-moon/ui/moderator/panel";
import { CoinFlipPanel } from "@/test/rulesets/coin-flip/ui/panel";
import type { RulesetPanelProps } from "./panel-props";

interface PanelEntry<R> {
  Panel: ComponentType<RulesetPanelProps<R>>;
  /** Once true, the game is in play: the seat administration folds away under the table. */
  inPlay: (rules: R) => boolean;
}

/** Each rule system's moderator panel, typed against its own moderator view. */
const PANELS: { [K in RulesetId]: PanelEntry<RulesetViews[K]["moderator"]> } = {
  clocktower: { Panel: ClocktowerPanel, inPlay: (r) => !!r.deal },
  "secret-moon": { Panel: SecretMoonPanel, inPlay: (r) => !!(r.game ?? r.host) },
  "kemomimi-panic": { Panel: KemomimiPanel, inPlay: (r) => r.phase !== "setup" },
  "coin-flip": { Panel: CoinFlipPanel, inPlay: (r) => Object.keys(r.calls).length > 0 },
};

// The view's rulesetId says whose view it is: the one place it meets that rule system's type.
const entryFor = (id: RulesetId) => PANELS[id] as PanelEntry<unknown>;

export const inPlay = (game: RulesetPanelProps["game"]) => entryFor(game.view.rulesetId).inPlay(game.view.rules);

/** The moderator's controls for the game's own rule system. */
export function RulesetPanel(props: RulesetPanelProps) {
  const { Panel } = entryFor(props.game.view.rulesetId);
  return <Panel {...props} />;
}
