"use client";
import type { GameResponse, Commands } from "./use-game";
import { SecretMoonPanel } from "./secret-moon/panel";
import { KemomimiPanel } from "./kemomimi/panel";
import { ClocktowerPanel } from "./clocktower/panel";

export interface RulesetPanelProps {
  game: GameResponse["game"];
  commands: Commands;
}

/** The moderator's controls for the game's own rule system, under the seats. */
export function RulesetPanel(props: RulesetPanelProps) {
  switch (props.game.view.rulesetId) {
    case "secret-moon":
      return <SecretMoonPanel {...props} />;
    case "kemomimi-panic":
      return <KemomimiPanel {...props} />;
    case "clocktower":
      return <ClocktowerPanel {...props} />;
  }
}
