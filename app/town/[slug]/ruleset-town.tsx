import type { PublicView } from "@/lib/game/views";
import { SecretMoonTown } from "./secret-moon/town";
import { KemomimiTown } from "./kemomimi/town";
import { ClocktowerTown } from "./clocktower/town";

/** The public state of the game's own rule system, under the seats. Server-rendered. */
export function RulesetTown({ view }: { view: PublicView }) {
  switch (view.rulesetId) {
    case "secret-moon":
      return <SecretMoonTown view={view} />;
    case "kemomimi-panic":
      return <KemomimiTown view={view} />;
    case "clocktower":
      return <ClocktowerTown view={view} />;
  }
}
