/** Route handler plumbing: JSON in, JSON out, and errors as plain sentences, never stack traces. */
import { NextResponse } from "next/server";
import type { z } from "zod";
import { currentModerator, isBearer, type Moderator } from "./auth/identity";
import { crossSiteRefusal } from "./auth/same-origin";
import { env } from "./env";
import { BODY_LIMITS, BodyError, readJson } from "./body";
import { roleIn } from "./db/games";

export type ApiError = { ok: false; error: string; field?: string; [k: string]: unknown };

export function ok<T>(data: T, init?: ResponseInit) {
  return NextResponse.json({ ok: true, ...data }, init);
}

export function fail(status: number, error: string, extra: Record<string, unknown> = {}) {
  return NextResponse.json({ ok: false, error, ...extra } satisfies ApiError, { status });
}

export const unauthorized = () =>
  fail(401, "Sign in first, or send a personal API token as Authorization: Bearer <token>.");
export const notFound = (what = "game") => fail(404, `No such ${what}.`);

export class HttpError extends Error {
  constructor(readonly response: Response) {
    super("http error");
  }
}

/** Reads a JSON body of at most `limit` bytes (413 beyond) and validates it, or throws a 400 naming the field. */
export async function readBody<T>(req: Request, schema: z.ZodType<T>, limit: number = BODY_LIMITS.default): Promise<T> {
  const raw = await readJsonBody(req, limit);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.map(String).join(".");
    throw new HttpError(fail(400, field ? `${field}: ${issue.message}` : issue.message, { field: field || undefined }));
  }
  return parsed.data;
}

/** The JSON body within `limit` bytes and the depth bound; a 413 or 400 HttpError otherwise. */
export async function readJsonBody(req: Request, limit: number, notJson?: string): Promise<unknown> {
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
  const me = await currentModerator(req.headers);
  if (!me) throw new HttpError(unauthorized());
  return me;
}

/** The moderator and their role in the game; a game that is not theirs is a 404, as if it did not exist. */
export async function requireGameAccess(req: Request, gameId: string) {
  const me = await requireModerator(req);
  const role = await roleIn(gameId, me.id);
  if (!role) throw new HttpError(notFound());
  return { me, role };
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/** Wraps a route handler: HttpErrors become their response, anything else a plain 500 without details. */
export function route<C>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return await handler(req, ctx);
    } catch (e) {
      if (e instanceof HttpError) return e.response;
      // Player links carry their secret in the path: never log it.
      const path = new URL(req.url).pathname.replace(/\/seat\/[^/]+/, "/seat/…");
      console.error(`[api] ${req.method} ${path}:`, e);
      return fail(500, "Something went wrong on our side; try again in a moment.");
    }
  };
}
