import { z } from "zod";

/** The host's choices for a match, fixed when its first game is dealt. */
export const optionsSchema = z.object({
  /** The Japanese edition's optional Thief card. */
  thief: z.boolean().default(false),
  /** Games in the match: 3 by default, 5 as the Japanese edition's option. */
  matchLength: z.number().int().min(1).max(9).default(3),
  /**
   * Whether everyone sees the number of a card reserved by passing. The English rulebook says a
   * disrupted reservation is discarded face up "as everyone knows what it is", so known by default;
   * hosts who let the passer take the card secretly turn this off.
   */
  reservedNumbersPublic: z.boolean().default(true),
});
export type SecretMoonOptions = z.output<typeof optionsSchema>;

export const DEFAULT_OPTIONS: SecretMoonOptions = optionsSchema.parse({});
