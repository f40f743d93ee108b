"use client";
import type { ComponentType } from "react";
import type { RulesetId } from "@/lib/game/ruleset";
import type { ClocktowerModeratorView } from "@/lib/rulesets/clocktower";
import type { SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import { ClocktowerPanel } from "../../lib/rulesets/clocktower/ui/moderator/panel";
import type { ModView as KemomimiModeratorView } from "../../lib/rulesets/kemomimi-panic/ui/moderator/shared";
import { KemomimiPanel } from "../../lib/rulesets/kemomimi-panic/ui/moderator/panel";
import type { RulesetPanelProps } from "./panel-props";
import { SecretMoonPanel } from "../../lib/rulesets/secret-moon/ui/moderator/panel";

interface PanelEntry {
  Panel: ComponentType<RulesetPanelProps>;
  /** Once true, the game is in play: the seat administration folds away under the table. */
  inPlay: (rules: unknown) => boolean;
}

/** Each rule system's moderator panel. */
const PANELS: Record<RulesetId, PanelEntry> = {
  clocktower: { Panel: ClocktowerPanel, inPlay: (r) => !!(r as ClocktowerModeratorView).deal },
  "secret-moon": {
    Panel: SecretMoonPanel,
    inPlay: (r) => {
      const view = r as SecretMoonModeratorView;
      return !!(view.game ?? view.host);
    },
  },
  "kemomimi-panic": { Panel: KemomimiPanel, inPlay: (r) => (r as KemomimiModeratorView).phase !== "setup" },
};

export const inPlay = (game: RulesetPanelProps["game"]) => PANELS[game.view.rulesetId].inPlay(game.view.rules);

/** The moderator's controls for the game's own rule system. */
export function RulesetPanel(props: RulesetPanelProps) {
  const { Panel } = PANELS[props.game.view.rulesetId];
  return <Panel {...props} />;
}
