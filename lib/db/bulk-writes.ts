/**
 * Writes of much JSON at once (an import's events, a snapshot of a long game's state) as one string
 * that PostgreSQL parses: the Prisma client converts every value of a JSON column on the event loop
 * (a 5,000-seat snapshot or 200 event rows held it 100–250 ms each), JSON.stringify does it in a few.
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
  await tx.$executeRaw`
    INSERT INTO "GameSnapshot" ("gameId", "seq", "state") VALUES (${gameId}, ${seq}, ${JSON.stringify(state)}::jsonb)`;
}
