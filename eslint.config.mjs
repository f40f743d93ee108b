import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier/flat";

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
