import type { z } from "zod";
import { blockLabel } from "./block-fields";
import { getIn, type Path } from "./edit-path";

export type Problem = { path: Path; message: string };

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/**
 * The problems a check of the page found, one per field, with the words a person reads. A field
 * that may take two shapes (a paragraph: text or pieces; a link: an address or a setting) fails
 * as a whole; the first shape's own complaint ("A paragraph is required.") says more than the
 * union's, so that one is kept.
 */
export function problemsOf(error: z.ZodError): Problem[] {
  const found: Problem[] = [];
  const seen = new Set<string>();
  const visit = (issues: readonly Issue[], prefix: Path) => {
    for (const issue of issues) {
      const path = [...prefix, ...(issue.path as (string | number)[])];
      const firstBranch = issue.code === "invalid_union" ? issue.errors?.find((branch) => branch.length > 0) : undefined;
      if (firstBranch) {
        visit(firstBranch, path);
        continue;
      }
      const key = path.join(".");
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ path, message: issue.message });
    }
  };
  visit(error.issues as unknown as Issue[], []);
  return found;
}

/** Where a problem is, in words: "Block 2 (Cards) › card 1". */
export function placeOf(doc: unknown, path: Path): string {
  const parts: string[] = [];
  for (let index = 0; index < path.length; index++) {
    const key = path[index];
    const next = path[index + 1];
    if (typeof key === "string" && typeof next === "number") {
      const item = getIn(doc, path.slice(0, index + 2));
      const type = typeof item === "object" && item !== null && "type" in item ? String((item as { type: unknown }).type) : null;
      parts.push(type ? `block ${next + 1} (${blockLabel(type)})` : `${key} ${next + 1}`);
      index++;
    }
  }
  return parts.join(" › ");
}
