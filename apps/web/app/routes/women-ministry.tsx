import { MinistryPage } from "~/components/ministry-page";
import { ministry } from "~/content/ministries";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/women-ministry");

export default function WomenMinistryPage() {
  return <MinistryPage ministry={ministry("/women-ministry")} />;
}
