import sharp from "sharp";
import type { ImageStore } from "../../images/image-store.ts";

/**
 * The podcast's artwork as Apple Podcasts asks for it: square, 1400 to 3000 pixels a side, JPEG
 * or PNG in RGB. Apple's lower bound: anything larger only costs every listener's app bytes.
 */
export const PODCAST_ARTWORK_PIXELS = 1400;

/** The channel's artwork is asked for under this name; an episode's under its picture's hash. */
export const CHURCH_ARTWORK = "church.jpg";

/**
 * The built-in artwork, for a church without a logo: the lampstand mark of the site's favicon,
 * drawn large on the same night blue, with the rings of sound a podcast makes. Drawn for this
 * project; no text, so it renders the same whatever fonts the server has.
 */
const DEFAULT_ARTWORK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1400 1400" width="1400" height="1400">
  <defs>
    <radialGradient id="glow" cx="50%" cy="30%" r="70%">
      <stop offset="0" stop-color="#4338ca"/>
      <stop offset="1" stop-color="#1e1b4b"/>
    </radialGradient>
  </defs>
  <rect width="1400" height="1400" fill="url(#glow)"/>
  <g fill="none" stroke="#a5b4fc" stroke-width="18" stroke-linecap="round" opacity="0.45">
    <path d="M300 430a560 560 0 0 0 0 640"/>
    <path d="M1100 430a560 560 0 0 1 0 640"/>
    <path d="M200 330a720 720 0 0 0 0 840"/>
    <path d="M1200 330a720 720 0 0 1 0 840"/>
  </g>
  <path d="M700 210c78 96 108 162 108 216a108 108 0 0 1-216 0c0-54 30-120 108-216z" fill="#fbbf24"/>
  <g fill="none" stroke="#e0e7ff" stroke-width="52" stroke-linecap="round">
    <path d="M400 620v70a300 300 0 0 0 600 0v-70"/>
    <path d="M512 620v70a188 188 0 0 0 376 0v-70"/>
    <path d="M625 620v70a75 75 0 0 0 150 0v-70"/>
    <path d="M700 580v560"/>
    <path d="M520 1140h360"/>
  </g>
</svg>`;

/** Logos are drawn for the site's light header: they go on a light square, with room around them. */
const LOGO_BACKGROUND = { r: 250, g: 248, b: 243 };
const LOGO_SHARE = 0.7;

async function artworkFromSvg(): Promise<Buffer> {
  return sharp(Buffer.from(DEFAULT_ARTWORK_SVG)).resize(PODCAST_ARTWORK_PIXELS, PODCAST_ARTWORK_PIXELS).flatten().jpeg({ quality: 88 }).toBuffer();
}

/** A logo of any shape, whole, centred on a light square. */
async function artworkFromLogo(logo: Buffer): Promise<Buffer> {
  const inner = Math.round(PODCAST_ARTWORK_PIXELS * LOGO_SHARE);
  const mark = await sharp(logo).resize(inner, inner, { fit: "contain", background: { ...LOGO_BACKGROUND, alpha: 0 } }).png().toBuffer();
  return sharp({ create: { width: PODCAST_ARTWORK_PIXELS, height: PODCAST_ARTWORK_PIXELS, channels: 3, background: LOGO_BACKGROUND } })
    .composite([{ input: mark, gravity: "centre" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A photo (an episode's picture) filling the square: cropped to its busiest part rather than letterboxed. */
async function artworkFromPicture(picture: Buffer): Promise<Buffer> {
  return sharp(picture)
    .resize(PODCAST_ARTWORK_PIXELS, PODCAST_ARTWORK_PIXELS, { fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: LOGO_BACKGROUND })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** How many made artworks are kept: the church's, and a few episodes' that apps fetch in a burst. */
const KEPT = 16;

/**
 * Makes podcast artwork from the logo (or the built-in drawing) and from stored pictures, and
 * keeps the last few made: making one costs a tenth of a second of CPU, and podcast apps ask for
 * the same few again and again. Each is kept under the picture it was made from (a content hash),
 * so a new logo is a new key and nothing needs dropping when settings change.
 */
export class PodcastArtwork {
  private readonly made = new Map<string, Promise<Buffer | undefined>>();

  constructor(private readonly images: ImageStore) {}

  /** The channel's artwork: from `logo` ("uploads/<name>.webp") when the church has one that is still stored, else the built-in one. */
  async church(logo: string | null): Promise<{ bytes: Buffer; source: string }> {
    const name = logo?.replace(/^uploads\//, "");
    const fromLogo = name ? await this.fromStored(`logo:${name}`, name, artworkFromLogo) : undefined;
    if (name && fromLogo) return { bytes: fromLogo, source: name };
    return { bytes: (await this.keep("default", artworkFromSvg))!, source: "default" };
  }

  /** An episode's artwork from a stored picture ("<hash>.webp"), or undefined when there is no such picture. */
  episode(name: string): Promise<Buffer | undefined> {
    return this.fromStored(`picture:${name}`, name, artworkFromPicture);
  }

  /**
   * Asks the image store first, every time (it answers from memory, and knows of deletions in
   * every process): a picture staff deleted must not live on as artwork.
   */
  private async fromStored(key: string, name: string, make: (bytes: Buffer) => Promise<Buffer>): Promise<Buffer | undefined> {
    const stored = await this.images.get(name);
    return stored && this.keep(key, () => make(stored.bytes));
  }

  private keep(key: string, make: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> {
    const kept = this.made.get(key);
    if (kept) {
      this.made.delete(key);
      this.made.set(key, kept);
      return kept;
    }
    const making = make();
    this.made.set(key, making);
    // A failure is not remembered: asked again, it is tried again.
    making.catch(() => this.made.get(key) === making && this.made.delete(key));
    for (const oldest of this.made.keys()) {
      if (this.made.size <= KEPT) break;
      this.made.delete(oldest);
    }
    return making;
  }
}
