import { DEFAULT_API_BASE } from "@lampstand/contract/api-paths";
import { MESSAGES } from "@lampstand/contract/messages";
import { clearSession, storedToken } from "~/lib/session-storage";

/**
 * The one API client of the staff area (SPEC §7, §8). Every call carries the stored token as a
 * bearer header. A 401 to such a call forgets the token (the admin layout, which watches it, then sends the user
 * to /login, where 'Session expired. Please login again.' shows). Any other failure becomes an
 * `ApiRequestError` with the server's `message`, or else the spec's default for the call;
 * anything that is not an HTTP answer is 'An unexpected error occurred'.
 *
 * Cookies go with same-origin calls only (fetch's default, said explicitly): the sign-in sets an
 * HttpOnly cookie on /api/login that marks this browser as one the account has used, and later
 * sign-ins must send it back. Never `credentials: "omit"`.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The field the server named, for forms that mark it. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** A plain object goes as JSON; FormData as multipart (pictures). */
  body?: Record<string, unknown> | FormData;
  /** SPEC §8's default message for this call, when the server gives none. */
  fallback: string;
  /** Called as the body goes out, with the share sent (0..1): only multipart bodies report it. */
  onUploadProgress?: (sent: number) => void;
  signal?: AbortSignal;
};

/** The API base the page was served with (API_URL), from the root layout's <meta name="api-base">. */
export function apiBase(): string {
  const meta = typeof document === "undefined" ? null : document.querySelector<HTMLMetaElement>('meta[name="api-base"]');
  return (meta?.content || DEFAULT_API_BASE).replace(/\/+$/, "");
}

type RawAnswer = { status: number; text: string };

export async function apiRequest<T>(path: string, request: ApiRequest): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.body);
  }
  const url = `${apiBase()}${path}`;
  const method = request.method ?? "GET";

  let answer: RawAnswer;
  try {
    answer =
      request.onUploadProgress && body instanceof FormData
        ? await sendWithProgress(url, method, headers, body, request.onUploadProgress, request.signal)
        : await fetch(url, { method, headers, body, credentials: "same-origin", signal: request.signal }).then(async (response) => ({ status: response.status, text: await response.text() }));
  } catch (error) {
    if ((error as { name?: string }).name === "AbortError") throw error;
    throw new ApiRequestError(0, MESSAGES.unexpected);
  }

  const parsed = parseJson(answer.text) as { message?: unknown; field?: unknown } | undefined;
  // A 401 to a call that carried a token means the session is over; to a sign-in it is a wrong password.
  if (answer.status === 401 && token) {
    clearSession();
    throw new ApiRequestError(401, MESSAGES.sessionExpired);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const message = typeof parsed?.message === "string" && parsed.message ? parsed.message : request.fallback;
    throw new ApiRequestError(answer.status, message, typeof parsed?.field === "string" ? parsed.field : undefined);
  }
  return parsed as T;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** fetch() cannot tell how much of a body has gone out; XMLHttpRequest can. */
function sendWithProgress(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: FormData,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new Error("network error"));
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(body);
  });
}
