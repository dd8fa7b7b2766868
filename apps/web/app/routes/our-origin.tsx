import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/our-origin");

export default function OurOriginPage() {
  return <PageHeading title={publicPage("/our-origin").heading} />;
}
