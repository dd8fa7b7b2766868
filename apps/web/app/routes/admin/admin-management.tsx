import { AdminUsersScreen } from "~/features/admin-users/admin-users-screen";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Admin Management | Admin Panel", args) }, { name: "robots", content: "noindex" }];

/** /admin/admin-management (SPEC §2.13). */
export default function AdminManagement() {
  return <AdminUsersScreen />;
}
