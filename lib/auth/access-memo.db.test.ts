/**
 * The remembered sessions, tokens and roles (lib/auth/access-memo.ts) on PostgreSQL: a change made
 * by another process (here another connection, as another app process or `psql` would) reaches this
 * one through the database's trigger and its listening connection, and one made here is forgotten
 * at once.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

process.env.REGISTRATION = "open";
process.env.RATE_LIMIT = "false";
delete process.env.APP_URL;
delete process.env.OWNER_USERNAME;

const { auth } = await import("./server");
const { getDatabase, prisma } = await import("../db/client");
const { currentModerator } = await import("./identity");
const { setDisabled } = await import("./moderators");
const { createApiToken, revokeApiToken } = await import("../db/api-tokens");
const { roleIn } = await import("../db/games");
const { liveHub } = await import("../live/hub");

const PASSWORD = "correct horse battery";
const other = new pg.Client({ connectionString: process.env.DATABASE_URL });

async function signUp(username: string): Promise<{ id: string; cookie: string }> {
  const res = await auth.handler(
    new Request("http://localhost:3000/api/auth/sign-up/email", {
      method: "POST",
      headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json" },
      body: JSON.stringify({ username, email: `${username}@example.org`, name: username, password: PASSWORD }),
    }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { id } = await prisma.user.findUniqueOrThrow({ where: { username }, select: { id: true } });
  return { id, cookie };
}

/** Asks as a fresh request would (each request has its own Headers), until `done` holds or 3 s pass. */
async function askUntil<T>(ask: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  let v = await ask();
  for (let i = 0; i < 300 && !done(v); i++) {
    await new Promise((r) => setTimeout(r, 10));
    v = await ask();
  }
  return v;
}

const asCookie = (cookie: string) => () => currentModerator(new Headers({ cookie }));
const asBearer = (token: string) => () => currentModerator(new Headers({ authorization: `Bearer ${token}` }));

beforeAll(async () => {
  await prisma.session.deleteMany();
  await prisma.account.deleteMany();
  await prisma.user.deleteMany();
  await liveHub.ready();
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await getDatabase().close();
});

describe("remembered access", () => {
  it("asks the database once for a burst of one session's requests", async () => {
    const { id, cookie } = await signUp("memo_burst");
    expect((await asCookie(cookie)())?.id).toBe(id);
    // Its session is gone from the table without telling anyone (the trigger is off for this
    // statement): a request now answered as before can only have come from memory.
    await other.query("BEGIN; SET LOCAL session_replication_role = replica");
    await other.query(`DELETE FROM "session" WHERE "userId" = $1`, [id]);
    await other.query("COMMIT");
    expect((await asCookie(cookie)())?.id).toBe(id);
  });

  it("forgets a session another process ends", async () => {
    const { id, cookie } = await signUp("memo_ended");
    expect((await asCookie(cookie)())?.id).toBe(id);
    await other.query(`DELETE FROM "session" WHERE "userId" = $1`, [id]);
    expect(await askUntil(asCookie(cookie), (me) => me === null)).toBeNull();
  });

  it("forgets an API token another process revokes", async () => {
    const { id } = await signUp("memo_token");
    const { token } = await createApiToken(id, "bot", null);
    expect((await asBearer(token)())?.id).toBe(id);
    await other.query(`UPDATE "ApiToken" SET "revokedAt" = now() WHERE "userId" = $1`, [id]);
    expect(await askUntil(asBearer(token), (me) => me === null)).toBeNull();
  });

  it("forgets a role another process takes away", async () => {
    const { id } = await signUp("memo_role");
    const game = await prisma.game.create({
      data: {
        rulesetId: "coin-flip",
        title: "A game",
        slug: "memo_role",
        members: { create: [{ userId: id, role: "cohost" }] },
      },
    });
    expect(await roleIn(game.id, id)).toBe("cohost");
    await other.query(`DELETE FROM "GameMember" WHERE "gameId" = $1`, [game.id]);
    expect(
      await askUntil(
        () => roleIn(game.id, id),
        (role) => role === null,
      ),
    ).toBeNull();
  });

  it("forgets at once what this process takes away itself: a disabled account, a revoked token", async () => {
    const owner = await signUp("memo_owner");
    const { id, cookie } = await signUp("memo_disabled");
    const { token } = await createApiToken(id, "bot", null);
    expect((await asCookie(cookie)())?.id).toBe(id);
    expect((await asBearer(token)())?.id).toBe(id);
    expect(await setDisabled(owner.id, id, true)).toEqual({ ok: true });
    expect(await asCookie(cookie)()).toBeNull();
    expect(await asBearer(token)()).toBeNull();

    const { token: second } = await createApiToken(owner.id, "bot", null);
    expect((await asBearer(second)())?.id).toBe(owner.id);
    const { id: tokenId } = await prisma.apiToken.findFirstOrThrow({
      where: { userId: owner.id },
      select: { id: true },
    });
    expect(await revokeApiToken(owner.id, tokenId)).toBe(true);
    expect(await asBearer(second)()).toBeNull();
  });

  it("forgets at once a session signed out through better-auth", async () => {
    const { id, cookie } = await signUp("memo_signout");
    expect((await asCookie(cookie)())?.id).toBe(id);
    const out = await auth.handler(
      new Request("http://localhost:3000/api/auth/sign-out", {
        method: "POST",
        headers: { host: "localhost:3000", origin: "http://localhost:3000", cookie },
      }),
    );
    expect(out.status).toBe(200);
    expect(await asCookie(cookie)()).toBeNull();
  });
});
