/**
 * One-use links (issue 31, the owner's tools): the setup link that makes the first account on a public
 * server, and the password-reset links the owner makes. The token travels only in the link (shown once,
 * or printed once to the log); only its SHA-256 hash is stored. The request log drops every query, so
 * a link's token never reaches the log through a request (lib/request-log.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "./client";

const hash = (token: string) => createHash("sha256").update(token.trim()).digest("hex");
const newToken = () => randomBytes(24).toString("base64url");
/** How long a password-reset link works. */
export const RESET_LINK_MS = 24 * 60 * 60 * 1000;

// ------------------------------------------------------------------ the setup link

/**
 * At the start, on a public server (APP_URL set) with no account yet: a new setup token, every earlier
 * one void (only the last line printed works). Null when an account exists or APP_URL is not set (a
 * local run, where the first visitor makes the first account).
 */
export async function prepareSetupLink(appUrl: string | undefined): Promise<string | null> {
  if (!appUrl) return null;
  if ((await prisma.user.count()) > 0) {
    await prisma.oneUseLink.deleteMany({ where: { kind: "setup" } });
    return null;
  }
  const token = newToken();
  await prisma.$transaction([
    prisma.oneUseLink.deleteMany({ where: { kind: "setup" } }),
    prisma.oneUseLink.create({ data: { kind: "setup", tokenHash: hash(token) } }),
  ]);
  return `${appUrl.replace(/\/+$/, "")}/sign-up?setup=${encodeURIComponent(token)}`;
}

/** Marks the setup token used if it is the current one; false otherwise. Atomic: one token, one account. */
export async function claimSetupToken(token: string): Promise<boolean> {
  if (!token.trim()) return false;
  const r = await prisma.oneUseLink.updateMany({
    where: { kind: "setup", tokenHash: hash(token), usedAt: null },
    data: { usedAt: new Date() },
  });
  return r.count > 0;
}

/** After the first sign-up: every setup token void when it made the account, the token free again when not. */
export async function settleSetupToken(token: string, made: boolean): Promise<void> {
  if (made) await prisma.oneUseLink.deleteMany({ where: { kind: "setup" } });
  else await prisma.oneUseLink.updateMany({ where: { kind: "setup", tokenHash: hash(token) }, data: { usedAt: null } });
}

// ------------------------------------------------------------------ password-reset links

/** A new reset token for the account, valid for 24 hours; the account's earlier unused ones void. */
export async function createResetToken(userId: string, createdById: string, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MS);
  await prisma.$transaction([
    prisma.oneUseLink.deleteMany({ where: { kind: "reset", userId, usedAt: null } }),
    prisma.oneUseLink.create({ data: { kind: "reset", tokenHash: hash(token), userId, createdById, expiresAt } }),
  ]);
  return { token, expiresAt };
}

/** The account the reset token is for, marking it used; null when it is unknown, used or expired. */
export async function claimResetToken(token: string, now = new Date()): Promise<string | null> {
  const row = await prisma.oneUseLink.findUnique({ where: { tokenHash: hash(token) } });
  if (!row || row.kind !== "reset" || !row.userId || row.usedAt || !row.expiresAt || row.expiresAt <= now) return null;
  const r = await prisma.oneUseLink.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  return r.count > 0 ? row.userId : null;
}

/** Whether the reset token would still work (the page says so before asking for a password). */
export async function resetTokenIsLive(token: string, now = new Date()): Promise<boolean> {
  const row = await prisma.oneUseLink.findUnique({ where: { tokenHash: hash(token) } });
  return !!row && row.kind === "reset" && !row.usedAt && !!row.expiresAt && row.expiresAt > now;
}
