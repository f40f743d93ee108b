/**
 * Sign-in counters, in better-auth's rateLimit table under keys of our own: one fixed window per
 * client address (both sign-in routes share it) and a failure count per account.
 */
import { randomUUID } from "node:crypto";
import { prisma } from "./client";
import { FAILURE_MEMORY_MS } from "../auth/backoff";

/** Counts one attempt in the key's current window and returns the count so far (atomic). */
export async function countAttempt(key: string, windowMs: number, now = Date.now()): Promise<number> {
  const rows = await prisma.$queryRaw<Array<{ count: number }>>`
    INSERT INTO "rateLimit" (id, key, count, "lastRequest") VALUES (${randomUUID()}, ${key}, 1, ${BigInt(now)})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN "rateLimit"."lastRequest" <= ${BigInt(now - windowMs)} THEN 1 ELSE "rateLimit".count + 1 END,
      "lastRequest" = CASE WHEN "rateLimit"."lastRequest" <= ${BigInt(now - windowMs)} THEN ${BigInt(now)} ELSE "rateLimit"."lastRequest" END
    RETURNING count`;
  return Number(rows[0]!.count);
}

/** When the window that `countAttempt` counts in ends. */
export async function windowEndsAt(key: string, windowMs: number): Promise<number> {
  const row = await prisma.rateLimit.findUnique({ where: { key }, select: { lastRequest: true } });
  return row ? Number(row.lastRequest) + windowMs : Date.now();
}

export async function accountFailures(key: string): Promise<{ failures: number; lastFailureAt: number }> {
  const row = await prisma.rateLimit.findUnique({ where: { key }, select: { count: true, lastRequest: true } });
  return row ? { failures: row.count, lastFailureAt: Number(row.lastRequest) } : { failures: 0, lastFailureAt: 0 };
}

export async function recordFailure(key: string, now = Date.now()): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO "rateLimit" (id, key, count, "lastRequest") VALUES (${randomUUID()}, ${key}, 1, ${BigInt(now)})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN "rateLimit"."lastRequest" <= ${BigInt(now - FAILURE_MEMORY_MS)} THEN 1 ELSE "rateLimit".count + 1 END,
      "lastRequest" = ${BigInt(now)}`;
}

export async function clearFailures(key: string): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key } });
}
