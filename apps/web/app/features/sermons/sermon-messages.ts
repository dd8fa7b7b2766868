/** What a sermon page says when the archive cannot be read (the API's own message comes first when it gave one). */
export const SERMONS_LOAD_FAILED = "Failed to fetch sermons";

/** Where podcast apps subscribe (routes/seo, the podcast feed of issue 23). */
export const PODCAST_FEED_PATH = "/sermons/podcast.xml";
