/**
 * The dashboard's newsletter tile (issue 24): how many of the pastor's desk posts are drafts and
 * how many are scheduled (published, with a `publish_at` still to come), read from GET /view-desks.
 * Only a server that gives posts a `status` can say: with none of them carrying one, there is no
 * tile (null), rather than a count of nothing.
 */
export type DeskState = { status?: unknown; publish_at?: unknown };

export function newsletterStates(posts: readonly DeskState[], now: Date): { drafts: number; scheduled: number } | null {
  if (!posts.some((post) => typeof post.status === "string")) return null;
  let drafts = 0;
  let scheduled = 0;
  for (const post of posts) {
    if (post.status === "draft") drafts++;
    else if (post.status === "published" && typeof post.publish_at === "string" && Date.parse(post.publish_at) > now.getTime()) scheduled++;
  }
  return { drafts, scheduled };
}
