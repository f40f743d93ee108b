import type { Team } from "@/lib/rulesets/clocktower/script/types";

/** A token's colours by team; the team is also written on the token, so colour is never the only sign. */
export const TEAM_TOKEN: Record<Team, string> = {
  townsfolk: "border-good-400 bg-night-850 text-good-300",
  outsider: "border-good-400/70 bg-night-850 text-good-300",
  minion: "border-evil-400 bg-night-850 text-evil-300",
  demon: "border-evil-400 bg-evil-400/15 text-evil-300",
  traveller: "border-moon-400 bg-night-850 text-moon-300",
  fabled: "border-moon-300 bg-night-850 text-moon-300",
  loric: "border-moon-300/70 bg-night-850 text-moon-300",
};
