import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier/flat";

/**
 * Tests and the helpers that only tests use, by folder: test/ (the one test table, test/table.ts),
 * a rule system's testing/ (its builders on that table) and fixtures/.
 */
const TEST_FILES = ["**/*.test.ts", "**/testing/**", "**/fixtures/**", "test/**"];
const TEST_SUPPORT = ["**/testing", "**/testing/**", "**/fixtures/**"];
/**
 * test/ is test support, except test/rulesets/: the rule systems that prove the recipe for a new one
 * (docs/architecture.md) are registered like any other, and offered only where the tests turn them on.
 */
const TEST_FOLDER = "^(@/|(\\.\\./)+)test/(?!rulesets/)";
const noTestSupport = [
  { group: TEST_SUPPORT, message: "Test support is not product code." },
  { regex: TEST_FOLDER, message: "Test support is not product code." },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // The hooks rules are errors, the React Compiler's rules included.
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.flat["recommended-latest"].rules).map((r) => [r, "error"]),
    ),
  },
  {
    // Type-aware rules where they are cheap: the ones that catch forgotten promises.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // The arrows point one way: the core knows no rule system, a rule system knows no registry, and
    // code the app ships never imports test support.
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "pages/**/*.tsx"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": ["error", { patterns: noTestSupport }],
    },
  },
  {
    files: ["lib/game/**/*.ts"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/rulesets/**", "**/registry"], message: "The core takes the ruleset as a parameter." },
            ...noTestSupport,
          ],
        },
      ],
    },
  },
  {
    // The store reads and writes what it is handed the rule system for (lib/service binds the registry).
    files: ["lib/db/**/*.ts"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/registry", "**/service/**"], message: "The store is handed the ruleset." },
            ...noTestSupport,
          ],
        },
      ],
    },
  },
  {
    // A rule system's rules are pure: no registry, database, routes, React or screens of its own.
    files: ["lib/rulesets/**/*.ts"],
    ignores: [...TEST_FILES, "lib/rulesets/*/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/registry", "**/db/**", "**/app/**"], message: "A ruleset is pure and knows no registry." },
            { group: ["**/ui/**", "react", "react-dom", "next/*"], message: "The rules know no screen." },
            ...noTestSupport,
          ],
        },
      ],
    },
  },
  {
    // A rule system's screens read its views and the shared UI, never the database or the registry.
    files: ["lib/rulesets/*/ui/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/registry", "**/db/**", "**/app/**"], message: "A screen gets its view through props." },
            ...noTestSupport,
          ],
        },
      ],
    },
  },
  {
    // Signing in, up or out changes the account: a full page load drops every client cache of the last one.
    files: ["components/auth/*.tsx", "components/sign-out-button.tsx"],
    rules: { "@next/next/no-location-assign-relative-destination": "off" },
  },
  prettier,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    ".data*/**",
    "test-results/**",
    "playwright-report/**",
    "lib/db/generated/**",
    "next-env.d.ts",
  ]),
]);
