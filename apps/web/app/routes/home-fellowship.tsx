import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/home-fellowship");

export default function HomeFellowshipPage() {
  return <PageHeading title={publicPage("/home-fellowship").heading} />;
}
