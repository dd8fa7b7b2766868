import { ChangePasswordScreen } from "~/features/account/change-password-screen";
import { siteConfig } from "~/site.config";

export const meta = () => [{ title: `Change Password | Admin Panel | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];

/** /admin/change-password: the signed-in staff member's own password (linked from the header). */
export default function ChangePassword() {
  return <ChangePasswordScreen />;
}
