import { Outlet } from "react-router";

/**
 * Staff sign-up and login (SPEC §2.10): outside the public frame, following the system's light or
 * dark preference (the `dark:` variant works inside data-theme="system", app.css).
 */
export default function AuthLayout() {
  return (
    <div data-theme="system" className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <main id="main-content" className="flex min-h-screen">
        <Outlet />
      </main>
    </div>
  );
}
