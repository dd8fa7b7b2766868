import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/general-overseer");

export default function GeneralOverseerPage() {
  return <PageHeading title={publicPage("/general-overseer").heading} />;
}
