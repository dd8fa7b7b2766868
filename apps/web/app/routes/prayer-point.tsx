import { PageHeading } from "~/components/page-heading";
import { publicPage } from "~/content/public-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/prayer-point");

export default function PrayerPointPage() {
  return <PageHeading title={publicPage("/prayer-point").heading} />;
}
