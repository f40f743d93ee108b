/**
 * Route handler plumbing: JSON in, JSON out, and errors as plain sentences, never stack traces. An
 * error given as a message (lib/i18n/message.ts) is said in the request's language (`route` renders it:
 * the cookie, the account, Accept-Language); one given as a string is sent as it is.
 */
import { NextResponse } from "next/server";
import type { z } from "zod";
import { currentModerator, isBearer, type Moderator } from "./auth/identity";
import { crossSiteRefusal } from "./auth/same-origin";
import { env } from "./env";
import { BODY_LIMITS, BodyError, readJson } from "./body";
import { roleIn } from "./db/games";
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";
import { isMessage, msg, type Phrase } from "./i18n/message";
import { render, withText } from "./i18n/render";
import { localeOfRequest } from "./i18n/reader-locale";
import { issuePhrase, zodParams } from "./i18n/zod-issues";
import { timed, withServerTiming } from "./timing";

export type ApiError = { ok: false; error: string; field?: string; [k: string]: unknown };

export function ok<T>(data: T, init?: ResponseInit) {
  return NextResponse.json({ ok: true, ...data }, init);
}

/** Errors made as messages, to be said again in the request's language by `route`. */
const PHRASED = new WeakMap<Response, { error: Phrase; extra: Record<string, unknown> }>();

/** An error answer. A message is sent in English until `route` says it in the request's language. */
export function fail(status: number, error: Phrase, extra: Record<string, unknown> = {}) {
  const text = typeof error === "string" ? error : render(error, DEFAULT_LOCALE);
  const res = NextResponse.json({ ok: false, error: text, ...sayExtra(DEFAULT_LOCALE, extra) } satisfies ApiError, {
    status,
  });
  if (typeof error !== "string" || extra !== sayExtra(DEFAULT_LOCALE, extra)) PHRASED.set(res, { error, extra });
  return res;
}

/** An answer's other fields with their messages said in `locale` (a script's `problems`, each a message). */
function sayExtra(locale: Locale, extra: Record<string, unknown>): Record<string, unknown> {
  if (!Object.values(extra).some((v) => isMessage(v) || (Array.isArray(v) && v.some(isMessage)))) return extra;
  const say = (v: unknown) => (isMessage(v) ? render(v, locale) : v);
  return Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, Array.isArray(v) ? v.map(say) : say(v)]));
}

/** The answer in `locale`: an error made as a message said again in it; any other answer as it is. */
export function inLanguage(res: Response, locale: Locale): Response {
  const phrased = PHRASED.get(res);
  if (!phrased || locale === DEFAULT_LOCALE) return res;
  const body = {
    ok: false,
    error: render(phrased.error, locale),
    ...sayExtra(locale, phrased.extra),
  } satisfies ApiError;
  return NextResponse.json(body, { status: res.status, headers: res.headers });
}

export const unauthorized = () =>
  fail(401, msg("gamePage.api.unauthorized", { header: "Authorization: Bearer <token>" }));
/** "No such game.": a thing that is not there, or not the moderator's (as if it did not exist). */
export const notFound = (what: "game" | "script" | "inviteCode" | "token" = "game") =>
  fail(404, msg(`gamePage.api.notFound.${what}`));

export class HttpError extends Error {
  constructor(readonly response: Response) {
    super("http error"); // not text: a developer's name for the throw, never shown
  }
}

/**
 * Reads a JSON body of at most `limit` bytes (413 beyond) and validates it, or throws a 400 naming the
 * field, its message in the request's language (zod's locale per parse: lib/i18n/zod-issues.ts). The
 * language is looked up only when the body is refused, so a valid body costs nothing more.
 */
export async function readBody<T>(req: Request, schema: z.ZodType<T>, limit: number = BODY_LIMITS.default): Promise<T> {
  const raw = await readJsonBody(req, limit);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const locale = await readerLocale(req);
    const said = locale === DEFAULT_LOCALE ? parsed : schema.safeParse(raw, zodParams(locale));
    const issue = (said.error ?? parsed.error).issues[0]!;
    const field = issue.path.map(String).join(".");
    const message = issuePhrase(issue.message);
    const refusal = fail(400, field ? msg("gamePage.api.fieldIssue", { field, message }) : message, {
      field: field || undefined,
    });
    throw new HttpError(inLanguage(refusal, locale));
  }
  return parsed.data;
}

/**
 * An answer with every message in it carrying its text in the request's language (the cookie, the
 * account's, else Accept-Language): `{ key, values, text }` (lib/i18n/render.ts, `withText`).
 */
export async function withTextFor<T>(req: Request, answer: T): Promise<T> {
  return withText(answer, await readerLocale(req));
}

/** The request's language; English when it cannot be told (the account's lookup failing must not hide the error). */
function readerLocale(req: Request): Promise<Locale> {
  return localeOfRequest(req).catch(() => DEFAULT_LOCALE);
}

/** The JSON body within `limit` bytes and the depth bound; a 413 or 400 HttpError otherwise. */
export async function readJsonBody(req: Request, limit: number, notJson?: Phrase): Promise<unknown> {
  try {
    return await readJson(req, limit, notJson);
  } catch (e) {
    if (e instanceof BodyError) throw new HttpError(fail(e.problem.status, e.problem.error));
    throw e;
  }
}

/** Signed in by token or cookie; a cookie-authenticated write from another site is refused first. */
export async function requireModerator(req: Request): Promise<Moderator> {
  if (!isBearer(req.headers)) {
    const refusal = crossSiteRefusal(req, env.APP_URL);
    if (refusal) throw new HttpError(fail(refusal.status, refusal.error));
  }
  const me = await timed("auth", () => currentModerator(req.headers));
  if (!me) throw new HttpError(unauthorized());
  return me;
}

/** The moderator and their role in the game; a game that is not theirs is a 404, as if it did not exist. */
export async function requireGameAccess(req: Request, gameId: string) {
  const me = await requireModerator(req);
  const role = await timed("role", () => roleIn(gameId, me.id));
  if (!role) throw new HttpError(notFound());
  return { me, role };
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/** Wraps a route handler: HttpErrors become their response, anything else a plain 500 without details. */
export function route<C>(handler: Handler<C>): Handler<C> {
  return (req, ctx) => withServerTiming(env.SERVER_TIMING === "on", () => answer(handler, req, ctx));
}

async function answer<C>(handler: Handler<C>, req: Request, ctx: C): Promise<Response> {
  let res: Response;
  try {
    res = await handler(req, ctx);
  } catch (e) {
    if (e instanceof HttpError) res = e.response;
    else {
      // Player links carry their secret in the path: never log it.
      const path = new URL(req.url).pathname.replace(/\/seat\/[^/]+/, "/seat/…");
      console.error(`[api] ${req.method} ${path}:`, e);
      res = fail(500, msg("gamePage.api.serverError"));
    }
  }
  return PHRASED.has(res) ? inLanguage(res, await readerLocale(req)) : res;
}
