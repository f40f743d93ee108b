/**
 * Registration and sign-in limits through better-auth's real HTTP handler, on PostgreSQL: invite
 * codes, answers that do not say which username or email exists, and the per-address and
 * per-account sign-in limits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

process.env.REGISTRATION = "invite";
process.env.RATE_LIMIT = "true";
process.env.SIGN_IN_RATE_LIMIT = "4";
delete process.env.TRUSTED_IP_HEADER;

const { auth } = await import("./server");
const { getDatabase, prisma } = await import("../db/client");
const { createInviteCode } = await import("../db/invite-codes");
const { SOCKET_ADDRESS_HEADER } = await import("./client-address");
const { FREE_FAILURES } = await import("./backoff");

let n = 0;
const address = () => `198.51.100.${++n}`;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return auth.handler(
    new Request(`http://localhost:3000/api/auth${path}`, {
      method: "POST",
      headers: {
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "content-type": "application/json",
        [SOCKET_ADDRESS_HEADER]: address(),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
}
const signUp = (username: string, headers: Record<string, string> = {}, email = `${username}@example.org`) =>
  post("/sign-up/email", { username, email, name: username, password: "correct horse battery" }, headers);
const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
  post("/sign-in/username", { username, password }, headers);

/** What the answer says, without what differs between any two answers (the cookie's value, the date). */
async function answerOf(res: Response) {
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.replace(/=[^;]*/, "=…").replace(/Expires=[^;]*/i, "Expires=…"));
  return { status: res.status, body: await res.json(), cookies };
}

/** The session the answer's cookie opens, if any. */
async function sessionOf(res: Response) {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return auth.api.getSession({ headers: new Headers({ cookie }) });
}

beforeAll(async () => {
  await prisma.session.deleteMany();
  await prisma.account.deleteMany();
  await prisma.user.deleteMany();
});
afterAll(async () => {
  await getDatabase().close();
});

describe("registration by invite", () => {
  it("lets the first account in, then asks for a one-use code", async () => {
    expect((await signUp("first")).status).toBe(200);
    const refused = await signUp("second");
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/invite code/);

    const firstUser = await prisma.user.findUniqueOrThrow({ where: { username: "first" } });
    const { code } = await createInviteCode(firstUser.id);
    expect((await signUp("second", { "x-invite-code": code })).status).toBe(200);
    const again = await signUp("third", { "x-invite-code": code });
    expect(again.status).toBe(403);
    expect((await again.json()).message).toBe("That invite code is unknown, used or expired.");
    expect(await prisma.user.count()).toBe(2);
  });

  it("answers a taken username or e-mail as it answers a new account, makes nothing, and keeps the code", async () => {
    const firstUser = await prisma.user.findUniqueOrThrow({ where: { username: "first" } });
    const { code } = await createInviteCode(firstUser.id);
    const before = await prisma.user.count();
    const byName = await signUp("first", { "x-invite-code": code }, "fresh@example.org");
    const byEmail = await signUp("fresh", { "x-invite-code": code }, "first@example.org");
    expect(await prisma.user.count()).toBe(before);
    // Neither used the code up: the person chooses another username with the same code.
    const made = await signUp("fresh", { "x-invite-code": code });
    expect(await prisma.user.count()).toBe(before + 1);
    const answers = await Promise.all([byName, byEmail, made].map(answerOf));
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    // The cookie of no session is no session; the new account's is one.
    expect(await sessionOf(byName)).toBeNull();
    expect(await sessionOf(byEmail)).toBeNull();
    expect((await sessionOf(made))?.user.username).toBe("fresh");
  });

  it("takes about as long for a taken name as for a new account (both hash the password)", async () => {
    const firstUser = await prisma.user.findUniqueOrThrow({ where: { username: "first" } });
    const time = async (username: string, email: string) => {
      const { code } = await createInviteCode(firstUser.id);
      const start = performance.now();
      expect((await signUp(username, { "x-invite-code": code }, email)).status).toBe(200);
      return performance.now() - start;
    };
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) {
      taken.push(await time("first", `other${i}@example.org`));
      fresh.push(await time(`timed${i}`, `timed${i}@example.org`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(taken) / median(fresh);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("refuses a display name that shows nothing", async () => {
    const firstUser = await prisma.user.findUniqueOrThrow({ where: { username: "first" } });
    const { code } = await createInviteCode(firstUser.id);
    const invisible = await post(
      "/sign-up/email",
      { username: "ghostly", email: "ghostly@example.org", name: "\u200B\u200B", password: "correct horse battery" },
      { "x-invite-code": code },
    );
    expect(invisible.status).toBe(422);
    expect((await invisible.json()).message).toBe("name must contain a visible character.");
    expect((await signUp("ghostly", { "x-invite-code": code })).status).toBe(200);
  });

  it("has no route that says whether a username exists, and signs in wrongly the same either way", async () => {
    for (const name of ["first", "nobody_here"])
      expect((await post("/is-username-available", { username: name })).status).toBe(404);
    const wrongPassword = await signIn("first", "not the password");
    const noSuchUser = await signIn("nobody_here", "not the password");
    expect(wrongPassword.status).toBe(noSuchUser.status);
    expect(await wrongPassword.json()).toEqual(await noSuchUser.json());
  });
});

describe("sign-in limits", () => {
  it("count one address across both sign-in routes", async () => {
    const from = { [SOCKET_ADDRESS_HEADER]: "203.0.113.50" };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn(`nobody${i}`, "wrong password", from)).status);
    statuses.push((await post("/sign-in/email", { email: "x@example.org", password: "wrong password" }, from)).status);
    statuses.push((await signIn("nobody9", "wrong password", from)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Another address is not held up.
    expect((await signIn("nobody9", "wrong password")).status).toBe(401);
  });

  it("back off per account after repeated failures from many addresses, and let the right password in after", async () => {
    // By username and by email alike: one account, one count.
    for (let i = 0; i < FREE_FAILURES; i++) {
      const res =
        i % 2
          ? await signIn("second", "wrong password")
          : await post("/sign-in/email", { email: "second@example.org", password: "wrong password" });
      expect(res.status).toBe(401);
    }
    const held = await signIn("second", "correct horse battery");
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await signIn("second", "correct horse battery")).status).toBe(200);
    // A success clears the count.
    expect((await signIn("second", "wrong password")).status).toBe(401);
    expect((await signIn("second", "correct horse battery")).status).toBe(200);
  });
});

describe("changing the password and signing out everywhere", () => {
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  const sessionOf = async (cookie: string) =>
    auth.api.getSession({ headers: new Headers({ cookie, host: "localhost:3000" }) });

  it("end every other session and revoke every API token", async () => {
    const { createApiToken, userForApiToken } = await import("../db/api-tokens");
    expect((await signUp("changer", {}, "changer@example.org")).status).toBe(403);
    const host = await prisma.user.findUniqueOrThrow({ where: { username: "first" } });
    const { code } = await createInviteCode(host.id);
    await signUp("changer", { "x-invite-code": code });
    const user = await prisma.user.findUniqueOrThrow({ where: { username: "changer" } });
    const here = cookieOf(await signIn("changer", "correct horse battery"));
    const laptop = cookieOf(await signIn("changer", "correct horse battery"));
    const { token } = await createApiToken(user.id, "bot");

    const changed = await post(
      "/change-password",
      { currentPassword: "correct horse battery", newPassword: "a new long password", revokeOtherSessions: false },
      { cookie: here },
    );
    expect(changed.status).toBe(200);
    expect(await sessionOf(laptop)).toBeNull();
    expect(await userForApiToken(token)).toBeNull();
    const stillHere = cookieOf(changed);
    expect((await sessionOf(stillHere))?.user.id).toBe(user.id);

    const { token: second } = await createApiToken(user.id, "bot 2");
    expect((await post("/revoke-sessions", {}, { cookie: stillHere })).status).toBe(200);
    expect(await sessionOf(stillHere)).toBeNull();
    expect(await userForApiToken(second)).toBeNull();
  });
});
