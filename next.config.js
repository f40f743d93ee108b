import createNextIntlPlugin from "next-intl/plugin";

/**
 * Headers for every page and answer. Script policies are set per page: by hash on the town square
 * and player pages (lib/security-headers.ts), by a per-request nonce on the moderator pages (proxy.ts).
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Content-Security-Policy",
    value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  },
  ...(process.env.APP_URL?.startsWith("https://")
    ? [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]
    : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  reactStrictMode: true,
  // NEXT_DIST_DIR lets a second build or dev server run beside the first (parallel test runs).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  // CI builds once from a clean clone: Turbopack's cache on disk would only be written (12 s at the
  // end of a build on the 2-core machine), never read. A developer's builds keep it.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // Native, WebAssembly and database packages stay plain Node requires instead of being bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "@prisma/driver-adapter-utils",
    "pg",
  ],
  outputFileTracingIncludes: {
    "/**": ["./prisma/migrations/**/*", "./node_modules/@prisma/schema-engine-wasm/*.wasm"],
  },
};

// next-intl without locale prefixes in the URLs: i18n/request.ts picks each request's language.
export default createNextIntlPlugin("./i18n/request.ts")(nextConfig);
