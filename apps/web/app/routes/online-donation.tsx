import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/online-donation");

export default function OnlineDonationPage() {
  return <PageHeading title={publicPage("/online-donation").heading} />;
}
