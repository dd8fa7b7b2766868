/** The API base when the API is served by the same process (ARCHITECTURE: `API_URL`). */
export const DEFAULT_API_BASE = "/api";

/** Paths of SPEC §7, relative to the API base. */
export const API_PATHS = {
  login: "/login",
  signup: "/signup",
  logout: "/logout",
  adminUsers: "/admin-users",
  adminUser: (id: number) => `/admin-users/${id}`,
  sliders: "/sliders",
  uploadSlider: "/upload-slider",
  editSlider: (id: number) => `/edit-slider/${id}`,
  deleteSlider: (id: number) => `/delete-slider/${id}`,
  uploadDesk: "/upload-desk",
  viewDesks: "/view-desks",
  publicDesks: "/public-desks",
  editDesk: (id: number) => `/edit-desk/${id}`,
  deleteDesk: (id: number) => `/delete-desk/${id}`,
  uploadEvent: "/upload-event",
  viewEvents: "/view-events",
  editEvent: (id: number) => `/edit-event/${id}`,
  deleteEvent: (id: number) => `/delete-event/${id}`,
  prayerRequests: "/prayer-request",
  prayerRequest: (id: number) => `/prayer-request/${id}`,
  contactMessages: "/intouch",
  contactMessage: (id: number) => `/intouch/${id}`,
  uploads: "/uploads",
} as const;

/** Image paths come back relative ("uploads/x.webp"); absolute http(s) URLs are used as is (SPEC §3). */
export function imageUrl(apiBase: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  return `${apiBase.replace(/\/+$/, "")}/${image.replace(/^\/+/, "")}`;
}
