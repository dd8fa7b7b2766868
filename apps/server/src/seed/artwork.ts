import {
  HEIGHT,
  WIDTH,
  bird,
  cloud,
  flame,
  fullRect,
  linear,
  radial,
  randomFrom,
  rays,
  ridge,
  sparkles,
  svg,
  waveLine,
} from "./svg.ts";

/**
 * Original artwork for the demo content, drawn in code at the recommended slider size
 * (SPEC §9: 1920×900) so the seed needs no image files and owes nobody a licence.
 * Abstract compositions only: no lettering, no people's faces.
 */

/** First light over rolling hills. */
function sunrise(): string {
  const defs =
    linear("sky", [[0, "#1b1f4b"], [0.38, "#5b2a6e"], [0.66, "#e0603a"], [0.86, "#f7b84b"], [1, "#fde6a8"]]) +
    radial("glow", [[0, "#fff6cf", 0.95], [0.25, "#ffd27a", 0.55], [1, "#ffb347", 0]], 960, 640, 720);
  const body =
    fullRect("url(#sky)") +
    rays(960, 640, 18, 1400, 0.06, "#fff1c1", 0.1, Math.PI, Math.PI) +
    fullRect("url(#glow)") +
    `<circle cx="960" cy="640" r="120" fill="#fff3c4"/>` +
    ridge(650, 34, 2, 0.6, "#8a3f5f", 0.9) +
    ridge(715, 40, 1.5, 2.4, "#552849") +
    ridge(800, 30, 2.5, 4.1, "#2a1433") +
    bird(560, 300, 60, "#2a1433") +
    bird(640, 340, 40, "#2a1433");
  return svg(defs, body);
}

/** An oil lamp of clay, its flame lighting the dark. */
function lamp(): string {
  const defs =
    radial("room", [[0, "#6b3a12"], [0.55, "#2b1508"], [1, "#120803"]], 1180, 480, 1250) +
    radial("halo", [[0, "#ffe39a", 0.75], [0.35, "#ffb347", 0.3], [1, "#ff8c1a", 0]], 1238, 500, 520) +
    linear("clay", [[0, "#d8924c"], [0.5, "#a55d2a"], [1, "#5e2f12"]]) +
    linear("fire", [[0, "#ff5a00"], [0.45, "#ffb52e"], [1, "#fff8d6"]]) +
    linear("table", [[0, "#3a1d0b"], [1, "#140903"]]);
  const body =
    fullRect("url(#room)") +
    `<rect x="0" y="720" width="${WIDTH}" height="${HEIGHT - 720}" fill="url(#table)"/>` +
    fullRect("url(#halo)") +
    `<ellipse cx="930" cy="735" rx="330" ry="26" fill="#000" opacity="0.45"/>` +
    // Handle, body, spout, filling hole.
    `<path d="M 700 650 C 610 640 600 560 660 548 C 700 540 720 580 712 612" fill="none" stroke="#8a4a20" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M 680 660 C 690 580 820 560 930 565 C 1040 570 1120 585 1190 570 C 1235 560 1262 575 1262 600 C 1262 628 1230 640 1190 650 C 1120 668 1080 720 930 728 C 780 734 672 718 680 660 Z" fill="url(#clay)"/>` +
    `<ellipse cx="900" cy="600" rx="78" ry="20" fill="#2a1206"/>` +
    `<path d="M 760 640 C 840 660 1000 662 1120 640" fill="none" stroke="#f0b070" stroke-width="6" opacity="0.35"/>` +
    flame(1238, 596, 230, "url(#fire)", 0.05) +
    flame(1238, 592, 100, "#fffbe8", 0.03);
  return svg(defs, body);
}

/** A dove descending in a shaft of light. */
function dove(): string {
  const defs =
    linear("sky", [[0, "#0f3d73"], [0.55, "#3d8fd1"], [1, "#cfeafa"]]) +
    radial("halo", [[0, "#ffffff", 0.85], [0.3, "#fff8dc", 0.35], [1, "#ffffff", 0]], 960, 420, 560) +
    linear("feather", [[0, "#ffffff"], [1, "#d5e6f5"]]);
  const wing = "M -30 0 C -150 -90 -310 -130 -480 -70 C -400 -45 -350 -15 -320 8 C -380 22 -410 44 -440 76 C -310 86 -160 76 -30 60 Z";
  const feathers = [
    "M -120 -20 C -220 -60 -320 -70 -420 -55",
    "M -110 20 C -210 0 -300 10 -370 30",
    "M -100 48 C -200 48 -300 60 -400 70",
  ]
    .map((d) => `<path d="${d}" fill="none" stroke="#a9c6e2" stroke-width="5" stroke-linecap="round"/>`)
    .join("");
  const half = `<path d="${wing}" fill="url(#feather)"/>${feathers}`;
  const body =
    fullRect("url(#sky)") +
    rays(960, -120, 9, 1300, 0.09, "#ffffff", 0.09, Math.PI * 0.3, Math.PI * 0.4) +
    fullRect("url(#halo)") +
    cloud(300, 760, 1.6, "#ffffff", 0.55) +
    cloud(1620, 800, 1.9, "#ffffff", 0.5) +
    `<g transform="translate(960 400) scale(1.15)">` +
    `<path d="M -36 -60 L -78 -185 Q 0 -150 78 -185 L 36 -60 Z" fill="url(#feather)"/>` +
    half +
    `<g transform="scale(-1 1)">${half}</g>` +
    `<ellipse cx="0" cy="40" rx="44" ry="118" fill="url(#feather)"/>` +
    `<circle cx="0" cy="170" r="40" fill="#ffffff"/>` +
    `<path d="M -10 205 L 0 232 L 10 205 Z" fill="#e8a23a"/>` +
    `</g>`;
  return svg(defs, body);
}

/** Green pastures beside still waters. */
function pasture(): string {
  const random = randomFrom(23);
  const defs =
    linear("sky", [[0, "#7fbde6"], [1, "#eaf6fb"]]) +
    radial("sun", [[0, "#fffbe0", 1], [0.2, "#fff3b0", 0.6], [1, "#fff3b0", 0]], 1500, 190, 420) +
    linear("lake", [[0, "#4e95c2"], [1, "#a8d6ee"]]);
  const trees: string[] = [];
  for (const [x, y, s] of [[260, 560, 1], [330, 575, 0.8], [1380, 548, 1.1], [1460, 566, 0.75], [1700, 560, 0.9]] as const) {
    trees.push(
      `<rect x="${x - 6 * s}" y="${y}" width="${12 * s}" height="${46 * s}" fill="#3d2a18"/>` +
        `<ellipse cx="${x}" cy="${y - 20 * s}" rx="${40 * s}" ry="${52 * s}" fill="#2f6a2c"/>`,
    );
  }
  const body =
    fullRect("url(#sky)") +
    fullRect("url(#sun)") +
    cloud(520, 170, 1.2, "#ffffff", 0.85) +
    cloud(980, 110, 0.8, "#ffffff", 0.75) +
    ridge(560, 40, 1.3, 1.2, "#8fbf86") +
    ridge(600, 26, 2.2, 3.3, "#6aa35f") +
    trees.join("") +
    `<path d="M 0 640 C 400 610 1500 610 ${WIDTH} 650 L ${WIDTH} 720 C 1400 700 500 700 0 730 Z" fill="url(#lake)"/>` +
    sparkles(random, 60, { x: 120, y: 640, w: 1680, h: 60 }, 2.2, "#ffffff") +
    ridge(760, 24, 1.1, 0.3, "#4f8b3c") +
    ridge(835, 18, 1.8, 2.1, "#3b7030");
  return svg(defs, body);
}

/** Mountain peaks with birds soaring above them. */
function peaks(): string {
  const random = randomFrom(7);
  const defs =
    linear("sky", [[0, "#1e3c72"], [0.6, "#6a9bd8"], [1, "#f3d9b1"]]) +
    linear("far", [[0, "#7b8fb8"], [1, "#5b6f99"]]) +
    linear("near", [[0, "#34466e"], [1, "#1c2744"]]);
  const range = (baseY: number, count: number, minH: number, maxH: number, fill: string) => {
    const points = [`0,${HEIGHT}`, `0,${baseY}`];
    const step = WIDTH / count;
    for (let i = 0; i < count; i++) {
      points.push(`${Math.round(i * step + step / 2)},${Math.round(baseY - minH - random() * (maxH - minH))}`);
      points.push(`${Math.round((i + 1) * step)},${Math.round(baseY - random() * 40)}`);
    }
    points.push(`${WIDTH},${HEIGHT}`);
    return `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
  };
  const body =
    fullRect("url(#sky)") +
    cloud(1500, 260, 1.3, "#ffffff", 0.35) +
    range(640, 6, 160, 330, "url(#far)") +
    range(760, 5, 140, 300, "url(#near)") +
    ridge(850, 14, 2, 1, "#141b30") +
    bird(880, 250, 150, "#101a33") +
    bird(1090, 320, 80, "#101a33") +
    bird(720, 360, 60, "#101a33");
  return svg(defs, body);
}

/** Rivers of living water: bands of waves catching the light. */
function river(): string {
  const random = randomFrom(11);
  const colors = ["#8fd6e0", "#5fbcd0", "#3b9cc0", "#2a7bab", "#1f5d8f", "#173f6e"];
  const defs =
    linear("sky", [[0, "#fdf2d0"], [1, "#bfe8ef"]]) +
    radial("shine", [[0, "#ffffff", 0.8], [1, "#ffffff", 0]], 1200, 300, 600);
  const bands = colors.map((color, i) => ridge(330 + i * 95, 22 + i * 6, 1.5 + i * 0.4, i * 1.3, color)).join("");
  const crests = colors.map((_, i) => waveLine(335 + i * 95, 22 + i * 6, 1.5 + i * 0.4, i * 1.3, "#ffffff", 4, 0.35)).join("");
  const body =
    fullRect("url(#sky)") +
    fullRect("url(#shine)") +
    bands +
    crests +
    sparkles(random, 140, { x: 0, y: 360, w: WIDTH, h: 520 }, 3, "#ffffff");
  return svg(defs, body);
}

/** Rain falling on dry, cracked ground where a first shoot has come up. */
function rain(): string {
  const random = randomFrom(5);
  const defs =
    linear("sky", [[0, "#3c4a63"], [0.6, "#7d8ea8"], [1, "#d9c7a2"]]) +
    linear("ground", [[0, "#c9a26b"], [1, "#8d6a3c"]]);
  const drops: string[] = [];
  for (let i = 0; i < 160; i++) {
    const x = random() * (WIDTH + 200) - 100;
    const y = 180 + random() * 480;
    const length = 30 + random() * 40;
    drops.push(`<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x - length * 0.25).toFixed(1)}" y2="${(y + length).toFixed(1)}"/>`);
  }
  const cracks: string[] = [];
  for (let i = 0; i < 26; i++) {
    let x = random() * WIDTH;
    let y = 720 + random() * 170;
    const points = [`${x.toFixed(0)},${y.toFixed(0)}`];
    for (let j = 0; j < 5; j++) {
      x += (random() - 0.5) * 140;
      y += (random() - 0.5) * 40;
      points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
    }
    cracks.push(`<polyline points="${points.join(" ")}"/>`);
  }
  const body =
    fullRect("url(#sky)") +
    cloud(300, 120, 2.4, "#2b3548", 0.9) +
    cloud(900, 90, 2.8, "#323e55", 0.92) +
    cloud(1550, 130, 2.5, "#2b3548", 0.9) +
    `<g stroke="#dce8f5" stroke-width="3" stroke-linecap="round" opacity="0.55">${drops.join("")}</g>` +
    `<path d="M 0 700 C 500 680 1400 690 ${WIDTH} 705 L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="url(#ground)"/>` +
    `<g stroke="#5a3f1e" stroke-width="4" fill="none" opacity="0.6">${cracks.join("")}</g>` +
    // The shoot: a stem and two leaves.
    `<path d="M 960 760 C 955 720 962 690 960 650" stroke="#3f8a2e" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M 960 690 C 900 650 870 660 850 690 C 890 710 930 705 960 690 Z" fill="#58b03c"/>` +
    `<path d="M 960 665 C 1010 615 1050 620 1075 648 C 1040 675 995 680 960 665 Z" fill="#6cc24a"/>`;
  return svg(defs, body);
}

/** An open book with light rising from its pages. */
function book(): string {
  const defs =
    radial("bg", [[0, "#4a3a7a"], [1, "#120c2a"]], 960, 420, 1100) +
    radial("light", [[0, "#fff6d8", 0.95], [0.35, "#ffe08a", 0.35], [1, "#ffd35c", 0]], 960, 430, 620) +
    linear("page", [[0, "#fffaf0"], [1, "#e9dcc0"]]);
  const lines = (side: -1 | 1) =>
    Array.from({ length: 8 }, (_, i) => {
      const y = 470 + i * 26;
      return `<path d="M ${960 + side * 70} ${y} C ${960 + side * 170} ${y - 26} ${960 + side * 300} ${y - 26} ${960 + side * 390} ${y - 6}" fill="none" stroke="#c9b48a" stroke-width="5" stroke-linecap="round"/>`;
    }).join("");
  const body =
    fullRect("url(#bg)") +
    rays(960, 470, 14, 1200, 0.07, "#ffe9a8", 0.12, Math.PI, Math.PI) +
    fullRect("url(#light)") +
    sparkles(randomFrom(3), 70, { x: 500, y: 80, w: 920, h: 340 }, 3.5, "#fff3c0") +
    `<path d="M 960 700 C 820 650 660 650 520 690 L 520 470 C 660 430 820 430 960 480 Z" fill="url(#page)"/>` +
    `<path d="M 960 700 C 1100 650 1260 650 1400 690 L 1400 470 C 1260 430 1100 430 960 480 Z" fill="url(#page)"/>` +
    lines(-1) +
    lines(1) +
    `<path d="M 500 700 C 660 665 820 670 960 720 C 1100 670 1260 665 1420 700 L 1420 716 C 1260 684 1100 690 960 740 C 820 690 660 684 500 716 Z" fill="#7a2b2b"/>`;
  return svg(defs, body);
}

/** A field of ripe wheat under a warm sky. */
function wheat(): string {
  const random = randomFrom(31);
  const defs =
    linear("sky", [[0, "#f3a95b"], [0.5, "#f9d98b"], [1, "#fff1cc"]]) +
    radial("sun", [[0, "#fffaf0", 1], [0.15, "#fff0c0", 0.7], [1, "#ffe2a0", 0]], 520, 300, 600) +
    linear("field", [[0, "#d9a441"], [1, "#8c5e1c"]]);
  const stalks: string[] = [];
  for (let i = 0; i < 110; i++) {
    const x = random() * WIDTH;
    const base = HEIGHT + 10;
    const top = 470 + random() * 260;
    const lean = (random() - 0.5) * 60;
    const color = random() > 0.5 ? "#c98f2c" : "#e0b04a";
    const grains: string[] = [];
    for (let g = 0; g < 7; g++) {
      const gy = top + g * 14;
      const gx = x + lean * ((gy - base) / (top - base));
      grains.push(
        `<ellipse cx="${(gx - 8).toFixed(1)}" cy="${gy.toFixed(1)}" rx="6" ry="13" transform="rotate(-25 ${(gx - 8).toFixed(1)} ${gy.toFixed(1)})"/>`,
        `<ellipse cx="${(gx + 8).toFixed(1)}" cy="${gy.toFixed(1)}" rx="6" ry="13" transform="rotate(25 ${(gx + 8).toFixed(1)} ${gy.toFixed(1)})"/>`,
      );
    }
    stalks.push(
      `<g fill="${color}"><line x1="${x.toFixed(1)}" y1="${base}" x2="${(x + lean).toFixed(1)}" y2="${top.toFixed(1)}" stroke="${color}" stroke-width="4"/>${grains.join("")}</g>`,
    );
  }
  const body =
    fullRect("url(#sky)") +
    fullRect("url(#sun)") +
    ridge(640, 20, 1.2, 2, "#c98f3a", 0.7) +
    `<rect x="0" y="700" width="${WIDTH}" height="${HEIGHT - 700}" fill="url(#field)"/>` +
    stalks.join("") +
    bird(1300, 220, 70, "#7a4a1a") +
    bird(1400, 270, 46, "#7a4a1a");
  return svg(defs, body);
}

/** People of all ages gathered together, drawn as simple rounded figures. */
function fellowship(): string {
  const defs =
    linear("sky", [[0, "#ff9a76"], [0.5, "#ffc988"], [1, "#fff0d4"]]) +
    radial("sun", [[0, "#ffffff", 0.9], [1, "#ffffff", 0]], 960, 520, 700);
  const palette = ["#6a3d9a", "#1f78b4", "#e3663a", "#33a02c", "#b15928", "#d6336c", "#2a9d8f", "#3d5a80", "#f4a261"];
  const figures: string[] = [];
  // Tall and short figures side by side: families, young and old.
  const heights = [1.05, 0.7, 1, 0.62, 1.1, 0.95, 0.66, 1.02, 0.78];
  heights.forEach((scale, i) => {
    const x = 260 + i * 175;
    const y = HEIGHT + 20;
    const color = palette[i % palette.length]!;
    const shoulders = 92 * scale;
    const bodyTop = y - 330 * scale;
    figures.push(
      `<path d="M ${x - shoulders} ${y} L ${x - shoulders} ${bodyTop + 80 * scale} C ${x - shoulders} ${bodyTop} ${x + shoulders} ${bodyTop} ${x + shoulders} ${bodyTop + 80 * scale} L ${x + shoulders} ${y} Z" fill="${color}"/>` +
        `<circle cx="${x}" cy="${bodyTop - 60 * scale}" r="${54 * scale}" fill="${color}"/>`,
    );
  });
  const body =
    fullRect("url(#sky)") +
    fullRect("url(#sun)") +
    rays(960, 520, 20, 1300, 0.05, "#ffffff", 0.18) +
    cloud(300, 160, 1, "#ffffff", 0.6) +
    cloud(1600, 130, 1.2, "#ffffff", 0.6) +
    `<g opacity="0.95">${figures.join("")}</g>`;
  return svg(defs, body);
}

/** Flowing staves and notes of praise. */
function music(): string {
  const defs =
    linear("bg", [[0, "#2a0f4a"], [0.6, "#4b1d6b"], [1, "#7a2f6b"]], [0, 0, 1, 1]) +
    radial("glow", [[0, "#ffcf70", 0.5], [1, "#ffcf70", 0]], 1300, 380, 700);
  const staff = Array.from({ length: 5 }, (_, i) => waveLine(330 + i * 34, 90, 1.2, 0.8, "#f6d58e", 4, 0.85)).join("");
  const notes: string[] = [];
  const positions = [[300, 0], [520, 2], [700, 1], [930, 3], [1160, 2], [1380, 4], [1600, 1]] as const;
  for (const [x, line] of positions) {
    const t = (x / WIDTH) * Math.PI * 2;
    const y = 330 + line * 34 + 90 * Math.sin(t * 1.2 + 0.8) - 17;
    notes.push(
      `<ellipse cx="${x}" cy="${y.toFixed(1)}" rx="24" ry="17" transform="rotate(-20 ${x} ${y.toFixed(1)})"/>` +
        `<rect x="${x + 19}" y="${(y - 120).toFixed(1)}" width="6" height="120"/>`,
    );
  }
  const body =
    fullRect("url(#bg)") +
    fullRect("url(#glow)") +
    sparkles(randomFrom(17), 120, { x: 0, y: 0, w: WIDTH, h: HEIGHT }, 2.5, "#ffe9b0") +
    staff +
    `<g fill="#fff3d1">${notes.join("")}</g>` +
    waveLine(720, 40, 2.5, 2, "#ff9ec7", 6, 0.5) +
    waveLine(760, 50, 2, 3.2, "#9ecbff", 6, 0.45);
  return svg(defs, body);
}

/** Tongues of fire resting above a gathering: Pentecost. */
function fire(): string {
  const defs =
    linear("bg", [[0, "#0b0205"], [0.7, "#3a0a0a"], [1, "#6b1a08"]]) +
    radial("glow", [[0, "#ff9a3c", 0.55], [1, "#ff5a00", 0]], 960, 560, 900) +
    linear("tongue", [[0, "#ff4a00"], [0.5, "#ffa62b"], [1, "#fff4c8"]]);
  const tongues: string[] = [];
  const random = randomFrom(13);
  for (let i = 0; i < 9; i++) {
    const x = 200 + i * 190;
    const y = 560 + (i % 2) * 40;
    const height = 180 + random() * 140;
    tongues.push(flame(x, y, height, "url(#tongue)", (random() - 0.5) * 0.15), flame(x, y - 4, height * 0.45, "#fff6d8", 0));
  }
  const body =
    fullRect("url(#bg)") +
    fullRect("url(#glow)") +
    rays(960, -200, 11, 1400, 0.07, "#ffd58a", 0.08, Math.PI * 0.25, Math.PI * 0.5) +
    tongues.join("") +
    sparkles(random, 90, { x: 0, y: 80, w: WIDTH, h: 500 }, 3, "#ffcf7a") +
    ridge(800, 20, 1.5, 0.4, "#1a0604");
  return svg(defs, body);
}

/** A small church under a starry sky, its windows lit: the night of prayer. */
function starlight(): string {
  const random = randomFrom(29);
  const defs =
    linear("sky", [[0, "#050b24"], [0.65, "#1b2a5a"], [1, "#4a4f8a"]]) +
    radial("star", [[0, "#ffffff", 1], [0.2, "#dfe8ff", 0.5], [1, "#dfe8ff", 0]], 1420, 200, 160);
  const church =
    `<g fill="#0b1026">` +
    `<rect x="860" y="560" width="240" height="200"/>` +
    `<polygon points="840,565 980,450 1120,565"/>` +
    `<rect x="940" y="380" width="80" height="120"/>` +
    `<polygon points="930,385 980,300 1030,385"/>` +
    `<rect x="976" y="250" width="8" height="56"/><rect x="960" y="266" width="40" height="8"/>` +
    `</g>` +
    `<g fill="#ffd77a">` +
    `<rect x="900" y="610" width="34" height="60" rx="17"/><rect x="1026" y="610" width="34" height="60" rx="17"/>` +
    `<rect x="955" y="680" width="50" height="80" rx="25"/>` +
    `<rect x="966" y="420" width="28" height="44" rx="14"/>` +
    `</g>`;
  const body =
    fullRect("url(#sky)") +
    sparkles(random, 260, { x: 0, y: 0, w: WIDTH, h: 560 }, 2.2, "#ffffff") +
    fullRect("url(#star)") +
    `<path d="M 1420 140 L 1432 188 L 1480 200 L 1432 212 L 1420 260 L 1408 212 L 1360 200 L 1408 188 Z" fill="#ffffff"/>` +
    ridge(720, 30, 1.2, 1.5, "#141a3a") +
    church +
    ridge(800, 22, 2, 0.2, "#080c20");
  return svg(defs, body);
}

/** A road winding towards a bright horizon: going out into the world. */
function road(): string {
  const defs =
    linear("sky", [[0, "#3f7cc4"], [0.7, "#a9d2f0"], [1, "#fff2c8"]]) +
    radial("sun", [[0, "#ffffff", 1], [0.15, "#fff3c0", 0.8], [1, "#fff3c0", 0]], 1010, 470, 520) +
    linear("grass", [[0, "#7cb35a"], [1, "#3f7a2a"]]) +
    linear("asphalt", [[0, "#8a8f99"], [1, "#3d414a"]]);
  const body =
    fullRect("url(#sky)") +
    fullRect("url(#sun)") +
    cloud(380, 200, 1.3, "#ffffff", 0.9) +
    cloud(1550, 160, 1.1, "#ffffff", 0.85) +
    ridge(480, 18, 2, 1, "#6f9fb0", 0.7) +
    `<rect x="0" y="490" width="${WIDTH}" height="${HEIGHT - 490}" fill="url(#grass)"/>` +
    `<path d="M 1000 490 C 1060 560 820 620 860 700 C 900 790 1200 820 1300 ${HEIGHT} L 500 ${HEIGHT} C 560 820 640 790 700 700 C 760 610 990 560 990 490 Z" fill="url(#asphalt)"/>` +
    `<path d="M 995 500 C 1010 560 850 620 790 700 C 740 780 900 830 900 ${HEIGHT}" fill="none" stroke="#fff4b8" stroke-width="8" stroke-dasharray="34 30" opacity="0.85"/>` +
    ridge(860, 18, 3, 0.5, "#2f6420");
  return svg(defs, body);
}

/** Every picture the demo content can use, by name. */
export const ARTWORK = {
  sunrise,
  lamp,
  dove,
  pasture,
  peaks,
  river,
  rain,
  book,
  wheat,
  fellowship,
  music,
  fire,
  starlight,
  road,
} satisfies Record<string, () => string>;

export type ArtworkName = keyof typeof ARTWORK;
