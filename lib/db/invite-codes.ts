/** Invite codes for REGISTRATION=invite: made by a moderator, shown once, stored hashed, used once. */
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "./client";

const hash = (code: string) => createHash("sha256").update(code.trim()).digest("hex");
const WEEK = 7 * 24 * 60 * 60 * 1000;

export async function createInviteCode(createdById: string, now = new Date()) {
  const code = randomBytes(12).toString("base64url");
  const row = await prisma.inviteCode.create({
    data: { codeHash: hash(code), createdById, expiresAt: new Date(now.getTime() + WEEK) },
  });
  return { id: row.id, code, expiresAt: row.expiresAt };
}

export async function listInviteCodes(createdById: string) {
  return prisma.inviteCode.findMany({
    where: { createdById, usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, createdAt: true, expiresAt: true },
    orderBy: { createdAt: "desc" },
  });
}

export async function deleteInviteCode(createdById: string, id: string): Promise<boolean> {
  return (await prisma.inviteCode.deleteMany({ where: { id, createdById, usedAt: null } })).count > 0;
}

/** Marks the code used, if it is unused and current; false otherwise. Atomic: one code, one account. */
export async function claimInviteCode(code: string): Promise<boolean> {
  const r = await prisma.inviteCode.updateMany({
    where: { codeHash: hash(code), usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  return r.count > 0;
}

/** After the sign-up: records who used the code, or frees it again when the sign-up failed. */
export async function settleInviteCode(code: string, usedById: string | null): Promise<void> {
  await prisma.inviteCode.updateMany({
    where: { codeHash: hash(code), usedById: null },
    data: usedById ? { usedById } : { usedAt: null },
  });
}
