import type { ComponentType } from "react";
import type { RulesetId } from "@/lib/game/ruleset";
import type { PlayerView } from "@/lib/game/views";
import { ClocktowerSeat } from "../../lib/rulesets/clocktower/ui/seat/seat";
import { KemomimiSeat } from "../../lib/rulesets/kemomimi-panic/ui/seat/seat";
import { SecretMoonSeat } from "../../lib/rulesets/secret-moon/ui/seat/seat";

/** Each rule system's part of a player's page. */
const SEATS: Record<RulesetId, ComponentType<{ token: string; view: PlayerView }>> = {
  clocktower: ClocktowerSeat,
  "secret-moon": SecretMoonSeat,
  "kemomimi-panic": KemomimiSeat,
};

/** The player's own card, what they learned and what they may do: their seat's part of the player view. */
export function PlayerSeat({ token, view }: { token: string; view: PlayerView }) {
  const Seat = SEATS[view.rulesetId];
  return <Seat token={token} view={view} />;
}
