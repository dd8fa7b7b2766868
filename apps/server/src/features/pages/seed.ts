import { z } from "zod";
import { pagePlacementSchema, pageSlugSchema } from "@lampstand/contract/pages";
import { pageContentSchema } from "@lampstand/contract/page-blocks";
import { optionalText, requiredText } from "@lampstand/contract/text-fields";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { insertMissingPages, type SeedPage } from "./repository.ts";

/** A seed document as the contract checks a page staff save: a bad one is a bug of the release, found at start-up. */
const seedPageSchema = z.object({
  slug: pageSlugSchema,
  title: requiredText("Title", 120),
  description: optionalText("Description", 300).default(""),
  content: pageContentSchema,
  placement: pagePlacementSchema.optional(),
});

/**
 * Adds the built-in pages that are missing (first start, or a release that ships a new one),
 * published, each with its first revision; pages already there keep what staff made of them.
 * Safe when several processes start at once. Returns the addresses added.
 */
export async function seedBuiltInPages(db: Db, documents: readonly unknown[]): Promise<string[]> {
  const checked: SeedPage[] = documents.map((document, index) => {
    const result = seedPageSchema.safeParse(document);
    if (result.success) return result.data;
    const slug = (document as { slug?: unknown } | null)?.slug;
    const issue = result.error.issues[0];
    throw new Error(`Built-in page ${typeof slug === "string" ? `"${slug}"` : `#${index}`} is not a valid page: ${issue?.path.join(".")}: ${issue?.message}`);
  });
  return insertMissingPages(db, checked);
}

/**
 * Seeds at start-up, and tells every server process when pages were added: processes of the
 * previous release still running on the same PostgreSQL may hold the list of pages without them.
 */
export async function seedAndAnnounce(deps: Pick<AppDeps, "database" | "cache">, documents: readonly unknown[]): Promise<string[]> {
  const added = await seedBuiltInPages(deps.database.db, documents);
  if (added.length > 0) await Promise.all([deps.cache.invalidate("pages"), deps.cache.invalidate("page-list")]);
  return added;
}
