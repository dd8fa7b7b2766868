import { Link } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import { AuthPage, authLinkClass } from "~/features/auth/auth-page";
import { useSettings } from "~/lib/settings";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Signed out", args) }, { name: "robots", content: "noindex" }];

/**
 * Where Logout lands (issue 24): it says the sign-out happened, so someone on a shared computer
 * knows the panel is closed, and offers the two ways on: the website, or signing in again.
 * Server-rendered like the login, so it shows at once.
 */
export default function SignedOutPage() {
  const { name } = useSettings();
  return (
    <AuthPage title="You are signed out" panelTitle="Go in peace" verse={{ text: "The Lord bless thee, and keep thee.", reference: "Numbers 6:24" }}>
      <p role="status" className="text-lg text-slate-700 dark:text-slate-300">
        You have signed out of the admin panel. Nobody can use it from this browser until someone signs in again.
      </p>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Link to="/" className={`${buttonClass({ size: "lg" })} dark:bg-indigo-600 dark:hover:bg-indigo-500`}>
          Go to the {name} website
        </Link>
        <Link to="/login" className={authLinkClass}>
          Sign in again
        </Link>
      </div>
    </AuthPage>
  );
}
