import { MinistryPage } from "~/components/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/children-ministry");

export default function ChildrenMinistryPage() {
  return <MinistryPage ministry={ministry("/children-ministry")} />;
}
