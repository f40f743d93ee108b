/** Personal API tokens: shown once when created, stored as SHA-256 hashes, revocable. */
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "./client";

const PREFIX = "grim_";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createApiToken(userId: string, name: string): Promise<{ id: string; token: string }> {
  const token = PREFIX + randomBytes(24).toString("base64url");
  const row = await prisma.apiToken.create({
    data: { userId, name, tokenHash: hashToken(token), prefix: token.slice(0, PREFIX.length + 4) },
  });
  return { id: row.id, token };
}

export async function listApiTokens(userId: string) {
  return prisma.apiToken.findMany({
    where: { userId, revokedAt: null },
    select: { id: true, name: true, prefix: true, createdAt: true, lastUsedAt: true },
    orderBy: { createdAt: "desc" },
  });
}

export async function revokeApiToken(userId: string, id: string): Promise<boolean> {
  const r = await prisma.apiToken.updateMany({
    where: { id, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return r.count > 0;
}

/** The user a bearer token belongs to, or null when it is unknown or revoked. */
export async function userForApiToken(token: string): Promise<{ id: string } | null> {
  if (!token.startsWith(PREFIX)) return null;
  const row = await prisma.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, revokedAt: true },
  });
  if (!row || row.revokedAt) return null;
  void prisma.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } }).catch(() => {});
  return { id: row.userId };
}
