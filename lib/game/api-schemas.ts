import { z } from "zod";
import { RULESET_IDS } from "./ruleset";
import { nameText } from "./text";
import { LOCALES } from "../i18n/locales";
import { schemaMessage } from "../i18n/zod-issues";
import { DEFAULT_INTERVAL_MINUTES, OUTLET_KINDS, OUTLET_TYPES } from "./outlets";

const Z = "gamePage.zod";
const E = "errors.schema";

export const createGameSchema = z.object({
  title: z.string({ error: schemaMessage(`${Z}.isRequired`, { name: "title" }) }).pipe(nameText(120)),
  rulesetId: z.enum(RULESET_IDS, {
    // The test-only coin flip (test/rulesets/) is not named to users; the route refuses it outside the tests.
    error: schemaMessage(`${Z}.nameOneOf`, {
      name: "rulesetId",
      options: RULESET_IDS.filter((id) => id !== "coin-flip").join(", "),
    }),
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

const outletPostsSchema = z
  .array(
    z.enum(OUTLET_KINDS, {
      error: schemaMessage(`${Z}.nameOneOf`, { name: "posts", options: OUTLET_KINDS.join(", ") }),
    }),
    { error: schemaMessage(`${Z}.isRequired`, { name: "posts" }) },
  )
  .min(1, schemaMessage("outlets.errors.noPosts"))
  .max(OUTLET_KINDS.length);

const intervalSchema = z
  .number({ error: schemaMessage(`${E}.wholeNumber`, { name: "intervalMinutes" }) })
  .int(schemaMessage(`${E}.wholeNumber`, { name: "intervalMinutes" }))
  .min(1, schemaMessage(`${E}.atLeast`, { name: "intervalMinutes", min: "1" }))
  .max(1440, schemaMessage(`${Z}.atMost`, { name: "intervalMinutes", max: "1440" }));

/** A new outlet: a Discord or generic webhook, what it posts, and the vote count's interval. */
export const createOutletSchema = z.object({
  type: z.enum(OUTLET_TYPES, {
    error: schemaMessage(`${Z}.nameOneOf`, { name: "type", options: OUTLET_TYPES.join(", ") }),
  }),
  url: z
    .string({ error: schemaMessage(`${Z}.isRequired`, { name: "url" }) })
    .trim()
    .min(1, schemaMessage(`${Z}.nameNotEmpty`, { name: "url" }))
    .max(2000, schemaMessage(`${E}.nameMaxCharacters`, { name: "url", max: "2000" })),
  posts: outletPostsSchema,
  intervalMinutes: intervalSchema.default(DEFAULT_INTERVAL_MINUTES),
});

export const updateOutletSchema = z.object({
  posts: outletPostsSchema,
  intervalMinutes: intervalSchema,
});
