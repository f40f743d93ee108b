import type { ComponentType } from "react";
import type { RulesetId } from "@/lib/game/ruleset";
import type { PublicView } from "@/lib/game/views";
import { ClocktowerTown } from "../../lib/rulesets/clocktower/ui/town/town";
import { KemomimiTown } from "../../lib/rulesets/kemomimi-panic/ui/town/town";
import { SecretMoonTown } from "../../lib/rulesets/secret-moon/ui/town/town";

/** Each rule system's part of the town square. */
const TOWNS: Record<RulesetId, ComponentType<{ view: PublicView; slug?: string }>> = {
  clocktower: ClocktowerTown,
  "secret-moon": SecretMoonTown,
  "kemomimi-panic": KemomimiTown,
};

/** The public state of the game's own rule system, under the seats. Server-rendered. */
export function RulesetTown({ view, slug }: { view: PublicView; slug?: string }) {
  const Town = TOWNS[view.rulesetId];
  return <Town view={view} slug={slug} />;
}
