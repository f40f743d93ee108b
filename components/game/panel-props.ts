import type { Commands, GameResponse } from "./use-game";

/** What the game page gives the moderator panel of each rule system. */
export interface RulesetPanelProps {
  game: GameResponse["game"];
  commands: Commands;
}
