import type { PublicView } from "@/lib/game/views";

/** Nothing yet: this rule system's public state comes with its issue. */
export function ClocktowerTown(_props: { view: PublicView }) {
  return null;
}
