import { MinistryPage } from "~/components/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/youth-ministry");

export default function YouthMinistryPage() {
  return <MinistryPage ministry={ministry("/youth-ministry")} />;
}
