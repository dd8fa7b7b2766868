import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/give-by-text");

export default function GiveByTextPage() {
  return <PageHeading title={publicPage("/give-by-text").heading} />;
}
