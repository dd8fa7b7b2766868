import { PageHeading, pageContainer } from "~/components/site/page-heading";
import { ResourceCardGrid } from "~/components/page-kit/resource-card";
import { publicPage } from "~/content/public-pages";
import { KEY_RESOURCES } from "~/content/resources";
import { pageMeta, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => pageMeta(publicPage("/key-resources"), args);

export default function KeyResourcesPage() {
  return (
    <>
      <PageHeading
        title={publicPage("/key-resources").heading}
        subtitle="The devotional, manuals, guides and tools our parish uses week by week."
      />
      <div className={`${pageContainer} py-12 md:py-16`}>
        <ResourceCardGrid cards={KEY_RESOURCES} label="Key resources" />
      </div>
    </>
  );
}
