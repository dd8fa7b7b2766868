import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/our-mission");

export default function OurMissionPage() {
  return <PageHeading title={publicPage("/our-mission").heading} />;
}
