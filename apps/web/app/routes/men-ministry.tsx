import { MinistryPage } from "~/components/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/men-ministry");

export default function MenMinistryPage() {
  return <MinistryPage ministry={ministry("/men-ministry")} />;
}
