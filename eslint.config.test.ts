import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The boundaries of eslint.config.js ("What may import what" in docs/architecture.md) hold: a
 * wrong-way import planted in a file of each layer fails lint, and the same import where it is
 * allowed passes. The files need not exist: ESLint lints the text as if it were at that path.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL(".", import.meta.url)) });

async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const planted = 1;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("which way imports may point", () => {
  it("fails a server plugin that imports a feature, and lets a feature import a plugin", async () => {
    const wrong = await boundaryProblems("apps/server/src/plugins/planted.ts", 'import { toUser } from "../features/auth/repository.ts";\nvoid toUser;');
    expect(wrong).toEqual([expect.stringContaining("apps/server/src/plugins/ must not import features")]);
    expect(await boundaryProblems("apps/server/src/features/auth/planted.ts", 'import { currentUser } from "../../plugins/auth.ts";\nvoid currentUser;')).toEqual([]);
  });

  it("fails the layers below reaching up, and product code reaching for the test helpers", async () => {
    expect(await boundaryProblems("apps/server/src/sessions/planted.ts", 'import { hooksOf } from "../plugins/auth.ts";\nvoid hooksOf;')).toHaveLength(1);
    expect(await boundaryProblems("apps/server/src/db/planted.ts", 'import type { PublicCache } from "../public-reads/cache.ts";\nexport type P = PublicCache;')).toHaveLength(1);
    expect(await boundaryProblems("apps/server/src/public-reads/planted.ts", 'import { buildApp } from "../app.ts";\nvoid buildApp;')).toHaveLength(1);
    expect(await boundaryProblems("apps/server/src/web/planted.ts", 'import { eventRoutes } from "../features/events/routes.ts";\nvoid eventRoutes;')).toHaveLength(1);
    expect(await boundaryProblems("apps/server/src/features/events/planted.ts", 'import { startTestApp } from "../../test-support/test-app.ts";\nvoid startTestApp;')).toHaveLength(1);
  });

  it("lets tests import anything", async () => {
    expect(await boundaryProblems("apps/server/src/plugins/planted.test.ts", 'import { toUser } from "../features/auth/repository.ts";\nvoid toUser;')).toEqual([]);
  });

  it("fails the web app's lib importing a feature, and a feature importing another", async () => {
    const lib = await boundaryProblems("apps/web/app/lib/planted.ts", 'import { EventCard } from "~/features/events/event-card";\nvoid EventCard;');
    expect(lib).toEqual([expect.stringContaining("apps/web/app/lib/ must not import features")]);
    const across = await boundaryProblems("apps/web/app/features/inbox/planted.tsx", 'import { NEW } from "~/features/auth/notices";\nvoid NEW;');
    expect(across).toEqual([expect.stringContaining("apps/web/app/features/inbox/ must not import another feature")]);
    expect(await boundaryProblems("apps/web/app/features/inbox/planted.tsx", 'import { X } from "~/features/inbox/x";\nimport { Y } from "~/lib/api-client";\nvoid X; void Y;')).toEqual([]);
    expect(await boundaryProblems("apps/web/app/components/ui/planted.tsx", 'import { X } from "~/routes/site/layout";\nvoid X;')).toHaveLength(1);
  });
});
