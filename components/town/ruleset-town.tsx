import type { ComponentType } from "react";
import type { RulesetId } from "@/lib/game/ruleset";
import type { PublicView } from "@/lib/game/views";
import type { RulesetViews } from "@/lib/rulesets/views";
import { ClocktowerTown } from "@/lib/rulesets/clocktower/ui/town/town";
import { KemomimiTown } from "@/lib/rulesets/kemomimi-panic/ui/town/town";
import { SecretMoonTown } from "@/lib/rulesets/secret-moon/ui/town/town";
import { CoinFlipTown } from "@/test/rulesets/coin-flip/ui/town";

type TownProps<R> = { view: PublicView<R>; slug?: string };

/** Each rule system's part of the town square, typed against its own public view. */
const TOWNS: { [K in RulesetId]: ComponentType<TownProps<RulesetViews[K]["public"]>> } = {
  clocktower: ClocktowerTown,
  "secret-moon": SecretMoonTown,
  "kemomimi-panic": KemomimiTown,
  "coin-flip": CoinFlipTown,
};

/** The public state of the game's own rule system, under the seats. Server-rendered. */
export function RulesetTown({ view, slug }: TownProps<unknown>) {
  // The view's rulesetId says whose view it is: the one place it meets that rule system's type.
  const Town = TOWNS[view.rulesetId] as ComponentType<TownProps<unknown>>;
  return <Town view={view} slug={slug} />;
}
