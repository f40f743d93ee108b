/** Moderator accounts: better-auth with email, username and password, sessions in HTTP-only cookies. */
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { username } from "better-auth/plugins";
import { prisma } from "../db/client";
import { revokeAllApiTokens } from "../db/api-tokens";
import { forgetAccess } from "./access-memo";
import { claimInviteCode, settleInviteCode } from "../db/invite-codes";
import { claimSetupToken, settleSetupToken } from "../db/one-use-links";
import { accountFailures, clearFailures, countAttempt, recordFailure, windowEndsAt } from "../db/sign-in-attempts";
import { env } from "../env";
import { waitBeforeAttempt } from "./backoff";
import { clientAddress, clientAddressHeader } from "./client-address";
import { authSecret } from "./secret";
import { hasVisibleCharacter, isCleanText } from "../game/text";
import { localeOfCookieOrBrowser } from "../i18n/header-locale";
import { msg, type Message } from "../i18n/message";
import { render } from "../i18n/render";

/**
 * APP_URL is the app's one address setting. better-auth would otherwise silently take its own from
 * BETTER_AUTH_URL, BASE_URL and the like (and trust more origins from BETTER_AUTH_TRUSTED_ORIGINS);
 * those are removed so that, without APP_URL, the address is the request's own.
 */
const BETTER_AUTH_ADDRESS_VARIABLES = [
  "BETTER_AUTH_URL",
  "NEXT_PUBLIC_BETTER_AUTH_URL",
  "PUBLIC_BETTER_AUTH_URL",
  "NUXT_PUBLIC_BETTER_AUTH_URL",
  "NUXT_PUBLIC_AUTH_URL",
  "BASE_URL",
  "BETTER_AUTH_TRUSTED_ORIGINS",
];
for (const name of BETTER_AUTH_ADDRESS_VARIABLES) {
  if (process.env[name] && process.env[name] !== "/")
    console.warn(`[grimoire] ignoring ${name}: set APP_URL to the app's address instead.`);
  delete process.env[name];
}

const rateLimitOn = env.RATE_LIMIT ? env.RATE_LIMIT === "true" : env.NODE_ENV === "production";
const SIGN_IN_PATHS = new Set(["/sign-in/email", "/sign-in/username"]);
const SIGN_IN_WINDOW_MS = 60_000;
/** Where a sign-up names the invite code it uses. */
export const INVITE_CODE_HEADER = "x-invite-code";
/** Where the first sign-up on a public server (APP_URL set) names the setup link's token. */
export const SETUP_TOKEN_HEADER = "x-setup-token";

/**
 * A refusal's sentence in the language of the request (its cookie or the browser's: no account is
 * signed in yet); the sign-up form shows it as it comes.
 */
const said = (headers: Headers | undefined, message: Message) =>
  render(message, localeOfCookieOrBrowser(headers?.get("cookie"), headers?.get("accept-language")));

const tooMany = (headers: Headers | undefined, retryAfterMs: number, message: Message) =>
  new APIError(
    "TOO_MANY_REQUESTS",
    { message: said(headers, message) },
    { "retry-after": String(Math.ceil(retryAfterMs / 1000)) },
  );

/** One counter per account, whichever of its username or email is typed; per typed name when none has it. */
async function accountKey(body: Record<string, unknown>): Promise<string> {
  const typed = String(body.username ?? body.email ?? "")
    .trim()
    .toLowerCase();
  const user = await prisma.user.findFirst({
    where: body.username !== undefined ? { username: typed } : { email: typed },
    select: { id: true },
  });
  return user ? `account:${user.id}` : `account-name:${typed}`;
}

/**
 * Sign-in limits: one bucket per client address for both sign-in routes, and per account a backoff
 * after repeated failures (lib/auth/backoff.ts). better-auth's own per-route buckets are off for
 * these routes.
 */
async function limitSignIn(headers: Headers | undefined, body: Record<string, unknown>) {
  if (!rateLimitOn) return;
  const address = headers ? clientAddress(headers, env.TRUSTED_IP_HEADER) : null;
  const clientKey = `sign-in:${address ?? "unknown"}`;
  if ((await countAttempt(clientKey, SIGN_IN_WINDOW_MS)) > env.SIGN_IN_RATE_LIMIT) {
    const wait = (await windowEndsAt(clientKey, SIGN_IN_WINDOW_MS)) - Date.now();
    throw tooMany(headers, wait, msg("errors.auth.tooManyFromAddress"));
  }
  const { failures, lastFailureAt } = await accountFailures(await accountKey(body));
  const wait = waitBeforeAttempt(failures, lastFailureAt, Date.now());
  if (wait > 0) throw tooMany(headers, wait, msg("errors.auth.tooManyForAccount", { seconds: Math.ceil(wait / 1000) }));
}

/** Kept for a race only (two sign-ups for one name at once): the taken case normally answers as a success. */
const TAKEN = msg("errors.auth.taken");

/**
 * What every accepted sign-up answers, made or not (docs/security.md, "Sign-up reveals no account"): the
 * same status, body and cookie, so that the answer does not tell whether a username or an e-mail exists.
 * A sign-up for a taken username or e-mail makes nothing and sets a session cookie of no session (signed
 * like a real one); the sign-up form then asks for the session and, finding none, tells the person that
 * no account was made and how to fix it (another username, or sign in). Someone probing learns it the
 * same way, by using the cookie: each probe costs a sign-up (20 a minute per address) and, under
 * `invite` registration (the default), a valid invite code.
 */
export const SIGN_UP_ANSWER = { ok: true } as const;

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A token shaped like better-auth's session tokens (32 letters and digits), of no session. */
function noSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => TOKEN_ALPHABET[b % TOKEN_ALPHABET.length]).join("");
}

type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The taken case's answer: the password hashed as a real sign-up would (its time), a cookie of no session, the body. */
async function answerAsIfCreated(ctx: HookCtx, body: Record<string, unknown>) {
  await ctx.context.password.hash(String(body.password ?? ""));
  const cookie = ctx.context.authCookies.sessionToken;
  await ctx.setSignedCookie(cookie.name, noSessionToken(), ctx.context.secret, {
    ...cookie.attributes,
    maxAge: ctx.context.sessionConfig.expiresIn,
  });
  return ctx.json(SIGN_UP_ANSWER);
}

/** A moderator's display name is read by their co-hosts: clean, and showing something. */
function checkDisplayName(headers: Headers | undefined, body: Record<string, unknown>) {
  if (body.name === undefined) return;
  const name = typeof body.name === "string" ? body.name : "";
  const refuse = (problem: string) =>
    new APIError("UNPROCESSABLE_ENTITY", {
      message: said(headers, msg("errors.auth.displayName", { problem: msg(`gamePage.zod.${problem}`) })),
    });
  if (!isCleanText(name)) throw refuse("cleanText");
  if (!hasVisibleCharacter(name)) throw refuse("visible");
}

/**
 * Refuses a sign-up the server does not take (closed, no or a bad invite code, a display name showing
 * nothing); "taken" when the username or the e-mail already has an account (the caller answers as if
 * made), "new" otherwise. The invite code is checked before the accounts, so that probing them needs one;
 * a sign-up that makes nothing frees its code again, so that a person whose username was taken can
 * choose another with the same code.
 */
async function checkRegistration(
  headers: Headers | undefined,
  body: Record<string, unknown>,
): Promise<"new" | "taken"> {
  checkDisplayName(headers, body);
  const first = (await prisma.user.count()) === 0;
  // On a public server the first account (the owner) needs the setup link the start printed to the
  // log, so that a stranger cannot take a fresh server; on a local run the first visitor makes it.
  const setup = headers?.get(SETUP_TOKEN_HEADER)?.trim();
  if (first && env.APP_URL && !(setup && (await claimSetupToken(setup))))
    throw new APIError("FORBIDDEN", {
      message: said(headers, msg(setup ? "errors.auth.badSetup" : "errors.auth.needsSetup")),
    });
  if (!first && env.REGISTRATION === "closed")
    throw new APIError("FORBIDDEN", { message: said(headers, msg("errors.auth.closed")) });
  const code = headers?.get(INVITE_CODE_HEADER)?.trim();
  if (!first && env.REGISTRATION === "invite" && !code)
    throw new APIError("FORBIDDEN", { message: said(headers, msg("errors.auth.needsInvite")) });
  const name = String(body.username ?? "")
    .trim()
    .toLowerCase();
  const email = String(body.email ?? "")
    .trim()
    .toLowerCase();
  const claimed = !first && env.REGISTRATION === "invite";
  if (claimed && !(await claimInviteCode(code!)))
    throw new APIError("FORBIDDEN", { message: said(headers, msg("errors.auth.badInvite")) });
  const taken = await prisma.user.findFirst({
    where: { OR: [{ email }, ...(name ? [{ username: name }] : [])] },
    select: { id: true },
  });
  if (!taken) return "new";
  if (claimed) await settleInviteCode(code!, null);
  return "taken";
}

const failed = (returned: unknown) => returned instanceof Error || returned instanceof Response;

export const auth = betterAuth({
  appName: "Grimoire",
  baseURL: env.APP_URL,
  // A log file or a process manager's journal gets no colour codes (the request log has none either).
  logger: { disableColors: !process.stderr.isTTY },
  secret: authSecret(),
  database: prismaAdapter(prisma, { provider: "postgresql" }),
  emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
  session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
  databaseHooks: {
    session: {
      create: {
        // A disabled account (Settings → Moderators) gets no session: its sign-in is refused, after
        // its password was checked, so the refusal tells nothing to someone without the password.
        before: async (session, ctx) => {
          const user = await prisma.user.findUnique({ where: { id: session.userId }, select: { disabledAt: true } });
          if (user?.disabledAt)
            throw new APIError("FORBIDDEN", { message: said(ctx?.headers, msg("errors.auth.disabled")) });
        },
      },
    },
  },
  rateLimit: {
    enabled: rateLimitOn,
    storage: "database",
    window: 60,
    max: 100,
    customRules: {
      // Counted in limitSignIn instead, in one bucket for both routes.
      "/sign-in/email": false,
      "/sign-in/username": false,
      "/sign-up/email": { window: 60, max: 20 },
    },
  },
  hooks: {
    before: createAuthMiddleware(async (ctx) => {
      const body = (ctx.body ?? {}) as Record<string, unknown>;
      if (SIGN_IN_PATHS.has(ctx.path)) await limitSignIn(ctx.headers, body);
      if (ctx.path === "/sign-up/email" && (await checkRegistration(ctx.headers, body)) === "taken")
        return answerAsIfCreated(ctx as HookCtx, body);
      if (ctx.path === "/update-user") checkDisplayName(ctx.headers, body);
      // A new password ends every other session; its API tokens go in the after hook.
      if (ctx.path === "/change-password") return { context: { body: { ...body, revokeOtherSessions: true } } };
      if (ctx.path === "/revoke-sessions" || ctx.path === "/revoke-other-sessions") {
        const session = await getSessionFromCtx(ctx);
        if (session) await revokeAllApiTokens(session.user.id);
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      // A sign-out, a revoked session, a new password or name: what this process remembers goes
      // (the database's trigger tells the other processes).
      if (ctx.path !== "/get-session") forgetAccess();
      const returned = ctx.context.returned as { user?: { id: string } } | Error | undefined;
      const body = (ctx.body ?? {}) as Record<string, unknown>;
      if (SIGN_IN_PATHS.has(ctx.path) && rateLimitOn) {
        if (failed(returned)) await recordFailure(await accountKey(body));
        else await clearFailures(await accountKey(body));
      }
      if (ctx.path === "/sign-up/email") {
        const code = ctx.headers?.get(INVITE_CODE_HEADER)?.trim();
        const userId = failed(returned) ? null : ((returned as { user?: { id: string } })?.user?.id ?? null);
        if (code && env.REGISTRATION === "invite") await settleInviteCode(code, userId);
        const setup = ctx.headers?.get(SETUP_TOKEN_HEADER)?.trim();
        if (setup && env.APP_URL) await settleSetupToken(setup, userId !== null);
        if (failed(returned) && /already|taken/i.test((returned as Error).message))
          throw new APIError("UNPROCESSABLE_ENTITY", { message: said(ctx.headers, TAKEN) });
        // The same body as a sign-up that made nothing (the session cookie is set either way).
        if (!failed(returned)) return ctx.json(SIGN_UP_ANSWER);
      }
      if (ctx.path === "/change-password" && !failed(returned)) {
        const userId = (returned as { user?: { id: string } })?.user?.id;
        if (userId) await revokeAllApiTokens(userId);
      }
    }),
  },
  advanced: {
    ipAddress: { ipAddressHeaders: [clientAddressHeader(env.TRUSTED_IP_HEADER)] },
    useSecureCookies: env.APP_URL?.startsWith("https://") ?? false,
  },
  plugins: [username({ minUsernameLength: 2, maxUsernameLength: 30 }), nextCookies()],
  // The username plugin's availability check would answer anyone which usernames exist.
  disabledPaths: ["/is-username-available"],
});

export type AuthSession = typeof auth.$Infer.Session;
