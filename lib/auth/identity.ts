import { auth } from "./server";
import { userForApiToken } from "../db/api-tokens";
import { liveHub } from "../live/hub";
import { AccessMemo } from "./access-memo";

export interface Moderator {
  id: string;
  username: string;
}

export const isBearer = (headers: Headers) => !!headers.get("authorization")?.toLowerCase().startsWith("bearer ");

/**
 * One lookup per request: a route asks who is signed in, then again for their language
 * (lib/i18n/reader-locale.ts); both hold the same request's headers.
 */
const looked = new WeakMap<Headers, Promise<Moderator | null>>();

/** The signed-in moderator: a personal API token (Authorization: Bearer …) or the session cookie. */
export function currentModerator(headers: Headers): Promise<Moderator | null> {
  let found = looked.get(headers);
  if (!found) {
    found = lookUpModerator(headers);
    looked.set(headers, found);
  }
  return found;
}

/**
 * Who a credential is, remembered for a few seconds (lib/auth/access-memo.ts): keyed by the whole
 * Authorization header, or the whole Cookie header, so that any other credential is looked up. So a
 * session that runs out while remembered works at most MEMO_MS longer, and a token's "last used" is
 * written when it is looked up, at most MEMO_MS late.
 */
const credentials = new AccessMemo<Moderator>(() => liveHub.accessEpoch());

function lookUpModerator(headers: Headers): Promise<Moderator | null> {
  const authorization = headers.get("authorization");
  if (authorization && isBearer(headers))
    return credentials.get(`token:${authorization}`, () => tokenOwner(authorization.slice(7).trim())); // not text: a memo key
  const cookie = headers.get("cookie");
  if (!cookie) return Promise.resolve(null);
  return credentials.get(`cookie:${cookie}`, () => sessionOwner(headers)); // not text: a memo key
}

async function tokenOwner(token: string): Promise<Moderator | null> {
  const user = await userForApiToken(token);
  if (!user) return null;
  const { prisma } = await import("../db/client");
  const row = await prisma.user.findUnique({
    where: { id: user.id },
    select: { id: true, username: true, displayUsername: true, name: true },
  });
  return row ? { id: row.id, username: row.displayUsername ?? row.username ?? row.name } : null;
}

async function sessionOwner(headers: Headers): Promise<Moderator | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const u = session.user as typeof session.user & { username?: string | null; displayUsername?: string | null };
  return { id: u.id, username: u.displayUsername ?? u.username ?? u.name };
}
