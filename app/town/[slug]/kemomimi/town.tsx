import type { PublicView } from "@/lib/game/views";

/** Nothing yet: this rule system's public state comes with its issue. */
export function KemomimiTown(_props: { view: PublicView }) {
  return null;
}
