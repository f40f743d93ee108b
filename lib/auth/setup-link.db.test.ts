/**
 * The setup link (issue 31): on a public server (APP_URL set) with no account, the first account needs
 * the one-use link the start prints; once an account exists it is void and REGISTRATION rules as before.
 * Calls what the start (instrumentation.ts) and the sign-up hook (lib/auth/server.ts) call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

process.env.APP_URL = "http://localhost:3000";
process.env.REGISTRATION = "invite";
process.env.RATE_LIMIT = "false";

const { auth } = await import("./server");
const { getDatabase, prisma } = await import("../db/client");
const { env } = await import("../env");
const { prepareSetupLink } = await import("../db/one-use-links");

function signUp(username: string, headers: Record<string, string> = {}) {
  return auth.handler(
    new Request(`http://localhost:3000/api/auth/sign-up/email`, {
      method: "POST",
      headers: {
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "content-type": "application/json",
        ...headers,
      },
      body: JSON.stringify({ username, email: `${username}@example.org`, name: username, password: "correct horse" }),
    }),
  );
}
const tokenOf = (link: string) => new URL(link).searchParams.get("setup")!;

beforeAll(async () => {
  await prisma.session.deleteMany();
  await prisma.account.deleteMany();
  await prisma.user.deleteMany();
  await prisma.oneUseLink.deleteMany();
});
afterAll(async () => {
  await getDatabase().close();
});

describe("the setup link", () => {
  it("is printed only on a public server with no account", async () => {
    expect(await prepareSetupLink(undefined)).toBeNull();
    const link = await prepareSetupLink(env.APP_URL);
    expect(link).toMatch(/^http:\/\/localhost:3000\/sign-up\?setup=[\w-]{20,}$/);
    expect(await prisma.oneUseLink.count({ where: { tokenHash: tokenOf(link!) } })).toBe(0); // stored hashed
  });

  it("is needed for the first account, works once, and is void once an account exists", async () => {
    const earlier = tokenOf((await prepareSetupLink(env.APP_URL))!);
    const link = (await prepareSetupLink(env.APP_URL))!; // a restart: only the last line printed works

    const bare = await signUp("stranger");
    expect(bare.status).toBe(403);
    expect((await bare.json()).message).toBe(
      "The first account on this server needs the one-use setup link its start printed to the server's log.",
    );
    const stale = await signUp("stranger", { "x-setup-token": earlier });
    expect(stale.status).toBe(403);
    expect((await stale.json()).message).toMatch(/setup link is unknown or used/);
    expect(await prisma.user.count()).toBe(0);

    expect((await signUp("owner", { "x-setup-token": tokenOf(link) })).status).toBe(200);
    expect(await prisma.user.count()).toBe(1);
    expect(await prisma.oneUseLink.count({ where: { kind: "setup" } })).toBe(0);

    // Later accounts: REGISTRATION as before (here, an invite code), the setup token worth nothing.
    const later = await signUp("second", { "x-setup-token": tokenOf(link) });
    expect(later.status).toBe(403);
    expect((await later.json()).message).toMatch(/invite code/);
    expect(await prepareSetupLink(env.APP_URL)).toBeNull();
  });
});
