import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/sunday-school");

export default function SundaySchoolPage() {
  return <PageHeading title={publicPage("/sunday-school").heading} />;
}
