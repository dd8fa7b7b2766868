import { MinistryPage } from "~/components/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/choir-ministry");

export default function ChoirMinistryPage() {
  return <MinistryPage ministry={ministry("/choir-ministry")} />;
}
