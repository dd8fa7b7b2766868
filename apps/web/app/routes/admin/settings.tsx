import { useState } from "react";
import { useUnsavedChangesGuard } from "~/components/ui/unsaved-changes";
import { SettingsScreen } from "~/features/settings/settings-screen";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Site Settings | Admin Panel", args) }, { name: "robots", content: "noindex" }];

/** /admin/settings: the church's settings (issue 20), guarded against leaving with unsaved changes. */
export default function Settings() {
  const [dirty, setDirty] = useState(false);
  const leaveGuard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <SettingsScreen onDirtyChange={setDirty} />
      {leaveGuard}
    </>
  );
}
