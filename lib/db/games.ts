/** Who may run which game: hosts and co-hosts. */
import { prisma } from "./client";
import { AccessMemo, forgetAccess } from "../auth/access-memo";
import { liveHub } from "../live/hub";
import type { RulesetId } from "../game/ruleset";
import { msg, type Message } from "../i18n/message";
import { render } from "../i18n/render";
import type { Locale } from "../i18n/locales";

export interface GameSummary {
  id: string;
  title: string;
  rulesetId: RulesetId;
  slug: string;
  published: boolean;
  role: "host" | "cohost";
  /** The seq of the last event: for loading the state, never shown (it counts a playing host's hidden steps). */
  version: number;
  /** What the moderators are told instead (LoadedGame.moderatorVersion). */
  moderatorVersion: number;
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
        select: {
          id: true,
          title: true,
          rulesetId: true,
          slug: true,
          published: true,
          version: true,
          moderatorVersion: true,
          updatedAt: true,
        },
      },
    },
    orderBy: { game: { updatedAt: "desc" } },
  });
  return rows.map(({ game, ...r }) => ({
    ...game,
    moderatorVersion: game.moderatorVersion ?? game.version,
    rulesetId: game.rulesetId as RulesetId,
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

/** Members' roles, remembered for a few seconds (lib/auth/access-memo.ts). */
const roles = new AccessMemo<"host" | "cohost">(() => liveHub.accessEpoch());

/** The member's role in the game, or null: a game that is not yours is treated as not existing. */
export function roleIn(gameId: string, userId: string): Promise<"host" | "cohost" | null> {
  return roles.get(`${gameId}:${userId}`, async () => {
    const m = await prisma.gameMember.findUnique({
      where: { gameId_userId: { gameId, userId } },
      select: { role: true },
    });
    return (m?.role as "host" | "cohost" | undefined) ?? null;
  });
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

export type InviteResult = { ok: true; username: string } | { ok: false; error: Message };

const normalUsername = (username: string) => username.trim().toLowerCase();

/**
 * Invites `username` to co-host: an invitation they accept from their games page. It is recorded
 * whether or not such a moderator exists, and answered the same, so that inviting does not tell the
 * host which usernames exist. Inviting again is harmless.
 */
export async function inviteCohost(gameId: string, username: string, invitedById: string): Promise<InviteResult> {
  const name = normalUsername(username);
  const member = await prisma.gameMember.findFirst({
    where: { gameId, user: { username: name } },
    select: { role: true },
  });
  // The host sees the members already: saying so tells them nothing new.
  if (member)
    return {
      ok: false,
      error: msg("gamePage.api.alreadyRuns", {
        name: username.trim(),
        role: msg(member.role === "host" ? "gamePage.cohosts.host" : "gamePage.cohosts.cohost"),
      }),
    };
  await prisma.cohostInvite.createMany({ data: [{ gameId, username: name, invitedById }], skipDuplicates: true });
  return { ok: true, username: username.trim() };
}

export async function listCohostInvites(gameId: string) {
  return prisma.cohostInvite.findMany({
    where: { gameId },
    select: { username: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
}

export async function withdrawCohostInvite(gameId: string, username: string): Promise<boolean> {
  return (await prisma.cohostInvite.deleteMany({ where: { gameId, username: normalUsername(username) } })).count > 0;
}

/** The invitations waiting for this moderator, with the game's title and who invited them. */
export async function invitationsFor(userId: string, locale: Locale) {
  const me = await prisma.user.findUnique({ where: { id: userId }, select: { username: true } });
  if (!me?.username) return [];
  const rows = await prisma.cohostInvite.findMany({
    where: { username: me.username },
    include: { game: { select: { id: true, title: true } } },
    orderBy: { createdAt: "desc" },
  });
  const inviters = await prisma.user.findMany({
    where: { id: { in: rows.map((r) => r.invitedById) } },
    select: { id: true, username: true, displayUsername: true, name: true },
  });
  const nameOf = (id: string) => {
    const u = inviters.find((i) => i.id === id);
    return u ? (u.displayUsername ?? u.username ?? u.name) : render(msg("errors.someHost"), locale);
  };
  return rows.map((r) => ({ gameId: r.game.id, title: r.game.title, invitedBy: nameOf(r.invitedById) }));
}

/** Accepts (joining as co-host) or declines an invitation; false when there is none for this moderator. */
export async function answerCohostInvite(gameId: string, userId: string, accept: boolean): Promise<boolean> {
  const me = await prisma.user.findUnique({ where: { id: userId }, select: { username: true } });
  if (!me?.username) return false;
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
    const invite = await tx.cohostInvite.findUnique({ where: { gameId_username: { gameId, username: me.username! } } });
    if (!invite) return false;
    await tx.cohostInvite.delete({ where: { gameId_username: { gameId, username: me.username! } } });
    if (accept)
      await tx.gameMember.createMany({
        data: [{ gameId, userId, role: "cohost", invitedById: invite.invitedById }],
        skipDuplicates: true,
      });
    return true;
  });
}

/**
 * Removes a co-host and everything they granted: the members they invited (and theirs, in turn) and
 * the player links they made. A link whose maker was not recorded (made before makers were) stays.
 */
export async function removeCohost(gameId: string, userId: string): Promise<boolean> {
  const done = await prisma.$transaction(async (tx) => {
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
    await tx.cohostInvite.deleteMany({ where: { gameId, invitedById: { in: removed } } });
    await tx.seatLink.updateMany({
      where: { gameId, createdById: { in: removed }, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    return true;
  });
  // After the commit: a request remembering the role before it would otherwise keep it.
  if (done) forgetAccess();
  return done;
}

export async function deleteGame(gameId: string): Promise<void> {
  await prisma.$transaction([
    prisma.game.delete({ where: { id: gameId } }),
    // Version 0: every process forgets what it knew of the game (lib/live/hub.ts).
    prisma.$executeRaw`SELECT pg_notify('game_events', ${`${gameId}:0`})`,
  ]);
}
