/**
 * The words of the three content screens: SPEC §2.12 and §4 verbatim where the spec gives them
 * (the contract's MESSAGES hold the §8 ones), and in the same voice where it does not (marked).
 */
export const SLIDER_TEXTS = {
  empty: "No sliders uploaded yet.",
  deleteTitle: "Confirm Delete",
  deleteMessage: "Are you sure you want to delete this slider?",
  recommendedSize: "1920px × 900px",
  // Not in the spec: in the words of the pastor desk's messages.
  created: "Slider uploaded successfully!",
  updated: "Slider updated successfully!",
  deleted: "Slider deleted successfully!",
} as const;

export const POST_TEXTS = {
  empty: "No pastor desk messages found. Add your first message now.",
  loading: "Loading posts...",
  deleteMessage: "Are you sure you want to delete this post?",
  created: "Post uploaded successfully!",
  updated: "Post updated successfully!",
  deleted: "Post deleted successfully!",
} as const;

export const EVENT_TEXTS = {
  uploadHeading: "Upload Event",
  updateHeading: "Update Event",
  listHeading: "Events List",
  empty: "No events found.",
  deleteMessage: "Are you sure you want to delete this event?",
  created: "Event uploaded successfully!",
  updated: "Event updated successfully!",
  // Not in the spec.
  deleted: "Event deleted successfully!",
} as const;

/** SPEC §9: slider errors clear after 5 s, the event screen's state after 3 s. */
export const SLIDER_MESSAGE_MS = 5000;
export const EVENT_MESSAGE_MS = 3000;
/** Not in the spec: the pastor desk's message stays as long as the slider's. */
export const POST_MESSAGE_MS = 5000;
