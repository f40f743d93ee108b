import { z } from "zod";
import { RULESET_IDS } from "./ruleset";
import { nameText } from "./text";
import { LOCALES } from "../i18n/locales";
import { schemaMessage } from "../i18n/zod-issues";

const Z = "gamePage.zod";
const E = "errors.schema";

export const createGameSchema = z.object({
  title: z.string({ error: schemaMessage(`${Z}.isRequired`, { name: "title" }) }).pipe(nameText(120)),
  rulesetId: z.enum(RULESET_IDS, {
    error: schemaMessage(`${Z}.nameOneOf`, { name: "rulesetId", options: RULESET_IDS.join(", ") }),
  }),
  /** What the game's public pages speak; absent: the host's own language. */
  language: z
    .enum(LOCALES, { error: schemaMessage(`${Z}.nameOneOf`, { name: "language", options: LOCALES.join(", ") }) })
    .optional(),
});

export const inviteSchema = z.object({
  username: z
    .string({ error: schemaMessage(`${Z}.isRequired`, { name: "username" }) })
    .trim()
    .min(1, schemaMessage(`${Z}.nameNotEmpty`, { name: "username" }))
    .max(60),
});

export const createTokenSchema = z.object({
  name: z
    .string({ error: schemaMessage(`${Z}.isRequired`, { name: "name" }) })
    .trim()
    .min(1, schemaMessage(`${Z}.nameNotEmpty`, { name: "name" }))
    .max(60, schemaMessage(`${E}.nameMaxCharacters`, { name: "name", max: "60" })),
  /** Unset: the token works until revoked. */
  expiresInDays: z
    .number({ error: schemaMessage(`${E}.numberOfDays`, { name: "expiresInDays" }) })
    .int(schemaMessage(`${E}.wholeNumber`, { name: "expiresInDays" }))
    .min(1, schemaMessage(`${E}.atLeast`, { name: "expiresInDays", min: "1" }))
    .max(3650, schemaMessage(`${Z}.atMost`, { name: "expiresInDays", max: "3650" }))
    .optional(),
});
