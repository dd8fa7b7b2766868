import { Form, useLocation, useNavigation } from "react-router";
import { Spinner } from "./spinner";
import { buttonClass } from "./styles";

/**
 * What shows where live data could not be loaded (SPEC §4): the spec's heading, the error's own
 * words, and a button that loads the page's data again ('Retry' or 'Try Again'). The button
 * submits a GET form to the same address, so it works before JavaScript too; with JavaScript,
 * React Router runs the page's loaders again without reloading, and a spinner shows meanwhile.
 * Pages take it through `LoadProblem` (load-problem.tsx), which loads this code only where it shows.
 */
export function LoadProblemView({
  heading,
  detail,
  action,
  loadingLabel,
  onDark = false,
}: {
  heading: string;
  detail?: string;
  action: "Retry" | "Try Again";
  loadingLabel: string;
  onDark?: boolean;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location.pathname === location.pathname) {
    return (
      <div className={`flex justify-center py-10 ${onDark ? "text-amber-300" : "text-indigo-800"}`}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  const params = [...new URLSearchParams(location.search)];
  return (
    <div role="alert" className={`flex flex-col items-center gap-3 px-4 py-10 text-center ${onDark ? "text-white" : "text-slate-800"}`}>
      <p className={`text-xl font-bold ${onDark ? "text-white" : "text-indigo-950"}`}>{heading}</p>
      {detail ? <p className={onDark ? "text-indigo-100" : "text-slate-700"}>{detail}</p> : null}
      <Form method="get" action={location.pathname} preventScrollReset>
        {params.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={`mt-2 ${buttonClass({ variant: onDark ? "accent" : "primary", onDark })}`}>
          {action}
        </button>
      </Form>
    </div>
  );
}
