import { useCallback, useEffect, useState } from "react";
import { MESSAGES } from "@lampstand/contract/messages";
import { ApiRequestError, apiRequest } from "./api-client";

export type ApiResource<T> =
  | { state: "loading"; data: T | undefined; error: null }
  /** `status`: the API's answer when it gave one (404: there is no such item), else undefined (no answer). */
  | { state: "error"; data: T | undefined; error: string; status?: number }
  | { state: "ready"; data: T; error: null };

/**
 * Data a staff screen reads from the API (SPEC §4: loading, error, empty, list): loaded when the
 * screen opens, again by `reload` (Retry, Refresh, after a save), and forgotten when the screen is
 * left (it lives in the screen's state). `replace` updates it locally after a change the server
 * confirmed (a delete), without asking again. `select` keeps the part of the answer the screen
 * uses (the sermons of a page of sermons); it must not change between renders.
 */
export function useApiResource<T, Answer = T>(path: string, fallback: string, select?: (answer: Answer) => T) {
  const [resource, setResource] = useState<ApiResource<T>>({ state: "loading", data: undefined, error: null });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<Answer>(path, { fallback, signal: controller.signal }).then(
      (answer) => setResource({ state: "ready", data: select ? select(answer) : (answer as unknown as T), error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResource((current) =>
          error instanceof ApiRequestError
            ? { state: "error", data: current.data, error: error.message, status: error.status }
            : { state: "error", data: current.data, error: MESSAGES.unexpected },
        );
      },
    );
    return () => controller.abort();
  }, [path, fallback, select, generation]);

  const reload = useCallback(() => {
    setResource((current) => ({ state: "loading", data: current.data, error: null }));
    setGeneration((value) => value + 1);
  }, []);
  const replace = useCallback((update: (data: T) => T) => {
    setResource((current) => (current.state === "ready" ? { ...current, data: update(current.data) } : current));
  }, []);

  return { resource, reload, replace };
}
