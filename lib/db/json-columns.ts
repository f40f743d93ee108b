/**
 * Much JSON at once (an import's events, the snapshot of a long game's state) read and written as
 * one string that PostgreSQL parses or prints: the Prisma client converts every value of a JSON
 * column on the event loop (a 5,000-seat snapshot or 200 event rows held it 100–250 ms each, a
 * 20,000-event game's snapshot took 200 ms to read), JSON.stringify and JSON.parse take a few.
 */
import type { Prisma } from "./generated/client";
import type { GameState } from "../game/ruleset";

type Tx = Prisma.TransactionClient;

export interface EventRow {
  seq: number;
  type: string;
  payload: unknown;
  actorId: string;
  /** ISO 8601 with an offset. */
  at: string;
}

/** Inserts events of one game; `at` is stored in UTC, as the client stores a DateTime. */
export async function insertEvents(tx: Tx, gameId: string, rows: readonly EventRow[]): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "GameEvent" ("gameId", "seq", "type", "payload", "actorId", "at")
    SELECT ${gameId}, e.seq, e.type, e.payload, e."actorId", e.at AT TIME ZONE 'UTC'
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS e(seq int, type text, payload jsonb, "actorId" text, at timestamptz)`;
}

export async function insertSnapshot(tx: Tx, gameId: string, seq: number, state: GameState): Promise<void> {
  await insertSnapshotText(tx, gameId, seq, JSON.stringify(state));
}

/** A snapshot already written as JSON (lib/json-in-steps.ts's stringifyInSteps, for a long game's). */
export async function insertSnapshotText(tx: Tx, gameId: string, seq: number, state: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "GameSnapshot" ("gameId", "seq", "state") VALUES (${gameId}, ${seq}, ${state}::jsonb)`;
}

export interface SnapshotRow {
  seq: number;
  state: GameState;
}

/** The newest snapshot of a game at or before `seq`, or null. */
export async function readSnapshot(db: Tx, gameId: string, seq: number): Promise<SnapshotRow | null> {
  const rows = await db.$queryRaw<Array<{ seq: number; state: string }>>`
    SELECT seq, state::text AS state FROM "GameSnapshot"
    WHERE "gameId" = ${gameId} AND seq <= ${seq} ORDER BY seq DESC LIMIT 1`;
  const row = rows[0];
  return row ? { seq: row.seq, state: JSON.parse(row.state) as GameState } : null;
}

/** The newest snapshot of each of these games (a game without one is absent). */
export async function readNewestSnapshots(db: Tx, gameIds: readonly string[]): Promise<Map<string, SnapshotRow>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.$queryRaw<Array<{ gameId: string; seq: number; state: string }>>`
    SELECT DISTINCT ON ("gameId") "gameId", seq, state::text AS state FROM "GameSnapshot"
    WHERE "gameId" = ANY(${gameIds as string[]}) ORDER BY "gameId", seq DESC`;
  return new Map(rows.map((r) => [r.gameId, { seq: r.seq, state: JSON.parse(r.state) as GameState }]));
}
