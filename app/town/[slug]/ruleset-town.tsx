import type { ComponentType } from "react";
import type { RulesetId } from "@/lib/game/ruleset";
import type { PublicView } from "@/lib/game/views";
import { ClocktowerTown } from "./clocktower/town";
import { KemomimiTown } from "./kemomimi/town";
import { SecretMoonTown } from "./secret-moon/town";

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
