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
  /** The seq of the last event. */
  version: number;
  /** When the last event was appended. */
  updatedAt: Date;
  /** When this member archived the game (their list only); null: not archived. */
  archivedAt: Date | null;
}

/** The member's games, most recently active first. */
export async function listGamesFor(userId: string): Promise<GameSummary[]> {
  const rows = await prisma.gameMember.findMany({
    where: { userId },
    include: {
      game: {
        select: { id: true, title: true, rulesetId: true, slug: true, published: true, version: true, updatedAt: true },
      },
    },
    orderBy: { game: { updatedAt: "desc" } },
  });
  return rows.map((r) => ({
    ...r.game,
    rulesetId: r.game.rulesetId as RulesetId,
    role: r.role as "host" | "cohost",
    archivedAt: r.archivedAt,
  }));
}

/**
 * Archives or unarchives the game in this member's list. Archiving is a listing preference, not
 * game state: no event, other members' lists are unchanged, and the game goes on working.
 */
export async function setArchived(gameId: string, userId: string, archived: boolean): Promise<boolean> {
  const r = await prisma.gameMember.updateMany({
    where: { gameId, userId },
    data: { archivedAt: archived ? new Date() : null },
  });
  return r.count > 0;
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

export async function inviteCohost(gameId: string, username: string): Promise<InviteResult> {
  const user = await prisma.user.findUnique({
    where: { username: username.trim().toLowerCase() },
    select: { id: true, username: true, displayUsername: true },
  });
  if (!user) return { ok: false, error: `No moderator is called "${username.trim()}".` };
  const existing = await roleIn(gameId, user.id);
  const shown = user.displayUsername ?? user.username ?? username;
  if (existing)
    return { ok: false, error: `${shown} already runs this game (${existing === "host" ? "host" : "co-host"}).` };
  await prisma.gameMember.create({ data: { gameId, userId: user.id, role: "cohost" } });
  return { ok: true, username: shown };
}

export async function removeCohost(gameId: string, userId: string): Promise<boolean> {
  const r = await prisma.gameMember.deleteMany({ where: { gameId, userId, role: "cohost" } });
  return r.count > 0;
}

export async function deleteGame(gameId: string): Promise<void> {
  await prisma.$transaction([
    prisma.game.delete({ where: { id: gameId } }),
    // Version 0: every process forgets what it knew of the game (lib/live/hub.ts).
    prisma.$executeRaw`SELECT pg_notify('game_events', ${`${gameId}:0`})`,
  ]);
}
