import { deferred } from "~/lib/deferred";

/**
 * What shows where live data could not be loaded (load-problem-view.tsx), as a deferred part
 * (lib/deferred.tsx, ADR 020): only a page whose data failed shows it, so its code is fetched
 * there, as it comes into view, and not with every live page. Its Retry button is a GET form,
 * which works before the code arrives too.
 */
export const LoadProblem = deferred(() => import("./load-problem-view").then((module) => module.LoadProblemView));
