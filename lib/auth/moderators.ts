/**
 * The owner's tools (issue 31, Settings → Moderators): the accounts listed, one disabled or enabled,
 * removed, or given a one-use password-reset link. Only the owner (lib/db/official-data.ts `isOwner`)
 * reaches these, through app/api/admin/…; the owner cannot disable or remove their own account.
 */
import { prisma } from "../db/client";
import { revokeAllApiTokens } from "../db/api-tokens";
import { forgetAccess } from "./access-memo";
import { claimResetToken, createResetToken } from "../db/one-use-links";
import { msg, type Message } from "../i18n/message";
import { auth } from "./server";

export interface AccountRow {
  id: string;
  username: string;
  createdAt: Date;
  /** The games it hosts or co-hosts. */
  games: number;
  disabled: boolean;
  you: boolean;
}

export async function listAccounts(ownerId: string): Promise<AccountRow[]> {
  const rows = await prisma.user.findMany({
    select: {
      id: true,
      username: true,
      displayUsername: true,
      name: true,
      createdAt: true,
      disabledAt: true,
      _count: { select: { memberships: true } },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((u) => ({
    id: u.id,
    username: u.displayUsername ?? u.username ?? u.name,
    createdAt: u.createdAt,
    games: u._count.memberships,
    disabled: u.disabledAt !== null,
    you: u.id === ownerId,
  }));
}

type Outcome = { ok: true } | { ok: false; status: number; error: Message };
const notYourself = (): Outcome => ({ ok: false, status: 400, error: msg("settings.moderators.api.notYourself") });
const noAccount = (): Outcome => ({ ok: false, status: 404, error: msg("settings.moderators.api.noAccount") });

/** Ends every way the account is signed in: its sessions and its API tokens. */
async function endAccess(userId: string) {
  await prisma.session.deleteMany({ where: { userId } });
  await revokeAllApiTokens(userId);
  forgetAccess();
}

/** Disables (it cannot sign in; its sessions and tokens end) or enables an account. */
export async function setDisabled(ownerId: string, userId: string, disabled: boolean): Promise<Outcome> {
  if (userId === ownerId) return notYourself();
  const r = await prisma.user.updateMany({ where: { id: userId }, data: { disabledAt: disabled ? new Date() : null } });
  if (r.count === 0) return noAccount();
  if (disabled) await endAccess(userId);
  return { ok: true };
}

/**
 * Removes an account. Each game it hosts passes to its earliest co-host; a game with no co-host
 * passes to the owner. (A decision: rather than a read-only game nobody may open, the owner becomes
 * its host, the simplest honest choice; the owner may archive or delete it.) Its co-hostings, sessions,
 * tokens, unused invite codes and links go with it.
 */
export async function removeAccount(ownerId: string, userId: string): Promise<Outcome & { passed?: number }> {
  if (userId === ownerId) return notYourself();
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) return noAccount();
  const hosted = await prisma.gameMember.findMany({ where: { userId, role: "host" }, select: { gameId: true } });
  await prisma.$transaction(async (tx) => {
    for (const { gameId } of hosted) {
      const cohost = await tx.gameMember.findFirst({
        where: { gameId, role: "cohost", userId: { not: userId } },
        orderBy: { createdAt: "asc" },
      });
      const heir = cohost?.userId ?? ownerId;
      await tx.gameMember.upsert({
        where: { gameId_userId: { gameId, userId: heir } },
        create: { gameId, userId: heir, role: "host" },
        update: { role: "host" },
      });
    }
    await tx.inviteCode.deleteMany({ where: { createdById: userId, usedAt: null } });
    await tx.oneUseLink.deleteMany({ where: { userId } });
    // Sessions, accounts (the password), API tokens and memberships cascade.
    await tx.user.delete({ where: { id: userId } });
  });
  forgetAccess();
  return { ok: true, passed: hosted.length };
}

/** A one-use password-reset link's token for the account, valid 24 hours (shown once to the owner). */
export async function makeResetLink(ownerId: string, userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) return null;
  return createResetToken(userId, ownerId);
}

/**
 * Sets the account's new password with a reset link's token: the token is used up, every session and
 * API token of the account ends (whoever knew the old password is out). A disabled account stays
 * disabled.
 */
export async function resetPassword(token: string, password: string): Promise<Outcome> {
  const userId = await claimResetToken(token);
  if (!userId) return { ok: false, status: 400, error: msg("settings.moderators.api.badResetLink") };
  const ctx = await auth.$context;
  const hashed = await ctx.password.hash(password);
  const account = await prisma.account.findFirst({ where: { userId, providerId: "credential" }, select: { id: true } });
  if (account) await prisma.account.update({ where: { id: account.id }, data: { password: hashed } });
  else
    await prisma.account.create({
      data: { id: crypto.randomUUID(), userId, accountId: userId, providerId: "credential", password: hashed },
    });
  await endAccess(userId);
  return { ok: true };
}
