/**
 * The OpenAPI 3.1 document of the whole JSON API (`GET /api/openapi.json`, `docs/openapi.json`), made by
 * zod-openapi from the very schemas the routes validate with: a body or query described here is the one
 * the route parses, so the document cannot drift from the code. What is not a zod schema (the answers'
 * shapes, described loosely, and the streams) is written here once; `lib/api/openapi.test.ts` checks that
 * every route file is in it and that each example passes its schema.
 */
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import {
  archiveSchema,
  characterImportSchema,
  cohostRemovalSchema,
  createGameSchema,
  createOutletSchema,
  createScriptSchema,
  createTokenSchema,
  duplicateScriptSchema,
  eventsQuerySchema,
  invitationAnswerSchema,
  inviteSchema,
  localeSchema,
  moderatorPatchSchema,
  officialUploadSchema,
  replaceScriptSchema,
  resetPasswordSchema,
  seatCommandSchema,
  seatLinkSchema,
  updateOutletSchema,
} from "@/lib/game/api-schemas";
import { commandRequestSchema } from "@/lib/game/commands";
import { coreCommandSchema } from "@/lib/game/core";
import { RULESET_IDS } from "@/lib/game/ruleset";
import { getRuleset } from "@/lib/registry";

export type Method = "get" | "post" | "put" | "patch" | "delete";
/** Who may call: a moderator (session cookie or API token), the server's owner, a player's link, anyone. */
type Caller = "moderator" | "owner" | "seat" | "anyone";

export interface Operation {
  method: Method;
  /** OpenAPI's form: `/api/games/{id}`. */
  path: string;
  summary: string;
  caller: Caller;
  tag: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** A request body that passes `body` (checked by the test). */
  example?: unknown;
  /** An answer other than JSON: a Server-Sent Events stream, a file, an HTML page. */
  produces?: "event-stream" | "file";
  created?: boolean;
}

const ok = z.looseObject({ ok: z.literal(true) }).meta({
  id: "Ok",
  description:
    "`ok: true` with the answer's own fields (see docs/api.md). Every message (an object with `key` and `values`) carries its `text` in the reader's language.",
});
const problem = z
  .object({
    ok: z.literal(false),
    error: z.string().meta({ description: "What is wrong, in the reader's language." }),
    field: z.string().optional().meta({ description: "The field at fault, when there is one." }),
  })
  .meta({ id: "Problem" });

const offered = RULESET_IDS.filter((id) => !getRuleset(id).testOnly);
/** The moderator's command request, with `command` as each rule system's own command schema. */
const commandBody = commandRequestSchema.extend({
  command: z.union([coreCommandSchema, ...offered.map((id) => getRuleset(id).commandSchema)]).meta({
    description:
      "A command every game takes (seats, title, publishing) or one of the game's rule system; its `type` names it.",
  }),
});

const GAME = "/api/games/{id}";
export const OPERATIONS: Operation[] = [
  // Games
  { method: "get", path: "/api/games", tag: "games", caller: "moderator", summary: "Your games, with what needs you" },
  {
    method: "post",
    path: "/api/games",
    tag: "games",
    caller: "moderator",
    summary: "Create a game",
    body: createGameSchema,
    example: { title: "Bad Moon Rising #7", rulesetId: "clocktower", language: "en" },
    created: true,
  },
  { method: "get", path: GAME, tag: "games", caller: "moderator", summary: "The moderator's view of a game" },
  { method: "delete", path: GAME, tag: "games", caller: "moderator", summary: "Delete a game (host only)" },
  {
    method: "post",
    path: `${GAME}/archive`,
    tag: "games",
    caller: "moderator",
    summary: "Archive or unarchive a game in your list",
    body: archiveSchema,
    example: { archived: true },
  },
  {
    method: "get",
    path: `${GAME}/at/{seq}`,
    tag: "games",
    caller: "moderator",
    summary: "The moderator's view as it was after event `seq`",
  },
  {
    method: "post",
    path: `${GAME}/commands`,
    tag: "games",
    caller: "moderator",
    summary: "Run one command (one event, undone as one)",
    body: commandBody,
    example: { command: { type: "seat.add", name: "Ann" }, expectedVersion: 1 },
  },
  {
    method: "get",
    path: `${GAME}/events`,
    tag: "games",
    caller: "moderator",
    summary: "The game's log, a page at a time",
    query: eventsQuerySchema,
  },
  {
    method: "get",
    path: `${GAME}/export`,
    tag: "games",
    caller: "moderator",
    summary: "The whole game as one file",
    produces: "file",
  },
  {
    method: "post",
    path: "/api/games/import",
    tag: "games",
    caller: "moderator",
    summary: "Import a game file (as export makes it)",
    created: true,
  },
  {
    method: "get",
    path: `${GAME}/stream`,
    tag: "live",
    caller: "moderator",
    summary: "The moderator's live updates",
    produces: "event-stream",
  },
  // Co-hosts and invitations
  { method: "get", path: `${GAME}/cohosts`, tag: "cohosts", caller: "moderator", summary: "Co-hosts and invitations" },
  {
    method: "post",
    path: `${GAME}/cohosts`,
    tag: "cohosts",
    caller: "moderator",
    summary: "Invite a co-host (host only)",
    body: inviteSchema,
    example: { username: "storyteller2" },
    created: true,
  },
  {
    method: "delete",
    path: `${GAME}/cohosts`,
    tag: "cohosts",
    caller: "moderator",
    summary: "Remove a co-host or withdraw an invitation (host only)",
    body: cohostRemovalSchema,
    example: { username: "storyteller2" },
  },
  { method: "get", path: "/api/invitations", tag: "cohosts", caller: "moderator", summary: "Invitations to co-host" },
  {
    method: "post",
    path: "/api/invitations/{gameId}",
    tag: "cohosts",
    caller: "moderator",
    summary: "Accept or decline an invitation",
    body: invitationAnswerSchema,
    example: { accept: true },
  },
  // Player links
  { method: "get", path: `${GAME}/seat-links`, tag: "players", caller: "moderator", summary: "The seats' links" },
  {
    method: "post",
    path: `${GAME}/seat-links`,
    tag: "players",
    caller: "moderator",
    summary: "Make (or remake) a seat's link",
    body: seatLinkSchema,
    example: { seatId: "s1" },
  },
  {
    method: "delete",
    path: `${GAME}/seat-links`,
    tag: "players",
    caller: "moderator",
    summary: "Revoke a seat's link",
    body: seatLinkSchema,
    example: { seatId: "s1" },
  },
  {
    method: "post",
    path: `${GAME}/seat-links/all`,
    tag: "players",
    caller: "moderator",
    summary: "Make a link for every seat without one",
  },
  { method: "get", path: "/api/seat/{token}", tag: "players", caller: "seat", summary: "A player's own view" },
  {
    method: "get",
    path: "/api/seat/{token}/card",
    tag: "players",
    caller: "seat",
    summary: "The face of the player's face-down card (`{ version, html }`), shown while it is held",
  },
  {
    method: "post",
    path: "/api/seat/{token}/commands",
    tag: "players",
    caller: "seat",
    summary: "A player's command for their own seat (JSON, or an HTML form with a `command` field)",
    body: seatCommandSchema,
    example: { command: { type: "day.vote", voter: "s1", nominee: "s2" } },
  },
  {
    method: "get",
    path: "/api/seat/{token}/stream",
    tag: "live",
    caller: "seat",
    summary: "A player's live updates",
    produces: "event-stream",
  },
  // Outlets
  { method: "get", path: `${GAME}/outlets`, tag: "outlets", caller: "moderator", summary: "The game's outlets" },
  {
    method: "post",
    path: `${GAME}/outlets`,
    tag: "outlets",
    caller: "moderator",
    summary: "Add a Discord or signed generic webhook",
    body: createOutletSchema,
    example: {
      type: "discord",
      url: "https://discord.com/api/webhooks/1/abc",
      posts: ["voteCount", "dawn"],
      intervalMinutes: 10,
    },
    created: true,
  },
  {
    method: "patch",
    path: `${GAME}/outlets/{outletId}`,
    tag: "outlets",
    caller: "moderator",
    summary: "Change what an outlet posts",
    body: updateOutletSchema,
    example: { posts: ["dayOpening"], intervalMinutes: 30 },
  },
  {
    method: "delete",
    path: `${GAME}/outlets/{outletId}`,
    tag: "outlets",
    caller: "moderator",
    summary: "Remove an outlet",
  },
  {
    method: "post",
    path: `${GAME}/outlets/{outletId}/test`,
    tag: "outlets",
    caller: "moderator",
    summary: "Send a test post",
  },
  // The public pages' data
  { method: "get", path: "/api/town/{slug}", tag: "public", caller: "anyone", summary: "The public view of a game" },
  {
    method: "get",
    path: "/api/town/{slug}/days/{n}",
    tag: "public",
    caller: "anyone",
    summary: "A past day's votes",
  },
  {
    method: "get",
    path: "/api/town/{slug}/stream",
    tag: "live",
    caller: "anyone",
    summary: "The town square's live updates",
    produces: "event-stream",
  },
  // Scripts and characters
  { method: "get", path: "/api/scripts", tag: "scripts", caller: "moderator", summary: "Your script library" },
  {
    method: "post",
    path: "/api/scripts",
    tag: "scripts",
    caller: "moderator",
    summary: "Import a community script, or start an empty one",
    body: createScriptSchema,
    example: { name: "Moonlit Marsh", author: "Ann" },
    created: true,
  },
  { method: "get", path: "/api/scripts/{id}", tag: "scripts", caller: "moderator", summary: "A script" },
  {
    method: "put",
    path: "/api/scripts/{id}",
    tag: "scripts",
    caller: "moderator",
    summary: "Replace a script",
    body: replaceScriptSchema,
    example: { script: { name: "Moonlit Marsh", characters: [] } },
  },
  { method: "delete", path: "/api/scripts/{id}", tag: "scripts", caller: "moderator", summary: "Delete a script" },
  {
    method: "post",
    path: "/api/scripts/{id}/duplicate",
    tag: "scripts",
    caller: "moderator",
    summary: "Copy a script into your library (body optional)",
    body: duplicateScriptSchema,
    example: { name: "Moonlit Marsh (copy)" },
    created: true,
  },
  {
    method: "get",
    path: "/api/scripts/{id}/export",
    tag: "scripts",
    caller: "moderator",
    summary: "A script as community JSON (`?characters=ids` for ids only)",
    produces: "file",
  },
  { method: "get", path: "/api/characters", tag: "scripts", caller: "moderator", summary: "Your character catalogues" },
  {
    method: "post",
    path: "/api/characters",
    tag: "scripts",
    caller: "moderator",
    summary: "Import a character catalogue",
    body: characterImportSchema,
    example: [{ id: "marshwitch", name: "Marsh Witch", team: "minion", ability: "Each night, choose a player." }],
  },
  {
    method: "delete",
    path: "/api/characters",
    tag: "scripts",
    caller: "moderator",
    summary: "Delete a catalogue (`?id=`)",
  },
  {
    method: "get",
    path: "/api/characters/official",
    tag: "scripts",
    caller: "moderator",
    summary: "What the server holds of the publisher's character data",
  },
  {
    method: "put",
    path: "/api/characters/official",
    tag: "scripts",
    caller: "owner",
    summary: "Upload the publisher's roles, night sheet and jinxes",
    body: officialUploadSchema,
    example: { roles: [], nightsheet: { firstNight: [], otherNight: [] }, jinxes: [] },
  },
  {
    method: "post",
    path: "/api/characters/official",
    tag: "scripts",
    caller: "owner",
    summary: "Fetch the publisher's character data again",
  },
  // Accounts
  { method: "get", path: "/api/tokens", tag: "account", caller: "moderator", summary: "Your personal API tokens" },
  {
    method: "post",
    path: "/api/tokens",
    tag: "account",
    caller: "moderator",
    summary: "Make a personal API token (shown once)",
    body: createTokenSchema,
    example: { name: "vote bot", expiresInDays: 30 },
    created: true,
  },
  { method: "delete", path: "/api/tokens/{id}", tag: "account", caller: "moderator", summary: "Revoke a token" },
  { method: "get", path: "/api/invite-codes", tag: "account", caller: "moderator", summary: "Your invite codes" },
  {
    method: "post",
    path: "/api/invite-codes",
    tag: "account",
    caller: "moderator",
    summary: "Make an invite code",
    created: true,
  },
  {
    method: "delete",
    path: "/api/invite-codes/{id}",
    tag: "account",
    caller: "moderator",
    summary: "Withdraw an invite code",
  },
  {
    method: "post",
    path: "/api/locale",
    tag: "account",
    caller: "anyone",
    summary: "Choose the app's language (cookie, and the account's when signed in)",
    body: localeSchema,
    example: { locale: "ja" },
  },
  {
    method: "post",
    path: "/api/reset-password",
    tag: "account",
    caller: "anyone",
    summary: "Set a new password with a one-use link's token",
    body: resetPasswordSchema,
    example: { token: "one-use-token", password: "a long new password" },
  },
  { method: "get", path: "/api/admin/moderators", tag: "owner", caller: "owner", summary: "Every moderator account" },
  {
    method: "patch",
    path: "/api/admin/moderators/{id}",
    tag: "owner",
    caller: "owner",
    summary: "Disable or enable a moderator",
    body: moderatorPatchSchema,
    example: { disabled: true },
  },
  {
    method: "delete",
    path: "/api/admin/moderators/{id}",
    tag: "owner",
    caller: "owner",
    summary: "Remove a moderator",
  },
  {
    method: "post",
    path: "/api/admin/moderators/{id}/reset-link",
    tag: "owner",
    caller: "owner",
    summary: "Make a one-use password reset link",
  },
  // The app itself
  { method: "get", path: "/api/health", tag: "server", caller: "anyone", summary: "The process is up" },
  {
    method: "get",
    path: "/api/ready",
    tag: "server",
    caller: "anyone",
    summary: "The database answers and is migrated",
  },
  {
    method: "get",
    path: "/api/messages/{locale}",
    tag: "server",
    caller: "anyone",
    summary: "The pages' words in a language (`?ns=` namespaces)",
  },
  { method: "get", path: "/api/openapi.json", tag: "server", caller: "anyone", summary: "This document" },
  {
    method: "get",
    path: "/api/auth/{path}",
    tag: "account",
    caller: "anyone",
    summary: "Sign-in, sign-up and sessions (better-auth's handler)",
  },
  {
    method: "post",
    path: "/api/auth/{path}",
    tag: "account",
    caller: "anyone",
    summary: "Sign-in, sign-up and sessions (better-auth's handler)",
  },
];

const SECURITY: Record<Caller, Array<Record<string, string[]>> | undefined> = {
  moderator: [{ session: [] }, { token: [] }],
  owner: [{ session: [] }, { token: [] }],
  seat: [],
  anyone: [],
};

function pathParams(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (!names.length) return undefined;
  return z.object(Object.fromEntries(names.map((n) => [n, z.string()])));
}

function operation(op: Operation): ZodOpenApiOperationObject {
  const success =
    op.produces === "event-stream"
      ? { description: "A Server-Sent Events stream", content: { "text/event-stream": { schema: z.string() } } }
      : op.produces === "file"
        ? { description: "A JSON file to download", content: { "application/json": { schema: z.unknown() } } }
        : { description: "Done", content: { "application/json": { schema: ok } } };
  const params = pathParams(op.path);
  return {
    summary: op.summary,
    tags: [op.tag],
    security: SECURITY[op.caller],
    ...(params || op.query
      ? {
          requestParams: {
            ...(params ? { path: params } : {}),
            ...(op.query ? { query: op.query as z.ZodObject } : {}),
          },
        }
      : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !op.summary.includes("body optional"),
            content: { "application/json": { schema: op.body, example: op.example } },
          },
        }
      : {}),
    responses: {
      [op.created ? "201" : "200"]: success,
      "400": {
        description: "Bad input: what is wrong and where",
        content: { "application/json": { schema: problem } },
      },
      ...(op.caller === "moderator" || op.caller === "owner"
        ? {
            "401": { description: "Not signed in", content: { "application/json": { schema: problem } } },
            "404": { description: "Not yours, or no such thing", content: { "application/json": { schema: problem } } },
          }
        : {}),
    },
  };
}

export function openApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Grimoire JSON API",
      version: "1",
      description:
        "The moderator's, the players' and the public JSON API. Prose and examples: docs/api.md. Every answer is `{ ok: true, … }` or `{ ok: false, error, field? }`.",
    },
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
        token: { type: "http", scheme: "bearer", description: "A personal API token (`grim_…`)" },
      },
    },
    paths,
  });
}

const CALLERS: Record<Caller, string> = {
  moderator: "moderator (cookie or token)",
  owner: "the server's owner",
  seat: "the player's link",
  anyone: "anyone",
};

/** docs/api-reference.md: every operation on one page, by tag, with who may call it and its body's example. */
export function apiReference(): string {
  const lines = [
    "# API reference",
    "",
    "Made by `npm run openapi` from `lib/api/openapi.ts` (do not edit): the machine-readable document is",
    "[`openapi.json`](openapi.json), also served at `GET /api/openapi.json`; the prose is [`api.md`](api.md).",
    "",
  ];
  for (const tag of [...new Set(OPERATIONS.map((op) => op.tag))]) {
    lines.push(`## ${tag}`, "", "| | Path | What | Who |", "|---|---|---|---|");
    for (const op of OPERATIONS.filter((o) => o.tag === tag))
      lines.push(`| ${op.method.toUpperCase()} | \`${op.path}\` | ${op.summary} | ${CALLERS[op.caller]} |`);
    lines.push("");
    for (const op of OPERATIONS.filter((o) => o.tag === tag && o.example !== undefined))
      lines.push(`\`${op.method.toUpperCase()} ${op.path}\`:`, "", "```json", JSON.stringify(op.example), "```", "");
  }
  return lines.join("\n");
}
