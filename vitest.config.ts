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
          setupFiles: ["./test/catalogues-setup.ts"],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["lib/**/*.db.test.ts", "test/**/*.db.test.ts"],
          environment: "node",
          globalSetup: ["./test/db-global-setup.ts"],
          setupFiles: ["./test/db-worker-database.ts", "./test/catalogues-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
