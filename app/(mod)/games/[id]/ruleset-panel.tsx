"use client";
import type { ComponentType } from "react";
import type { RulesetId } from "@/lib/game/ruleset";
import { ClocktowerPanel } from "./clocktower/panel";
import { KemomimiPanel } from "./kemomimi/panel";
import type { RulesetPanelProps } from "./panel-props";
import { SecretMoonPanel } from "./secret-moon/panel";

/** Each rule system's moderator panel. */
const PANELS: Record<RulesetId, ComponentType<RulesetPanelProps>> = {
  clocktower: ClocktowerPanel,
  "secret-moon": SecretMoonPanel,
  "kemomimi-panic": KemomimiPanel,
};

/** The moderator's controls for the game's own rule system, under the seats. */
export function RulesetPanel(props: RulesetPanelProps) {
  const Panel = PANELS[props.game.view.rulesetId];
  return <Panel {...props} />;
}
