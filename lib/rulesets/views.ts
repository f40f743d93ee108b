/**
 * Each rule system's three views by id, for the screens' maps (components/game/ruleset-panel.tsx,
 * components/town/ruleset-town.tsx, components/seat/player-seat.tsx): a screen is typed against its
 * own rule system's views, and the one place a view meets its rule system's type is the map's lookup.
 */
import type { ClocktowerModeratorView, ClocktowerPlayerView, ClocktowerPublicView } from "./clocktower";
import type { KemomimiModeratorView, KemomimiPlayerView, KemomimiPublicView } from "./kemomimi-panic/views";
import type { SecretMoonModeratorView, SecretMoonPlayerView, SecretMoonPublicView } from "./secret-moon/views";
import type { CoinFlipModeratorView, CoinFlipPlayerView, CoinFlipPublicView } from "@/test/rulesets/coin-flip";

/** The maps are typed `{ [K in RulesetId]: … RulesetViews[K] … }`: a rule system missing here fails the type check. */
export interface RulesetViews {
  clocktower: { moderator: ClocktowerModeratorView; public: ClocktowerPublicView; own: ClocktowerPlayerView };
  "secret-moon": { moderator: SecretMoonModeratorView; public: SecretMoonPublicView; own: SecretMoonPlayerView };
  "kemomimi-panic": { moderator: KemomimiModeratorView; public: KemomimiPublicView; own: KemomimiPlayerView };
  "coin-flip": { moderator: CoinFlipModeratorView; public: CoinFlipPublicView; own: CoinFlipPlayerView };
}
