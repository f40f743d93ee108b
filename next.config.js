/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
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

export default nextConfig;
