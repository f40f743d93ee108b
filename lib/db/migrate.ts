/**
 * Applies Prisma migrations without the Prisma CLI's native engine (which it would download): the
 * schema engine's WebAssembly build runs over the same driver adapter the app uses, so migrations
 * work the same on PGlite and PostgreSQL and write the usual `_prisma_migrations` table. Users with
 * internet can still run `prisma migrate` on the same folder.
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";

type SchemaEngineModule = typeof import("@prisma/schema-engine-wasm");
type SchemaEngine = Awaited<ReturnType<SchemaEngineModule["SchemaEngine"]["new"]>>;
type MigrationList = Parameters<SchemaEngine["applyMigrations"]>[0]["migrationsList"];

let enginePromise: Promise<SchemaEngineModule> | undefined;

/** Loads the engine with WebAssembly.instantiate: Node 20 cannot import a .wasm module. */
function loadSchemaEngine(): Promise<SchemaEngineModule> {
  enginePromise ??= (async () => {
    // Found from the project root rather than imported, so that bundlers leave the engine alone.
    const dir = path.join(/* turbopackIgnore: true */ process.cwd(), "node_modules", "@prisma", "schema-engine-wasm");
    const bg = await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(path.join(dir, "schema_engine_bg.js")).href
    );
    const bytes = await readFile(/* turbopackIgnore: true */ path.join(dir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
    return bg as SchemaEngineModule;
  })();
  return enginePromise;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");
export const SCHEMA_PATH = path.join(process.cwd(), "prisma", "schema.prisma");

export async function readMigrations(baseDir = MIGRATIONS_DIR): Promise<MigrationList> {
  const lockPath = "migration_lock.toml";
  const lockContent = await readFile(/* turbopackIgnore: true */ path.join(baseDir, lockPath), "utf8").catch(
    () => null,
  );
  const entries = await readdir(/* turbopackIgnore: true */ baseDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    dirs.map(async (name) => {
      const content = await readFile(/* turbopackIgnore: true */ path.join(baseDir, name, "migration.sql"), "utf8")
        .then((value) => ({ tag: "ok" as const, value }))
        .catch((e: Error) => ({ tag: "error" as const, value: e.message }));
      return { path: name, migrationFile: { path: "migration.sql", content } };
    }),
  );
  return { baseDir, lockfile: { path: lockPath, content: lockContent }, shadowDbInitScript: "", migrationDirectories };
}

async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  f: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadSchemaEngine();
  const logs: string[] = [];
  const engine = await SchemaEngine.new(
    { datamodels: undefined },
    (log: string) => logs.push(log),
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await f(engine);
  } finally {
    engine.free();
  }
}

const noFilter = { externalTables: [], externalEnums: [] };

/** Applies pending migrations; returns the names of those it applied. */
export async function applyMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
  baseDir = MIGRATIONS_DIR,
): Promise<string[]> {
  const migrationsList = await readMigrations(baseDir);
  return withEngine(factory, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters: noFilter });
    return out.appliedMigrationNames;
  });
}

/**
 * The SQL that brings a database built from the migrations folder to the schema file: what a new
 * migration must contain. Uses the factory's shadow database.
 */
export async function diffMigrationsToSchema(
  factory: SqlMigrationAwareDriverAdapterFactory,
  baseDir = MIGRATIONS_DIR,
  schemaPath = SCHEMA_PATH,
): Promise<string> {
  const migrationsList = await readMigrations(baseDir);
  const content = await readFile(/* turbopackIgnore: true */ schemaPath, "utf8");
  return withEngine(factory, async (engine) => {
    const result = await engine.diff({
      from: migrationsList.migrationDirectories.length ? { tag: "migrations", ...migrationsList } : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content }] },
      script: true,
      exitCode: null,
      filters: noFilter,
    } as Parameters<SchemaEngine["diff"]>[0]);
    return (result as { stdout?: string }).stdout ?? "";
  });
}
