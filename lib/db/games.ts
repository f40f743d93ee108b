/** Who may run which game: hosts and co-hosts. */
import { prisma } from "./client";
import type { RulesetId } from "../game/ruleset";

export interface GameSummary {
  id: string;
  title: string;
  rulesetId: RulesetId;
  slug: string;
  published: boolean;
  role: "host" | "cohost";
  updatedAt: Date;
}

export async function listGamesFor(userId: string): Promise<GameSummary[]> {
  const rows = await prisma.gameMember.findMany({
    where: { userId },
    include: {
      game: { select: { id: true, title: true, rulesetId: true, slug: true, published: true, updatedAt: true } },
    },
    orderBy: { game: { updatedAt: "desc" } },
  });
  return rows.map((r) => ({ ...r.game, rulesetId: r.game.rulesetId as RulesetId, role: r.role as "host" | "cohost" }));
}

/** The member's role in the game, or null: a game that is not yours is treated as not existing. */
export async function roleIn(gameId: string, userId: string): Promise<"host" | "cohost" | null> {
  const m = await prisma.gameMember.findUnique({
    where: { gameId_userId: { gameId, userId } },
    select: { role: true },
  });
  return (m?.role as "host" | "cohost" | undefined) ?? null;
}

export async function listMembers(gameId: string) {
  const rows = await prisma.gameMember.findMany({
    where: { gameId },
    include: { user: { select: { id: true, username: true, displayUsername: true, name: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((r) => ({
    userId: r.userId,
    username: r.user.displayUsername ?? r.user.username ?? r.user.name,
    role: r.role as "host" | "cohost",
  }));
}

export type InviteResult = { ok: true; username: string } | { ok: false; error: string };

/** Adds a co-host, recording who invited them (their grant is revoked with them). */
export async function inviteCohost(gameId: string, username: string, invitedById: string): Promise<InviteResult> {
  const user = await prisma.user.findUnique({
    where: { username: username.trim().toLowerCase() },
    select: { id: true, username: true, displayUsername: true },
  });
  if (!user) return { ok: false, error: `No moderator is called "${username.trim()}".` };
  const shown = user.displayUsername ?? user.username ?? username;
  const already = (role: "host" | "cohost") =>
    ({ ok: false, error: `${shown} already runs this game (${role === "host" ? "host" : "co-host"}).` }) as const;
  const existing = await roleIn(gameId, user.id);
  if (existing) return already(existing);
  try {
    await prisma.gameMember.create({ data: { gameId, userId: user.id, role: "cohost", invitedById } });
  } catch (e) {
    // Two invites of one user at once: the second meets the primary key.
    if ((e as { code?: string }).code === "P2002") return already("cohost");
    throw e;
  }
  return { ok: true, username: shown };
}

/**
 * Removes a co-host and everything they granted: the members they invited (and theirs, in turn) and
 * the player links they made. A link whose maker was not recorded (made before makers were) stays.
 */
export async function removeCohost(gameId: string, userId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
    const member = await tx.gameMember.findUnique({ where: { gameId_userId: { gameId, userId } } });
    if (member?.role !== "cohost") return false;
    const removed = [userId];
    for (let i = 0; i < removed.length; i++) {
      const invited = await tx.gameMember.findMany({
        where: { gameId, invitedById: removed[i], role: "cohost" },
        select: { userId: true },
      });
      removed.push(...invited.map((m) => m.userId).filter((id) => !removed.includes(id)));
    }
    await tx.gameMember.deleteMany({ where: { gameId, userId: { in: removed }, role: "cohost" } });
    await tx.seatLink.updateMany({
      where: { gameId, createdById: { in: removed }, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    return true;
  });
}

export async function deleteGame(gameId: string): Promise<void> {
  await prisma.$transaction([
    prisma.game.delete({ where: { id: gameId } }),
    // Version 0: every process forgets what it knew of the game (lib/live/hub.ts).
    prisma.$executeRaw`SELECT pg_notify('game_events', ${`${gameId}:0`})`,
  ]);
}
