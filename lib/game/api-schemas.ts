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

// The other routes' bodies and queries, here so that the OpenAPI document (lib/api/openapi.ts) is made
// from the very schemas the routes validate with.

/** `PATCH /api/admin/moderators/:id`. */
export const moderatorPatchSchema = z.object({ disabled: z.boolean() }).strict();

/** `POST /api/characters`: a catalogue (an array), or `{ json }` (the same, or its text). */
export const characterImportSchema = z.union([z.array(z.unknown()), z.object({ json: z.unknown() })], {
  error: schemaMessage("errors.schema.catalogueBody"),
});

/** `PUT /api/characters/official`: the publisher's three files as it ships them. */
export const officialUploadSchema = z.object(
  { roles: z.unknown(), nightsheet: z.unknown(), jinxes: z.unknown() },
  { error: schemaMessage("characters.api.uploadBody") },
);

/** `POST /api/scripts`: a community script (an array), or `{ json }` (the same, or its text), `{ script }`, or `{ name, author }`. */
export const createScriptSchema = z.union(
  [
    z.array(z.unknown()),
    z.object({
      json: z.unknown().optional(),
      script: z.unknown().optional(),
      name: z
        .string()
        .trim()
        .min(1, schemaMessage(`${Z}.nameNotEmpty`, { name: "name" }))
        .max(120, schemaMessage(`${E}.nameMaxCharacters`, { name: "name", max: "120" }))
        .optional(),
      author: z
        .string()
        .trim()
        .max(120, schemaMessage(`${E}.nameMaxCharacters`, { name: "author", max: "120" }))
        .optional(),
    }),
  ],
  { error: schemaMessage(`${E}.scriptBody`) },
);

/** `PUT /api/scripts/:id`: the whole script, as `GET` returns it. */
export const replaceScriptSchema = z.object({ script: z.unknown() }, { error: "Send { script }." });

/** `POST /api/scripts/:id/duplicate` (the body is optional). */
export const duplicateScriptSchema = z.object({
  name: z
    .string()
    .trim()
    .max(120, schemaMessage(`${E}.nameMaxCharacters`, { name: "name", max: "120" }))
    .optional(),
});

/** `POST /api/locale`. */
export const localeSchema = z.object({
  locale: z.enum(LOCALES, { message: schemaMessage(`${Z}.oneOf`, { options: LOCALES.join(", ") }) }),
});

/** `POST /api/reset-password`: the owner's one-use link and the new password. */
export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), password: z.string().min(8).max(128) })
  .strict();

/** `POST /api/invitations/:gameId`. */
export const invitationAnswerSchema = z.object({
  accept: z.boolean({ error: schemaMessage(`${E}.trueOrFalse`, { name: "accept" }) }),
});

/** `DELETE /api/games/:id/cohosts`: a co-host removed, or an invitation withdrawn. */
export const cohostRemovalSchema = z.union(
  [z.object({ userId: z.string().min(1) }), z.object({ username: z.string().min(1).max(60) })],
  { error: "Send { userId } to remove a co-host or { username } to withdraw an invitation." },
);

/** `POST` and `DELETE /api/games/:id/seat-links`. */
const SEAT_REQUIRED = schemaMessage(`${Z}.isRequired`, { name: "seatId" });
export const seatLinkSchema = z.object({ seatId: z.string({ error: SEAT_REQUIRED }).min(1, SEAT_REQUIRED) });

/** `POST /api/games/:id/archive`. */
export const archiveSchema = z.object({
  archived: z.boolean({ error: schemaMessage(`${E}.trueOrFalse`, { name: "archived" }) }),
});

/** `GET /api/games/:id/events`'s query. */
export const eventsQuerySchema = z.object({
  after: z.coerce
    .number({ error: schemaMessage(`${Z}.mustBeNumber`, { name: "after" }) })
    .int()
    .min(0, schemaMessage(`${Z}.zeroOrMore`, { name: "after" }))
    .default(0),
  limit: z.coerce
    .number({ error: schemaMessage(`${Z}.mustBeNumber`, { name: "limit" }) })
    .int()
    .min(1)
    .max(5000, schemaMessage(`${Z}.atMost`, { name: "limit", max: "5000" }))
    .default(1000),
});

/** `POST /api/seat/:token/commands` as JSON: the player's command (the rule system's schema checks the rest). */
export const seatCommandSchema = z.object({ command: z.looseObject({ type: z.string() }) });
