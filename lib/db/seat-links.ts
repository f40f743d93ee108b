/** Players' private links, /seat/<token>: 128-bit random tokens, stored as SHA-256 hashes. */
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "./client";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(16).toString("base64url");

/**
 * A new link for the seat, made by `createdById`; any earlier link for it stops working. The token
 * is returned once. Concurrent calls queue on the game row's lock, so exactly one link stays live.
 */
export async function createSeatLink(gameId: string, seatId: string, createdById: string): Promise<string> {
  const token = newToken();
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

/**
 * A link for every listed seat that has no live one, made by `createdById` under the game's row lock so two clicks at
 * once never give a seat two links. Seats that already have a link keep it (a token is shown only
 * once, so an existing link cannot be shown again: the moderator remakes that one on its own).
 */
export async function createMissingSeatLinks(
  gameId: string,
  seatIds: readonly string[],
  createdById: string,
): Promise<Array<{ seatId: string; token: string }>> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
    const live = await tx.seatLink.findMany({ where: { gameId, revokedAt: null }, select: { seatId: true } });
    const linked = new Set(live.map((l) => l.seatId));
    const made = seatIds.filter((id) => !linked.has(id)).map((seatId) => ({ seatId, token: newToken() }));
    if (made.length)
      await tx.seatLink.createMany({
        data: made.map((m) => ({ gameId, seatId: m.seatId, tokenHash: hash(m.token), createdById })),
      });
    return made;
  });
}
