import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": root, "server-only": `${root}test/empty-module.ts` } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "test/**/*.test.ts"],
          exclude: ["**/*.db.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          // Each worker imports the rule systems and catalogues once, not once per file (import was half
          // the step's time); no unit test leaves module state behind (checked in a shuffled order too).
          isolate: false,
          // Both cores: vitest's default on a 2-core machine is one worker (cores - 1).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["lib/**/*.db.test.ts", "test/**/*.db.test.ts"],
          environment: "node",
          globalSetup: ["./test/db-global-setup.ts"],
          setupFiles: ["./test/db-worker-database.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
