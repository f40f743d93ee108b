import type { PlayerView } from "@/lib/game/views";
import { ClocktowerSeat } from "./clocktower-seat";
import { SecretMoonSeat } from "./secret-moon-seat";
import { KemomimiSeat } from "./kemomimi-seat";

/** The player's own card, what they learned and what they may do: their seat's part of the player view. */
export function PlayerSeat({ token, view }: { token: string; view: PlayerView }) {
  switch (view.rulesetId) {
    case "clocktower":
      return <ClocktowerSeat token={token} view={view} />;
    case "secret-moon":
      return <SecretMoonSeat token={token} view={view} />;
    case "kemomimi-panic":
      return <KemomimiSeat token={token} view={view} />;
  }
}
