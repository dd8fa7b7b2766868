import { AdminUsersScreen } from "~/features/admin-users/admin-users-screen";
import { siteConfig } from "~/site.config";

export const meta = () => [{ title: `Admin Management | Admin Panel | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];

/** /admin/admin-management (SPEC §2.13). */
export default function AdminManagement() {
  return <AdminUsersScreen />;
}
