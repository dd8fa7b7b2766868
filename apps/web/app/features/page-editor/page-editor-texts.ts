/** The page editor's own words (the API's messages come from PAGE_MESSAGES in the contract). */
export const PAGE_EDITOR_TEXTS = {
  listHeading: "Pages",
  listIntro:
    "Every information page of the site. Change a page's words and pictures, save a draft, look at it as visitors will, then publish. Visitors see nothing of a draft until it is published.",
  newPage: "New page",
  loadFailed: "The pages could not be loaded.",
  pageLoadFailed: "The page could not be loaded.",
  saveFailed: "The page could not be saved.",
  publishFailed: "The page could not be published.",
  restoreFailed: "That version could not be restored.",
  deleteFailed: "The page could not be deleted.",
  uploadFailed: "The picture could not be uploaded.",
  saved: "Draft saved. Visitors do not see it until you publish.",
  published: "Published. Visitors see this page now.",
  restored: "That version is published again.",
  deleted: "Page deleted.",
  invalid: "The page cannot be saved yet. Fix the fields marked below:",
  restoreTitle: "Restore this version?",
  restoreMessage: "This version will be published again at once, and become the draft. The current draft's changes will be replaced.",
  deleteTitle: "Delete this page?",
  deleteMessage: "The page, its draft and its history will be deleted, and its address will lead nowhere. This cannot be undone.",
  previewBanner: "Preview — not published",
} as const;
