/**
 * Much JSON at once (an import's events, the snapshot of a long game's state) read and written as
 * one string that PostgreSQL parses or prints: the Prisma client converts every value of a JSON
 * column on the event loop (a 5,000-seat snapshot or 200 event rows held it 100–250 ms each, a
 * 20,000-event game's snapshot took 200 ms to read), JSON.stringify and JSON.parse take a few.
 */
import { Prisma } from "./generated/client";
import type { GameState } from "../game/ruleset";
import { splitUndoList, withUndoList, type StateWithoutUndo, type UndoList } from "../game/undo-list";

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
  await insertEventsText(tx, gameId, JSON.stringify(rows));
}

/** The same, the rows already written as one JSON array (an import's, by lib/game/import-prepare.ts). */
export async function insertEventsText(tx: Tx, gameId: string, rows: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "GameEvent" ("gameId", "seq", "type", "payload", "actorId", "at")
    SELECT ${gameId}, e.seq, e.type, e.payload, e."actorId", e.at AT TIME ZONE 'UTC'
    FROM jsonb_to_recordset(${rows}::jsonb)
      AS e(seq int, type text, payload jsonb, "actorId" text, at timestamptz)`;
}

export async function insertSnapshot(tx: Tx, gameId: string, seq: number, game: GameState): Promise<void> {
  const { state, undoList } = splitUndoList(game);
  await insertSnapshotText(tx, gameId, seq, { state: JSON.stringify(state), undoList: JSON.stringify(undoList) });
}

/**
 * A snapshot already written as JSON (lib/json-in-steps.ts's stringifyInSteps, for a long game's): the
 * state without its undo list, and the list.
 */
export async function insertSnapshotText(
  tx: Tx,
  gameId: string,
  seq: number,
  text: { state: string; undoList: string },
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "GameSnapshot" ("gameId", "seq", "state", "undoList")
    VALUES (${gameId}, ${seq}, ${text.state}::jsonb, ${text.undoList}::jsonb)`;
}

export interface SnapshotRow {
  seq: number;
  state: GameState;
}

/**
 * Whether a read takes the state's undo list. Without it (`undoList: false`) the state's list is empty:
 * for views that never read it (the public and players' views, the games list), not for commands.
 */
export interface SnapshotReading {
  undoList?: boolean;
}

/**
 * The snapshot's columns as text: the state without its undo list (one written before the list was
 * kept apart holds it in its state: taken out there), and the list when asked for.
 */
const snapshotText = (undoList: boolean) => Prisma.sql`seq, (state #- '{core,undoable}')::text AS state,
  CASE WHEN ${undoList} THEN COALESCE("undoList", state #> '{core,undoable}')::text END AS "undoList"`;

type SnapshotText = { seq: number; state: string; undoList: string | null };

const parsed = (row: SnapshotText): SnapshotRow => ({
  seq: row.seq,
  state: withUndoList(
    JSON.parse(row.state) as StateWithoutUndo,
    row.undoList ? (JSON.parse(row.undoList) as UndoList) : [],
  ),
});

/** The newest snapshot of a game at or before `seq`, or null. */
export async function readSnapshot(
  db: Tx,
  gameId: string,
  seq: number,
  { undoList = true }: SnapshotReading = {},
): Promise<SnapshotRow | null> {
  const rows = await db.$queryRaw<SnapshotText[]>`
    SELECT ${snapshotText(undoList)} FROM "GameSnapshot"
    WHERE "gameId" = ${gameId} AND seq <= ${seq} ORDER BY seq DESC LIMIT 1`;
  const row = rows[0];
  return row ? parsed(row) : null;
}

/** The newest snapshot of each of these games (a game without one is absent). */
export async function readNewestSnapshots(
  db: Tx,
  gameIds: readonly string[],
  { undoList = true }: SnapshotReading = {},
): Promise<Map<string, SnapshotRow>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.$queryRaw<Array<SnapshotText & { gameId: string }>>`
    SELECT DISTINCT ON ("gameId") "gameId", ${snapshotText(undoList)} FROM "GameSnapshot"
    WHERE "gameId" = ANY(${gameIds as string[]}) ORDER BY "gameId", seq DESC`;
  return new Map(rows.map((r) => [r.gameId, parsed(r)]));
}
