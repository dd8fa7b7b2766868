/**
 * The words of the sermon screens (issue 23). The spec has none for sermons: these follow the
 * voice of the other content screens (content-texts.ts), whose results end in "successfully!".
 */
export const SERMON_TEXTS = {
  uploadHeading: "Upload Sermon",
  updateHeading: "Update Sermon",
  listHeading: "Sermons",
  empty: "No sermons yet. Add the first one with the form above.",
  loading: "Loading sermons...",
  created: "Sermon uploaded successfully!",
  updated: "Sermon updated successfully!",
  deleted: "Sermon deleted successfully!",
  deleteTitle: "Delete Sermon",
  deleteMessage: (title: string) => `Are you sure you want to delete the sermon “${title}”? Its audio and picture are deleted with it.`,
  fetchFailed: "Failed to fetch sermons",
  uploadFailed: "Failed to upload the sermon",
  updateFailed: "Failed to update the sermon",
  deleteFailed: "Failed to delete the sermon",
} as const;

export const SERIES_TEXTS = {
  uploadHeading: "Add Sermon Series",
  updateHeading: "Update Sermon Series",
  listHeading: "Sermon Series",
  empty: "No series yet. A series groups sermons preached in a row, with its own artwork and description.",
  loading: "Loading series...",
  created: "Series added successfully!",
  updated: "Series updated successfully!",
  deleted: "Series deleted successfully!",
  deleteTitle: "Delete Series",
  deleteMessage: (title: string) => `Are you sure you want to delete the series “${title}”? Its sermons stay, without a series.`,
  fetchFailed: "Failed to fetch sermon series",
  uploadFailed: "Failed to add the series",
  updateFailed: "Failed to update the series",
  deleteFailed: "Failed to delete the series",
} as const;

/** How long a form's message stays: as long as the pastor desk's (content-texts.ts). */
export const SERMON_MESSAGE_MS = 5000;
