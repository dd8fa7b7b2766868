import { ChangePasswordScreen } from "~/features/account/change-password-screen";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Change Password | Admin Panel", args) }, { name: "robots", content: "noindex" }];

/** /admin/change-password: the signed-in staff member's own password (linked from the header). */
export default function ChangePassword() {
  return <ChangePasswordScreen />;
}
