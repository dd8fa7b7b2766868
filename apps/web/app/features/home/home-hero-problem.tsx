import { MESSAGES } from "@lampstand/contract/messages";
import { LoadProblem } from "~/components/ui/load-problem";
import { AlternatingCallToAction, HeroText } from "./home-hero";

/** The top of the home page when the sliders could not be loaded (SPEC §4): the welcome, the error and Retry. */
export function HomeHeroProblem({ heading, error }: { heading: string; error: string }) {
  return (
    <section aria-label="Welcome banners" className="bg-gradient-to-br from-indigo-950 to-indigo-800 text-white sm:min-h-[calc(100svh-100px)]">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <HeroText heading={heading}>
          <AlternatingCallToAction rotating={false} />
        </HeroText>
        <LoadProblem heading={MESSAGES.errorLoadingSliders} detail={error} action="Retry" loadingLabel="Loading the banners…" onDark />
      </div>
    </section>
  );
}
