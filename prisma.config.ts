import { defineConfig } from "prisma/config";

// DATABASE_URL is optional: without it the app uses the embedded PGlite database in .data/.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
