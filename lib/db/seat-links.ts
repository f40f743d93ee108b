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
  return (await makeSeatLink(gameId, seatId, createdById)).token;
}

/**
 * `createSeatLink`, also saying whether the seat had a link before (live or revoked): only a remade
 * link is announced to the table (decision 010), the first one of a seat is not.
 */
export async function makeSeatLink(
  gameId: string,
  seatId: string,
  createdById: string,
): Promise<{ token: string; remade: boolean }> {
  const token = newToken();
  const remade = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
    const before = await tx.seatLink.count({ where: { gameId, seatId } });
    await tx.seatLink.updateMany({ where: { gameId, seatId, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.seatLink.create({ data: { gameId, seatId, tokenHash: hash(token), createdById } });
    return before > 0;
  });
  return { token, remade };
}

export async function revokeSeatLink(gameId: string, seatId: string): Promise<boolean> {
  const r = await prisma.seatLink.updateMany({
    where: { gameId, seatId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return r.count > 0;
}

/** The seats of a game that have a live link, with when it was made and when it was first opened. */
export async function listSeatLinks(
  gameId: string,
): Promise<Array<{ seatId: string; createdAt: Date; openedAt: Date | null }>> {
  return prisma.seatLink.findMany({
    where: { gameId, revokedAt: null },
    select: { seatId: true, createdAt: true, openedAt: true },
  });
}

/**
 * Records the first time a live link is opened (its player page loaded). Only the moment is kept, and
 * only the game's moderators read it (`listSeatLinks`): it says nothing of the seat's secrets.
 */
export async function markSeatLinkOpened(token: string, now: Date): Promise<void> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return;
  await prisma.seatLink.updateMany({
    where: { tokenHash: hash(token), revokedAt: null, openedAt: null },
    data: { openedAt: now },
  });
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
): Promise<Array<{ seatId: string; token: string; remade: boolean }>> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
    const all = await tx.seatLink.findMany({ where: { gameId }, select: { seatId: true, revokedAt: true } });
    const linked = new Set(all.filter((l) => !l.revokedAt).map((l) => l.seatId));
    const hadOne = new Set(all.map((l) => l.seatId));
    const made = seatIds
      .filter((id) => !linked.has(id))
      .map((seatId) => ({ seatId, token: newToken(), remade: hadOne.has(seatId) }));
    if (made.length)
      await tx.seatLink.createMany({
        data: made.map((m) => ({ gameId, seatId: m.seatId, tokenHash: hash(m.token), createdById })),
      });
    return made;
  });
}
