import { z } from "zod";
import { RULESET_IDS } from "./ruleset";
import { nameText } from "./text";
import { LOCALES } from "../i18n/locales";

export const createGameSchema = z.object({
  title: z.string({ error: "title is required" }).pipe(nameText(120)),
  rulesetId: z.enum(RULESET_IDS, { error: `rulesetId must be one of ${RULESET_IDS.join(", ")}` }),
  /** What the game's public pages speak; absent: the host's own language. */
  language: z.enum(LOCALES, { error: `language must be one of ${LOCALES.join(", ")}` }).optional(),
});

export const inviteSchema = z.object({
  username: z.string({ error: "username is required" }).trim().min(1, "username must not be empty").max(60),
});

export const createTokenSchema = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name must not be empty")
    .max(60, "name must be at most 60 characters"),
  /** Unset: the token works until revoked. */
  expiresInDays: z
    .number({ error: "expiresInDays must be a number of days" })
    .int("expiresInDays must be a whole number")
    .min(1, "expiresInDays must be at least 1")
    .max(3650, "expiresInDays must be at most 3650")
    .optional(),
});
