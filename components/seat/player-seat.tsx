import type { ComponentType } from "react";
import type { RulesetId } from "@/lib/game/ruleset";
import type { PlayerView } from "@/lib/game/views";
import type { RulesetViews } from "@/lib/rulesets/views";
import { ClocktowerSeat } from "@/lib/rulesets/clocktower/ui/seat/seat";
import { KemomimiSeat } from "@/lib/rulesets/kemomimi-panic/ui/seat/seat";
import { SecretMoonSeat } from "@/lib/rulesets/secret-moon/ui/seat/seat";
import { CoinFlipSeat } from "@/test/rulesets/coin-flip/ui/seat";

type SeatProps<R, O> = { token: string; view: PlayerView<R, O> };

/** Each rule system's part of a player's page, typed against its own views. */
const SEATS: { [K in RulesetId]: ComponentType<SeatProps<RulesetViews[K]["public"], RulesetViews[K]["own"]>> } = {
  clocktower: ClocktowerSeat,
  "secret-moon": SecretMoonSeat,
  "kemomimi-panic": KemomimiSeat,
  "coin-flip": CoinFlipSeat,
};

/** The player's own card, what they learned and what they may do: their seat's part of the player view. */
export function PlayerSeat({ token, view }: SeatProps<unknown, unknown>) {
  // The view's rulesetId says whose view it is: the one place it meets that rule system's type.
  const Seat = SEATS[view.rulesetId] as ComponentType<SeatProps<unknown, unknown>>;
  return <Seat token={token} view={view} />;
}
