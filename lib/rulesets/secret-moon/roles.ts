/** The character cards of Secret Moon, as data. */

export const ROLES = ["princess", "wanderer", "minister", "guard", "priestess", "thief"] as const;
export type Role = (typeof ROLES)[number];

/** The sides that can win a game. The Thief (Japanese edition option) is a side of its own. */
export type Side = "princess" | "minister" | "thief";

/** The two team markers an answer to "Who goes there?" earns. */
export type TeamMarker = "princess" | "minister";

/** What a character says when asked "Who goes there?". */
export type InquiryAnswer = "silent" | "minister" | "just-me";

export interface RoleCard {
  /** The English card's name; pages show `secretMoon.roles.<role>` in their language. */
  name: string;
  side: Side;
  /** The answer to "Who goes there?" and the marker it earns; the Thief picks one of the others'. */
  answer: { line: InquiryAnswer; marker: TeamMarker } | "thief-choice";
  /** Attack is unavailable to Guards (except against a revealed Thief) and to the Thief. */
  attacks: "yes" | "revealed-thief-only" | "no";
  /** Hide/Protect is unavailable to the Thief. */
  protects: boolean;
  /** A Guard who is revealed faints and is captured at once. */
  capturedWhenRevealed: boolean;
}

export const ROLE_CARDS: Record<Role, RoleCard> = {
  princess: {
    name: "Princess",
    side: "princess",
    answer: { line: "silent", marker: "princess" },
    attacks: "yes",
    protects: true,
    capturedWhenRevealed: false,
  },
  wanderer: {
    name: "Wanderer",
    side: "princess",
    answer: { line: "silent", marker: "princess" },
    attacks: "yes",
    protects: true,
    capturedWhenRevealed: false,
  },
  priestess: {
    name: "Priestess",
    side: "princess",
    answer: { line: "just-me", marker: "minister" },
    attacks: "yes",
    protects: true,
    capturedWhenRevealed: false,
  },
  minister: {
    name: "Minister",
    side: "minister",
    answer: { line: "minister", marker: "minister" },
    attacks: "yes",
    protects: true,
    capturedWhenRevealed: false,
  },
  guard: {
    name: "Guard",
    side: "minister",
    answer: { line: "just-me", marker: "minister" },
    attacks: "revealed-thief-only",
    protects: true,
    capturedWhenRevealed: true,
  },
  thief: {
    name: "Thief",
    side: "thief",
    answer: "thief-choice",
    attacks: "no",
    protects: false,
    capturedWhenRevealed: false,
  },
};

/** The Thief answers as the Princess (silent) or as the Minister. */
export const THIEF_ANSWERS = ["princess", "minister"] as const;
export type ThiefAnswer = (typeof THIEF_ANSWERS)[number];

// The answers' lines and the sides' names, as each language's edition prints them, are in the
// catalogues (messages/<locale>/secretMoon.json: inquiry, sides); a role's English name stays here as data.

/** The deck: 8 characters, plus the Thief with the Japanese edition's option. */
export function deck(withThief: boolean): Role[] {
  const base: Role[] = ["princess", "wanderer", "minister", "guard", "guard", "guard", "guard", "priestess"];
  return withThief ? [...base, "thief"] : base;
}

/** With 5 players one of these is removed unseen before the deal. */
export const REMOVABLE_WITH_FIVE: readonly Role[] = ["priestess", "guard", "guard", "guard", "guard"];

export const MIN_PLAYERS = 5;
/** Eight turn-order cards, so at most eight players. */
export const MAX_PLAYERS = 8;
export const TURN_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const ROUNDS = 3;
/** Hide/Protect is unavailable in this round. */
export const NO_PROTECT_ROUND = 3;

/** The roles a player may name when accusing. */
export function accusableRoles(withThief: boolean): Role[] {
  return ROLES.filter((r) => withThief || r !== "thief");
}

/** How a Thief's chosen answer sounds: the same line and marker as the role it imitates. */
export function answerFor(role: Role, thiefAnswer: ThiefAnswer): { line: InquiryAnswer; marker: TeamMarker } {
  const answer = ROLE_CARDS[role].answer;
  if (answer !== "thief-choice") return answer;
  const imitated = ROLE_CARDS[thiefAnswer].answer;
  return imitated === "thief-choice" ? { line: "silent", marker: "princess" } : imitated;
}
