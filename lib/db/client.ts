/**
 * The Prisma client: PostgreSQL when DATABASE_URL is set, the embedded PGlite database otherwise.
 * The client is created synchronously (better-auth takes the object), but the database is opened,
 * and pending migrations applied, only on the first query: `next build` never opens it.
 */
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";
import { applyMigrations } from "./migrate";
import { migratePostgres } from "./migrate-postgres";
import { lockDataDir } from "./data-dir";
import { serveBackups } from "./backup-socket";
import { env } from "../env";

/** Opens a database on first use and migrates it before any query runs. */
class MigratingAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres" as const;
  readonly adapterName: string;
  private ready?: Promise<SqlMigrationAwareDriverAdapterFactory>;

  constructor(
    name: string,
    private readonly open: () => Promise<SqlMigrationAwareDriverAdapterFactory>,
    /** Brings the database up to date before it serves; by default through the serving adapter. */
    private readonly migrate: (inner: SqlMigrationAwareDriverAdapterFactory) => Promise<unknown> = applyMigrations,
  ) {
    this.adapterName = name;
  }

  /** Resolves once the database is open and migrated. */
  opened(): Promise<SqlMigrationAwareDriverAdapterFactory> {
    this.ready ??= (async () => {
      const inner = await this.open();
      await this.migrate(inner);
      return inner;
    })();
    this.ready.catch(() => (this.ready = undefined));
    return this.ready;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return (await this.opened()).connect();
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return (await this.opened()).connectToShadowDb();
  }
}

export interface Database {
  prisma: PrismaClient;
  kind: "postgres" | "pglite";
  factory: MigratingAdapterFactory;
  /** The embedded database, once opened (for LISTEN/NOTIFY fan-out and clean shutdown). */
  pglite?: PGlite;
  /** The embedded database's folder (held by this process while open). */
  dataDir?: string;
  close(): Promise<void>;
}

function createDatabase(): Database {
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    const factory = new MigratingAdapterFactory(
      "pg",
      async () => new PrismaPg({ connectionString: url, max: 10 }),
      () => migratePostgres(url),
    );
    const prisma = new PrismaClient({ adapter: factory });
    const db: Database = { prisma, kind: "postgres", factory, close: () => prisma.$disconnect() };
    closeOnExit(db);
    return db;
  }
  let release: (() => void) | undefined;
  let stopBackups: (() => void) | undefined;
  const dataDir = path.resolve(env.GRIMOIRE_DATA_DIR);
  const db: Database = {
    kind: "pglite",
    dataDir,
    prisma: undefined as unknown as PrismaClient,
    factory: new MigratingAdapterFactory("pglite", async () => {
      // Before PGlite touches a file: a second process on the folder stops here (DataDirLockedError).
      release ??= lockDataDir(dataDir);
      const dir = path.join(dataDir, "pglite");
      const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
        import("@electric-sql/pglite"),
        import("pglite-prisma-adapter"),
      ]);
      const pglite = await PGlite.create(dir);
      db.pglite = pglite;
      // `npm run backup` asks this process for a dump: it cannot open the folder this one holds.
      stopBackups = serveBackups(pglite, dataDir);
      closeOnExit(db);
      return new PrismaPGlite(pglite);
    }),
    async close() {
      await db.prisma.$disconnect();
      stopBackups?.();
      if (db.pglite && !db.pglite.closed) await db.pglite.close();
      release?.();
    },
  };
  db.prisma = new PrismaClient({ adapter: db.factory });
  return db;
}

/**
 * PGlite must be closed cleanly: an unclean exit can make sequences jump. `npm start` sets
 * NEXT_MANUAL_SIG_HANDLE so that Next's own handler does not exit before this one has closed it.
 */
function closeOnExit(db: Database) {
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      void db
        .close()
        .then(() => console.log("[grimoire] database closed"))
        .finally(() => process.exit(0));
    });
  }
}

const globalForDb = globalThis as unknown as { __grimoireDb?: Database };

export function getDatabase(): Database {
  globalForDb.__grimoireDb ??= createDatabase();
  return globalForDb.__grimoireDb;
}

export const prisma: PrismaClient = getDatabase().prisma;
