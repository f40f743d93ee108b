/** Personal API tokens: shown once when created, stored as SHA-256 hashes, revocable, optionally expiring. */
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "./client";
import { forgetAccess } from "../auth/access-memo";

const PREFIX = "grim_";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createApiToken(
  userId: string,
  name: string,
  expiresAt: Date | null = null,
): Promise<{ id: string; token: string; expiresAt: Date | null }> {
  const token = PREFIX + randomBytes(24).toString("base64url");
  const row = await prisma.apiToken.create({
    data: { userId, name, tokenHash: hashToken(token), prefix: token.slice(0, PREFIX.length + 4), expiresAt },
  });
  return { id: row.id, token, expiresAt };
}

/** Revokes every live token of the user (after a password change or "sign out everywhere"). */
export async function revokeAllApiTokens(userId: string): Promise<number> {
  const r = await prisma.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  forgetAccess();
  return r.count;
}

export async function listApiTokens(userId: string) {
  return prisma.apiToken.findMany({
    where: { userId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
    select: { id: true, name: true, prefix: true, createdAt: true, lastUsedAt: true, expiresAt: true },
    orderBy: { createdAt: "desc" },
  });
}

export async function revokeApiToken(userId: string, id: string): Promise<boolean> {
  const r = await prisma.apiToken.updateMany({
    where: { id, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  forgetAccess();
  return r.count > 0;
}

/** The user a bearer token belongs to, or null when it is unknown, revoked or expired. */
export async function userForApiToken(token: string): Promise<{ id: string } | null> {
  if (!token.startsWith(PREFIX)) return null;
  const row = await prisma.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, revokedAt: true, expiresAt: true },
  });
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= new Date())) return null;
  void prisma.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } }).catch(() => {});
  return { id: row.userId };
}
