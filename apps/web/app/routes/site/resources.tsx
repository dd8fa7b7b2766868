import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { ResourceCardGrid } from "~/components/page-kit/resource-card";
import { publicPage } from "~/content/public-pages";
import { RESOURCE_HUB } from "~/content/resources";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/resources"), args);

export default function ResourcesPage() {
  return (
    <>
      <PageHeading
        title={publicPage("/resources").heading}
        subtitle="Devotionals, manuals, teaching and tools to help you grow in faith and serve with confidence."
      />
      <div className={`${pageContainer} py-12 md:py-16`}>
        <ResourceCardGrid cards={RESOURCE_HUB} label="Resources" />
      </div>
    </>
  );
}
