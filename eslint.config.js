import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Which way imports may point (docs/architecture.md, "What may import what"): each folder lists
 * the folders it must not reach, and a wrong-way import fails `npm run lint`. ESLint's own
 * no-restricted-imports, matched on the import as written: the server's folders are one level
 * under src/ and imported by relative paths (`../features/…`, `../../db/…`), the web app's by
 * its "~/" alias. Tests may import anything, and are left out.
 */
const TESTS = ["**/*.test.{ts,tsx}", "apps/server/src/test-support/**", "apps/server/src/system-tests/**"];

/** A server folder (or root file) reached by a relative import from anywhere under src/. */
const serverFolder = (name) => `^(?:\\.\\./)+${name.replace(".", "\\.")}(?:/|$)`;

/** Rules for the files of `folder`, forbidding the server folders `reach`. */
function serverBoundary(folder, reach) {
  return {
    files: [`apps/server/src/${folder}/**/*.ts`],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: reach.map((name) => ({
            regex: serverFolder(name),
            message: `apps/server/src/${folder}/ must not import ${name}: see "What may import what" in docs/architecture.md.`,
          })),
        },
      ],
    },
  };
}

/** Never imported by product code: the test helpers, and the entry points that only main.ts composes. */
const ENTRY_POINTS_AND_TESTS = ["test-support", "system-tests", "seed", "backup", "app.ts", "main.ts", "dev.ts"];

const SERVER_BOUNDARIES = [
  serverBoundary("db", ["features", "plugins", "web", "public-reads", "sessions", "images", ...ENTRY_POINTS_AND_TESTS]),
  serverBoundary("sessions", ["features", "plugins", "web", "public-reads", "images", ...ENTRY_POINTS_AND_TESTS]),
  serverBoundary("public-reads", ["features", "plugins", "web", "sessions", "images", ...ENTRY_POINTS_AND_TESTS]),
  serverBoundary("images", ["features", "plugins", "web", "public-reads", "sessions", ...ENTRY_POINTS_AND_TESTS]),
  serverBoundary("plugins", ["features", "web", ...ENTRY_POINTS_AND_TESTS]),
  serverBoundary("features", ["web", ...ENTRY_POINTS_AND_TESTS]),
  serverBoundary("web", ["features", "sessions", ...ENTRY_POINTS_AND_TESTS]),
  serverBoundary("mail", ["features", "plugins", "web", "public-reads", "sessions", ...ENTRY_POINTS_AND_TESTS]),
  serverBoundary("seed", ["web", "plugins", "test-support", "system-tests", "app.ts", "main.ts", "dev.ts"]),
  serverBoundary("backup", ["web", "features", "plugins", "test-support", "system-tests", "seed", "app.ts", "main.ts", "dev.ts"]),
];

/** The web app's folders, as imported through "~/" (or relatively, from a neighbouring folder). */
const webFolder = (name) => `^(?:~/|(?:\\.\\./)+)${name}(?:/|$)`;
const webMessage = (folder, name) => `apps/web/app/${folder} must not import ${name}: see "What may import what" in docs/architecture.md.`;
const webRule = (folder, patterns) => ({
  files: [`apps/web/app/${folder}**/*.{ts,tsx}`],
  ignores: TESTS,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});
const webReach = (folder, names) => names.map((name) => ({ regex: webFolder(name), message: webMessage(folder, name) }));

/** Each web feature: never the routes, and never another feature (what two features need goes to lib/ or components/). */
const webFeatures = readdirSync(new URL("./apps/web/app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_BOUNDARIES = [
  webRule("lib/", webReach("lib/", ["features", "routes", "components"])),
  webRule("components/", webReach("components/", ["features", "routes"])),
  // Content pages' building blocks show the site's content; other components do not reach for it.
  webRule("components/{ui,site}/", webReach("components/", ["features", "routes", "content"])),
  webRule("content/", webReach("content/", ["features", "routes"])),
  ...webFeatures.map((feature) =>
    webRule(`features/${feature}/`, [
      ...webReach(`features/${feature}/`, ["routes"]),
      { regex: `^~/features/(?!${feature}/)`, message: webMessage(`features/${feature}/`, "another feature") },
      { regex: "^\\.\\./(?!\\.\\./)", message: webMessage(`features/${feature}/`, "another feature") },
    ]),
  ),
];

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/build/**", "**/.react-router/**", "apps/server/drizzle/**", "data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...SERVER_BOUNDARIES,
  ...WEB_BOUNDARIES,
);
