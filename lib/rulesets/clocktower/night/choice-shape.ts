import type { Message } from "../../../i18n/message";

/** What a player's night choice holds: how many seats, and whether a character, yes/no or free text. */
export interface ChoiceShape {
  seats: { min: number; max: number };
  character: boolean;
  yes: boolean;
  text: boolean;
  /** Which players may be chosen (as the town sees them). */
  target: "any" | "alive" | "dead";
  notSelf: boolean;
  notTravellers: boolean;
  /** Not the same player as the seat's choice last night. */
  notLastNight: boolean;
  /** What to ask the player (the player's link says it in the game's language). */
  prompt: Message;
}

/** A choice of `min` to `max` seats, anyone, nothing else asked, unless `extra` says otherwise. */
export const choiceShape = (
  min: number,
  max: number,
  prompt: Message,
  extra: Partial<ChoiceShape> = {},
): ChoiceShape => ({
  seats: { min, max },
  character: false,
  yes: false,
  text: false,
  target: "any",
  notSelf: false,
  notTravellers: false,
  notLastNight: false,
  prompt,
  ...extra,
});

/** The same choice on the first night and the others. */
export const everyNight = (s: ChoiceShape) => ({ first: s, other: s });
