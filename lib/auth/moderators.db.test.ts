/**
 * The owner's tools (Settings → Moderators) on PostgreSQL, through better-auth's real handler for the
 * sign-ins: a disabled account cannot sign in and loses its sessions and tokens, a reset link works
 * once for 24 hours, a removed account's games pass to a co-host or to the owner.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

process.env.REGISTRATION = "open";
process.env.RATE_LIMIT = "false";
delete process.env.APP_URL;
delete process.env.OWNER_USERNAME;

const { auth } = await import("./server");
const { getDatabase, prisma } = await import("../db/client");
const { createApiToken, userForApiToken } = await import("../db/api-tokens");
const { createResetToken } = await import("../db/one-use-links");
const { listAccounts, makeResetLink, removeAccount, resetPassword, setDisabled } = await import("./moderators");

const PASSWORD = "correct horse battery";
function post(path: string, body: unknown) {
  return auth.handler(
    new Request(`http://localhost:3000/api/auth${path}`, {
      method: "POST",
      headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}
const signUp = (username: string) =>
  post("/sign-up/email", { username, email: `${username}@example.org`, name: username, password: PASSWORD });
const signIn = (username: string, password = PASSWORD) => post("/sign-in/username", { username, password });
const idOf = async (username: string) => (await prisma.user.findUniqueOrThrow({ where: { username } })).id;
let slug = 0;
async function gameHostedBy(hostId: string, cohostId?: string) {
  return prisma.game.create({
    data: {
      rulesetId: "coin-flip",
      title: "A game",
      slug: `owner-test-${++slug}`,
      members: {
        create: [{ userId: hostId, role: "host" }, ...(cohostId ? [{ userId: cohostId, role: "cohost" }] : [])],
      },
    },
  });
}
const hostOf = async (gameId: string) =>
  (await prisma.gameMember.findFirst({ where: { gameId, role: "host" } }))?.userId ?? null;

let boss: string, mod2: string, mod3: string;
beforeAll(async () => {
  await prisma.session.deleteMany();
  await prisma.account.deleteMany();
  await prisma.user.deleteMany();
  for (const name of ["boss", "mod2", "mod3"]) expect((await signUp(name)).status).toBe(200);
  [boss, mod2, mod3] = (await Promise.all(["boss", "mod2", "mod3"].map(idOf))) as [string, string, string];
});
afterAll(async () => {
  await getDatabase().close();
});

describe("disabling an account", () => {
  it("ends its sessions and API tokens, refuses its sign-in with a clear message, and comes back when enabled", async () => {
    expect((await signIn("mod2")).status).toBe(200);
    const { token } = await createApiToken(mod2, "bot");
    expect(await userForApiToken(token)).not.toBeNull();

    expect(await setDisabled(boss, mod2, true)).toEqual({ ok: true });
    expect(await prisma.session.count({ where: { userId: mod2 } })).toBe(0);
    expect(await userForApiToken(token)).toBeNull();
    const refused = await signIn("mod2");
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("This account is disabled. Ask the server's owner.");
    expect(await prisma.session.count({ where: { userId: mod2 } })).toBe(0);
    // A wrong password is told as any wrong password: the refusal says nothing without the password.
    expect((await signIn("mod2", "not the password")).status).toBe(401);
    expect((await listAccounts(boss)).find((a) => a.id === mod2)).toMatchObject({ disabled: true, username: "mod2" });

    expect(await setDisabled(boss, mod2, false)).toEqual({ ok: true });
    expect((await signIn("mod2")).status).toBe(200);
  });

  it("does not let the owner disable or remove themselves", async () => {
    const refused = await setDisabled(boss, boss, true);
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect((await removeAccount(boss, boss)).ok).toBe(false);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: boss } })).disabledAt).toBeNull();
    expect((await setDisabled(boss, "nobody", true)).ok).toBe(false);
  });
});

describe("a password-reset link", () => {
  it("sets a new password once, ending the account's sessions", async () => {
    expect((await signIn("mod3")).status).toBe(200);
    const made = await makeResetLink(boss, mod3);
    expect(made!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(await prisma.oneUseLink.count({ where: { tokenHash: made!.token } })).toBe(0); // stored hashed
    expect(await resetPassword(made!.token, "a brand new password")).toEqual({ ok: true });
    expect(await prisma.session.count({ where: { userId: mod3 } })).toBe(0);
    expect((await signIn("mod3")).status).toBe(401);
    expect((await signIn("mod3", "a brand new password")).status).toBe(200);
    const again = await resetPassword(made!.token, "yet another password");
    expect(again).toMatchObject({ ok: false, status: 400 });
    expect((await signIn("mod3", "a brand new password")).status).toBe(200);
  });

  it("does not work after 24 hours, nor once a newer one was made", async () => {
    const old = await createResetToken(mod3, boss, new Date(Date.now() - 25 * 3600_000));
    expect((await resetPassword(old.token, "too late password")).ok).toBe(false);
    const first = await makeResetLink(boss, mod3);
    const second = await makeResetLink(boss, mod3);
    expect((await resetPassword(first!.token, "the first password")).ok).toBe(false);
    expect((await resetPassword(second!.token, "the second password")).ok).toBe(true);
    expect((await signIn("mod3", "the second password")).status).toBe(200);
  });
});

describe("removing an account", () => {
  it("passes each game it hosts to its co-host, or to the owner when it has none", async () => {
    const shared = await gameHostedBy(mod2, mod3);
    const alone = await gameHostedBy(mod2);
    const cohosted = await gameHostedBy(mod3, mod2);
    expect((await listAccounts(boss)).find((a) => a.id === mod2)?.games).toBe(3);

    expect(await removeAccount(boss, mod2)).toEqual({ ok: true, passed: 2 });
    expect(await prisma.user.findUnique({ where: { id: mod2 } })).toBeNull();
    expect(await hostOf(shared.id)).toBe(mod3);
    expect(await hostOf(alone.id)).toBe(boss);
    expect(await hostOf(cohosted.id)).toBe(mod3);
    expect(await prisma.gameMember.count({ where: { userId: mod2 } })).toBe(0);
    expect((await signIn("mod2")).status).toBe(401);
    expect((await listAccounts(boss)).map((a) => [a.username, a.you])).toEqual([
      ["boss", true],
      ["mod3", false],
    ]);
  });
});
