import type { ModeratorView } from "@/lib/game/views";
import type { Commands, GameResponse } from "./use-game";

/** What the game page gives the moderator panel of each rule system, its view typed as that rule system's. */
export interface RulesetPanelProps<R = unknown> {
  game: Omit<GameResponse["game"], "view"> & { view: ModeratorView<R> };
  commands: Commands;
}
