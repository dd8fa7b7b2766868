/**
 * Small helpers for drawing the demo artwork as SVG text. Everything is computed from
 * fixed seeds, so the same picture (and therefore the same content-addressed image name)
 * comes out of every run.
 */

export const WIDTH = 1920;
export const HEIGHT = 900;

/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join("");
}

/** A vertical gradient unless other end points are given (in 0..1 of the shape's box). */
export function linear(id: string, list: readonly Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient in picture coordinates, so glows can sit anywhere. */
export function radial(id: string, list: readonly Stop[], cx: number, cy: number, r: number): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

export function svg(defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

export const fullRect = (fill: string, opacity = 1) =>
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}" opacity="${opacity}"/>`;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): same seed, same picture. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A rolling skyline (hills, waves) filled down to the bottom edge: the sum of two sine
 * waves around `baseY`. `phase` shifts it so stacked layers do not line up.
 */
export function ridge(baseY: number, amplitude: number, waves: number, phase: number, fill: string, opacity = 1): string {
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += 16) {
    const t = (x / WIDTH) * Math.PI * 2;
    const y = baseY + amplitude * Math.sin(t * waves + phase) + amplitude * 0.35 * Math.sin(t * waves * 2.7 + phase * 1.9);
    points.push(`${x},${round(y)}`);
  }
  return `<polygon points="0,${HEIGHT} ${points.join(" ")} ${WIDTH},${HEIGHT}" fill="${fill}" opacity="${opacity}"/>`;
}

/** The same wave as a line only (water surfaces, musical staves). */
export function waveLine(baseY: number, amplitude: number, waves: number, phase: number, stroke: string, width: number, opacity = 1): string {
  const points: string[] = [];
  for (let x = -20; x <= WIDTH + 20; x += 16) {
    const t = (x / WIDTH) * Math.PI * 2;
    points.push(`${x},${round(baseY + amplitude * Math.sin(t * waves + phase))}`);
  }
  return `<polyline points="${points.join(" ")}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** Beams of light fanning out from a point. */
export function rays(cx: number, cy: number, count: number, length: number, spread: number, fill: string, opacity: number, startAngle = 0, sweep = Math.PI * 2): string {
  const beams: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = startAngle + (sweep * (i + 0.5)) / count;
    const a1 = angle - spread / 2;
    const a2 = angle + spread / 2;
    beams.push(
      `<polygon points="${cx},${cy} ${round(cx + Math.cos(a1) * length)},${round(cy + Math.sin(a1) * length)} ${round(cx + Math.cos(a2) * length)},${round(cy + Math.sin(a2) * length)}"/>`,
    );
  }
  return `<g fill="${fill}" opacity="${opacity}">${beams.join("")}</g>`;
}

/** A soft cloud made of overlapping ellipses. */
export function cloud(cx: number, cy: number, scale: number, fill: string, opacity: number): string {
  const parts = [
    [0, 0, 120, 46],
    [-90, 14, 80, 34],
    [95, 12, 90, 36],
    [-30, -30, 70, 44],
    [45, -24, 64, 40],
  ] as const;
  const ellipses = parts
    .map(([dx, dy, rx, ry]) => `<ellipse cx="${round(cx + dx * scale)}" cy="${round(cy + dy * scale)}" rx="${round(rx * scale)}" ry="${round(ry * scale)}"/>`)
    .join("");
  return `<g fill="${fill}" opacity="${opacity}">${ellipses}</g>`;
}

/** A bird in flight, drawn as two curved wing strokes. */
export function bird(x: number, y: number, span: number, stroke: string): string {
  const h = span / 2;
  return `<path d="M ${x - h} ${y} Q ${x - h / 2} ${y - h * 0.45} ${x} ${y} Q ${x + h / 2} ${y - h * 0.45} ${x + h} ${y}" fill="none" stroke="${stroke}" stroke-width="${Math.max(3, span / 14)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Scattered dots: stars, sparkles on water. */
export function sparkles(random: () => number, count: number, area: { x: number; y: number; w: number; h: number }, maxR: number, fill: string): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = round(0.6 + random() * maxR);
    const opacity = round(0.35 + random() * 0.65);
    dots.push(`<circle cx="${round(area.x + random() * area.w)}" cy="${round(area.y + random() * area.h)}" r="${r}" opacity="${opacity}"/>`);
  }
  return `<g fill="${fill}">${dots.join("")}</g>`;
}

/** A flame: a teardrop with a round bottom near (x, y) and its tip `height` above, bent by `lean`. */
export function flame(x: number, y: number, height: number, fill: string, lean = 0): string {
  const w = height * 0.26;
  const tipX = round(x + lean * height);
  const tipY = round(y - height);
  const sideY = round(y - height * 0.2);
  return (
    `<path d="M ${tipX} ${tipY} ` +
    `C ${round(x + w * 0.1)} ${round(y - height * 0.6)} ${round(x - w * 1.15)} ${round(y - height * 0.45)} ${round(x - w)} ${sideY} ` +
    `A ${round(w)} ${round(w * 0.95)} 0 0 0 ${round(x + w)} ${sideY} ` +
    `C ${round(x + w * 1.15)} ${round(y - height * 0.45)} ${round(x - w * 0.1)} ${round(y - height * 0.6)} ${tipX} ${tipY} Z" fill="${fill}"/>`
  );
}
