/** Players' private links, /seat/<token>: 128-bit random tokens, stored as SHA-256 hashes. */
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "./client";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new link for the seat, made by `createdById`; any earlier link for it stops working. The token
 * is returned once. Concurrent calls queue on the game row's lock, so exactly one link stays live.
 */
export async function createSeatLink(gameId: string, seatId: string, createdById: string): Promise<string> {
  const token = randomBytes(16).toString("base64url");
  await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
    await tx.seatLink.updateMany({ where: { gameId, seatId, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.seatLink.create({ data: { gameId, seatId, tokenHash: hash(token), createdById } });
  });
  return token;
}

export async function revokeSeatLink(gameId: string, seatId: string): Promise<boolean> {
  const r = await prisma.seatLink.updateMany({
    where: { gameId, seatId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return r.count > 0;
}

/** The seats of a game that have a live link, with when it was made. */
export async function listSeatLinks(gameId: string): Promise<Array<{ seatId: string; createdAt: Date }>> {
  return prisma.seatLink.findMany({ where: { gameId, revokedAt: null }, select: { seatId: true, createdAt: true } });
}

export async function resolveSeatToken(token: string): Promise<{ gameId: string; seatId: string } | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const link = await prisma.seatLink.findUnique({
    where: { tokenHash: hash(token) },
    select: { gameId: true, seatId: true, revokedAt: true },
  });
  return link && !link.revokedAt ? { gameId: link.gameId, seatId: link.seatId } : null;
}
