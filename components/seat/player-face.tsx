import type { ComponentType } from "react";
import type { RulesetId } from "@/lib/game/ruleset";
import type { PlayerView } from "@/lib/game/views";
import type { RulesetViews } from "@/lib/rulesets/views";
import { KemomimiFace } from "@/lib/rulesets/kemomimi-panic/ui/seat/seat";
import { SecretMoonFace } from "@/lib/rulesets/secret-moon/ui/seat/seat";

type FaceProps<R, O> = { token: string; view: PlayerView<R, O> };

/**
 * The face of a player's face-down card, for the rule systems whose player page shows one (the table
 * games: a phone lies on the table among the neighbours'). Null: the page shows its card openly.
 */
const FACES: { [K in RulesetId]: ComponentType<FaceProps<RulesetViews[K]["public"], RulesetViews[K]["own"]>> | null } =
  {
    clocktower: null,
    "secret-moon": SecretMoonFace,
    "kemomimi-panic": KemomimiFace,
    "coin-flip": null,
  };

/** The face of the seat's card, or null when its rule system shows no face-down card. */
export function PlayerFace({ token, view }: FaceProps<unknown, unknown>) {
  const Face = FACES[view.rulesetId] as ComponentType<FaceProps<unknown, unknown>> | null;
  return Face ? <Face token={token} view={view} /> : null;
}
