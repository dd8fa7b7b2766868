/**
 * Page documents for the pages API's tests: a heading and a few blocks of the shapes the block
 * model (contract page-blocks.ts) defines, a text block and a picture. The API itself never looks
 * inside the blocks; these are only what it is given to store and hand back.
 */
export function pageContent(words: string, picture?: string) {
  return {
    heading: words,
    blocks: [
      { type: "text", heading: `About ${words}`, paragraphs: [`${words}, in a paragraph.`] },
      ...(picture ? [{ type: "picture", picture: { src: picture, alt: "The church hall" } }] : []),
    ],
  };
}

/** What a save sends: title, description, content and, for a page that exists, the version it started from. */
export function savePage(words: string, version: number | null, extra: Record<string, unknown> = {}) {
  return { title: words, description: `A page about ${words}.`, content: pageContent(words), version, ...extra };
}
