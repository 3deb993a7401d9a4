/**
 * Deterministic SVG landscapes: every name (destination, tour, trek, blog post...) gets its own
 * Himalayan scene, always the same one. Nothing external is referenced and no text is drawn, so
 * the output is safe to serve as `image/svg+xml` and small enough to inline.
 */

export type SceneKind = 'destination' | 'tour' | 'trek' | 'blog' | 'gallery' | 'avatar';

export interface SceneOptions {
  width?: number;
  height?: number;
}

type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night';
type Foreground = 'lake' | 'meadow' | 'snow';

interface Palette {
  sky: [string, string, string];
  haze: string;
  rock: string;
  snow: string;
  forest: string;
  light: string;
  water: [string, string];
  meadow: [string, string];
}

interface Point {
  x: number;
  y: number;
}

const PALETTES: Record<TimeOfDay, Palette[]> = {
  dawn: [
    {
      sky: ['#3c4f86', '#e79b93', '#fddcae'],
      haze: '#f3c7b5',
      rock: '#8b86b3',
      snow: '#fff1ea',
      forest: '#243a45',
      light: '#ffd98a',
      water: ['#d99ba4', '#3d4f78'],
      meadow: ['#7f9a5a', '#3f5a36'],
    },
    {
      sky: ['#4a5a8f', '#f0a98a', '#ffe6b8'],
      haze: '#f6d0b0',
      rock: '#8e8fb8',
      snow: '#fff4e6',
      forest: '#2d4239',
      light: '#ffe09a',
      water: ['#e8b39b', '#465a80'],
      meadow: ['#8ba35e', '#46603a'],
    },
  ],
  day: [
    {
      sky: ['#2f78d0', '#79b8ef', '#e2f2ff'],
      haze: '#cfe3f3',
      rock: '#6f86a8',
      snow: '#ffffff',
      forest: '#1f4a34',
      light: '#fff6cf',
      water: ['#8cc4e8', '#1f5f8c'],
      meadow: ['#8dbb4e', '#3f7a35'],
    },
    {
      sky: ['#3a86c8', '#8cc7ea', '#eaf6fb'],
      haze: '#d6ebf2',
      rock: '#7a8ba0',
      snow: '#fbfdff',
      forest: '#28503a',
      light: '#fffbe0',
      water: ['#7fc2d6', '#1d6478'],
      meadow: ['#a3bf5a', '#557d36'],
    },
    {
      sky: ['#1e6fb8', '#6aaee0', '#d4ecfa'],
      haze: '#c4dceb',
      rock: '#66809e',
      snow: '#f7fbff',
      forest: '#17402f',
      light: '#fff3c4',
      water: ['#6db3dc', '#174f78'],
      meadow: ['#c2b15a', '#6f7a3a'],
    },
  ],
  dusk: [
    {
      sky: ['#29215a', '#b5517a', '#f7a65e'],
      haze: '#d98a7d',
      rock: '#6d5783',
      snow: '#ffd6c2',
      forest: '#231c35',
      light: '#ffb36b',
      water: ['#e08f72', '#2d2552'],
      meadow: ['#6e5a48', '#2f2a2e'],
    },
    {
      sky: ['#1f2b5c', '#c0637a', '#ffc07a'],
      haze: '#e0a08a',
      rock: '#6a6190',
      snow: '#ffe0cc',
      forest: '#1d2338',
      light: '#ffc47f',
      water: ['#eaa57f', '#25305a'],
      meadow: ['#74624a', '#2c2c30'],
    },
  ],
  night: [
    {
      sky: ['#050b1f', '#142650', '#2e4a78'],
      haze: '#2e4569',
      rock: '#2c3b5e',
      snow: '#c9d6ee',
      forest: '#070d1c',
      light: '#f4f1dc',
      water: ['#2a4470', '#060c1e'],
      meadow: ['#1c2b3a', '#0a121c'],
    },
    {
      sky: ['#0a0a24', '#241f52', '#3d3f7a'],
      haze: '#3b3d6e',
      rock: '#343866',
      snow: '#d4d8f0',
      forest: '#0b0b1e',
      light: '#fbf6e0',
      water: ['#393c74', '#0a0a22'],
      meadow: ['#232540', '#0d0d1f'],
    },
  ],
};

const FLAG_COLOURS = ['#2f6fd6', '#f4f4f4', '#d83a34', '#2e9e5b', '#f2c230'];

const WATER_WORDS = /(lake|tso|dal|tal|sar|river|beach|raft|ganga|houseboat|kund|shikara|naini|pangong|khajjiar)/;
const SNOW_WORDS = /(snow|ski|winter|chadar|auli|gulmarg|kedarkantha|brahmatal|leopard)/;

/** FNV-1a, 32 bits. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and identical on every platform. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, '0')}`;
}

const r0 = (n: number) => Math.round(n);
const r1 = (n: number) => Math.round(n * 10) / 10;
const pts = (points: Point[]) => points.map((p) => `${r0(p.x)},${r0(p.y)}`).join(' ');

function clampDimension(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(4000, Math.max(16, Math.round(value)));
}

/** A jagged ridge line from left to right, returned with the main peaks (for shading). */
function ridgeLine(
  rand: () => number,
  width: number,
  baseY: number,
  amplitude: number,
  peakCount: number,
  roughness: number,
): { line: Point[]; peaks: { top: Point; right: Point }[] } {
  const line: Point[] = [];
  const peaks: { top: Point; right: Point }[] = [];
  const step = (width + 80) / (peakCount * 2);
  let x = -40;
  let previous: Point = { x, y: baseY - amplitude * (0.1 + rand() * 0.3) };
  line.push(previous);
  for (let i = 0; i < peakCount * 2; i++) {
    const isPeak = i % 2 === 0;
    x += step * (0.7 + rand() * 0.6);
    const y = isPeak ? baseY - amplitude * (0.55 + rand() * 0.45) : baseY - amplitude * (0.05 + rand() * 0.35);
    const next: Point = { x: Math.min(x, width + 40), y };
    // a couple of smaller notches between main vertices
    const notches = 1 + Math.floor(rand() * 2);
    for (let n = 1; n <= notches; n++) {
      const t = n / (notches + 1);
      line.push({
        x: previous.x + (next.x - previous.x) * t,
        y: previous.y + (next.y - previous.y) * t + (rand() - 0.5) * amplitude * roughness,
      });
    }
    line.push(next);
    if (!isPeak && peaks.length > 0) {
      const last = peaks[peaks.length - 1];
      if (last) last.right = next;
    }
    if (isPeak) peaks.push({ top: next, right: next });
    previous = next;
  }
  if (previous.x < width + 40) line.push({ x: width + 40, y: previous.y });
  return { line, peaks };
}

function closedPolygon(line: Point[], bottom: number): string {
  const first = line[0];
  const last = line[line.length - 1];
  if (!first || !last) return '';
  return pts([...line, { x: last.x, y: bottom }, { x: first.x, y: bottom }]);
}

function pineTree(x: number, baseY: number, height: number): string {
  const w = height * 0.42;
  const tiers = 3;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i < tiers; i++) {
    const tierTop = baseY - height + height * 0.28 * i;
    const tierBottom = tierTop + height * 0.42;
    const half = (w / 2) * (0.55 + 0.45 * ((i + 1) / tiers));
    left.push({ x: x - half * 0.45, y: tierTop + height * 0.08 }, { x: x - half, y: tierBottom });
    right.unshift({ x: x + half, y: tierBottom }, { x: x + half * 0.45, y: tierTop + height * 0.08 });
  }
  const trunk = height * 0.05;
  const outline = [
    { x, y: baseY - height },
    ...left.slice(1),
    { x: x - trunk, y: baseY - height * 0.12 },
    { x: x - trunk, y: baseY },
    { x: x + trunk, y: baseY },
    { x: x + trunk, y: baseY - height * 0.12 },
    ...right.slice(0, -1),
  ];
  return `<polygon points="${pts(outline)}"/>`;
}

/** Draw the scene for `name` (any string; the same string always gives the same picture). */
export function renderSceneSvg(name: string, options: SceneOptions = {}): string {
  const W = clampDimension(options.width, 1200);
  const H = clampDimension(options.height, 800);
  const seed = hashString(name);
  const rand = createRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length) % items.length] as T;
  const between = (min: number, max: number) => min + rand() * (max - min);
  const id = (suffix: string) => `s${seed.toString(36)}${suffix}`;
  const lower = name.toLowerCase();

  const time = pick<TimeOfDay>(['dawn', 'day', 'day', 'day', 'dusk', 'night']);
  const palette = pick(PALETTES[time]);
  const foreground: Foreground = WATER_WORDS.test(lower)
    ? 'lake'
    : SNOW_WORDS.test(lower)
      ? 'snow'
      : pick<Foreground>(['lake', 'meadow', 'meadow', 'snow']);
  const hasFlags = rand() < 0.45;
  const hasTrees = foreground !== 'lake' || rand() < 0.6;
  const treesLeft = rand() < 0.5;
  const [skyTop, skyMid, skyLow] = palette.sky;

  const parts: string[] = [];
  const defs: string[] = [];

  // Sky
  defs.push(
    `<linearGradient id="${id('k')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset=".55" stop-color="${skyMid}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>`,
  );
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${id('k')})"/>`);

  // Stars
  if (time === 'night' || time === 'dusk') {
    const count = time === 'night' ? 28 : 10;
    const stars: string[] = [];
    for (let i = 0; i < count; i++) {
      stars.push(
        `<circle cx="${r0(rand() * W)}" cy="${r0(rand() * H * 0.45)}" r="${r1(between(0.6, 1.8) * (W / 1200))}" opacity="${r1(between(0.4, 1))}"/>`,
      );
    }
    parts.push(`<g fill="#fff">${stars.join('')}</g>`);
  }

  // Sun or moon with a soft glow
  const bodyX = between(W * 0.15, W * 0.85);
  const bodyY =
    time === 'day'
      ? between(H * 0.1, H * 0.25)
      : time === 'night'
        ? between(H * 0.1, H * 0.22)
        : between(H * 0.3, H * 0.42);
  const bodyR = (time === 'day' ? between(28, 40) : between(34, 52)) * (W / 1200);
  if (time !== 'day' || rand() < 0.8) {
    defs.push(
      `<radialGradient id="${id('g')}"><stop offset="0" stop-color="${palette.light}" stop-opacity=".75"/><stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient>`,
    );
    parts.push(`<circle cx="${r0(bodyX)}" cy="${r0(bodyY)}" r="${r0(bodyR * 4)}" fill="url(#${id('g')})"/>`);
    if (time === 'night') {
      const x = r0(bodyX);
      const top = r0(bodyY - bodyR);
      const bottom = r0(bodyY + bodyR);
      const rr = r0(bodyR);
      parts.push(
        `<path d="M${x} ${top}A${rr} ${rr} 0 1 0 ${x} ${bottom}A${r0(bodyR * 0.72)} ${rr} 0 1 1 ${x} ${top}Z" fill="${palette.light}"/>`,
      );
    } else {
      parts.push(`<circle cx="${r0(bodyX)}" cy="${r0(bodyY)}" r="${r0(bodyR)}" fill="${palette.light}"/>`);
    }
  }

  // Wisps of cloud
  if (time !== 'night') {
    const clouds: string[] = [];
    const count = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < count; i++) {
      const cx = rand() * W;
      const cy = between(H * 0.08, H * 0.32);
      const rx = between(W * 0.06, W * 0.14);
      clouds.push(`<ellipse cx="${r0(cx)}" cy="${r0(cy)}" rx="${r0(rx)}" ry="${r0(rx * between(0.12, 0.2))}"/>`);
    }
    parts.push(`<g fill="#fff" opacity="${time === 'day' ? '.55' : '.3'}">${clouds.join('')}</g>`);
  }

  // Distant faint range
  const horizon = H * between(0.5, 0.58);
  const distant = ridgeLine(rand, W, horizon, H * between(0.2, 0.28), 4 + Math.floor(rand() * 3), 0.25);
  parts.push(`<polygon points="${closedPolygon(distant.line, H)}" fill="${mix(palette.rock, palette.haze, 0.55)}"/>`);

  // Main snow range: rock, snow above the snowline, shaded faces
  const mainBase = horizon + H * between(0.04, 0.08);
  const main = ridgeLine(rand, W, mainBase, H * between(0.28, 0.38), 3 + Math.floor(rand() * 3), 0.3);
  const rockFill = mix(palette.rock, palette.haze, 0.15);
  parts.push(`<polygon id="${id('m')}" points="${closedPolygon(main.line, H)}" fill="${rockFill}"/>`);
  defs.push(`<clipPath id="${id('c')}"><use href="#${id('m')}"/></clipPath>`);
  const topOfRange = Math.min(...main.line.map((p) => p.y));
  const snowline = topOfRange + (mainBase - topOfRange) * between(0.35, 0.6);
  const snowEdge: Point[] = [];
  const jag = H * 0.035;
  for (let x = -40, i = 0; x <= W + 40; x += W / 28, i++) {
    snowEdge.push({ x, y: snowline + (i % 2 === 0 ? -1 : 1) * rand() * jag + rand() * jag * 0.8 });
  }
  const snowPolygon = [{ x: -40, y: 0 }, ...snowEdge, { x: W + 40, y: 0 }];
  const shadows = main.peaks
    .filter((peak) => peak.right !== peak.top)
    .map(
      (peak) =>
        `<polygon points="${pts([peak.top, peak.right, { x: peak.top.x + (peak.right.x - peak.top.x) * 0.25, y: mainBase + H * 0.05 }])}"/>`,
    )
    .join('');
  parts.push(
    `<g clip-path="url(#${id('c')})"><polygon points="${pts(snowPolygon)}" fill="${palette.snow}"/><g fill="${mix(palette.rock, '#000000', 0.45)}" opacity=".28">${shadows}</g></g>`,
  );

  // Mist between the range and the foothills
  defs.push(
    `<linearGradient id="${id('h')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.haze}" stop-opacity="0"/><stop offset="1" stop-color="${palette.haze}" stop-opacity=".8"/></linearGradient>`,
  );
  parts.push(`<rect y="${r0(mainBase - H * 0.12)}" width="${W}" height="${r0(H * 0.16)}" fill="url(#${id('h')})"/>`);

  // Forested foothills, darker as they come closer
  const shore = H * between(0.74, 0.8);
  const layers = 2 + Math.floor(rand() * 2);
  const ridgePolygons: string[] = [];
  let nearLine: Point[] = [];
  for (let i = 0; i < layers; i++) {
    const t = (i + 1) / layers;
    const base = mainBase + (shore - mainBase) * (0.35 + 0.65 * t);
    const ridge = ridgeLine(rand, W, base, H * between(0.08, 0.14), 3 + Math.floor(rand() * 4), 0.5);
    nearLine = ridge.line;
    const fill = mix(palette.haze, palette.forest, 0.35 + 0.6 * t);
    ridgePolygons.push(`<polygon points="${closedPolygon(ridge.line, H)}" fill="${fill}"/>`);
  }
  const hillsId = id('f');
  parts.push(`<g id="${hillsId}">${ridgePolygons.join('')}</g>`);

  // Tree line on the nearest ridge
  if (hasTrees && nearLine.length > 2) {
    const trees: string[] = [];
    const from = treesLeft ? 0 : W * 0.55;
    const to = treesLeft ? W * 0.45 : W;
    const count = 6 + Math.floor(rand() * 6);
    for (let i = 0; i < count; i++) {
      const x = between(from, to);
      const segment = nearLine.findIndex((p) => p.x >= x);
      const a = nearLine[Math.max(0, segment - 1)];
      const b = nearLine[Math.max(0, segment)];
      if (!a || !b) continue;
      const y = a.x === b.x ? a.y : a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
      trees.push(pineTree(x, y + H * 0.012, H * between(0.03, 0.06)));
    }
    parts.push(`<g fill="${mix(palette.forest, '#000000', 0.2)}">${trees.join('')}</g>`);
  }

  // Foreground: a lake reflecting the hills, a meadow, or fresh snow
  if (foreground === 'lake') {
    const [waterTop, waterBottom] = palette.water;
    defs.push(
      `<linearGradient id="${id('w')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${waterTop}"/><stop offset="1" stop-color="${waterBottom}"/></linearGradient>`,
      `<clipPath id="${id('l')}"><rect y="${r0(shore)}" width="${W}" height="${r0(H - shore)}"/></clipPath>`,
    );
    parts.push(
      `<rect y="${r0(shore)}" width="${W}" height="${r0(H - shore)}" fill="url(#${id('w')})"/>`,
      `<g clip-path="url(#${id('l')})" opacity=".35"><use href="#${hillsId}" transform="matrix(1 0 0 -1 0 ${r0(shore * 2)})"/></g>`,
    );
    const ripples: string[] = [];
    for (let i = 0; i < 7; i++) {
      const y = between(shore + 6, H - 6);
      const x = rand() * W * 0.85;
      ripples.push(`<rect x="${r0(x)}" y="${r0(y)}" width="${r0(between(W * 0.04, W * 0.14))}" height="2" rx="1"/>`);
    }
    parts.push(`<g fill="#fff" opacity=".35">${ripples.join('')}</g>`);
  } else {
    const [top, bottom] =
      foreground === 'snow' ? [palette.snow, mix(palette.snow, palette.rock, 0.35)] : palette.meadow;
    defs.push(
      `<linearGradient id="${id('w')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    const y1 = shore + between(-H * 0.02, H * 0.03);
    const y2 = shore + between(-H * 0.02, H * 0.03);
    parts.push(
      `<path d="M0 ${r0(y1)}Q${r0(W * between(0.3, 0.7))} ${r0(shore - H * between(0.02, 0.06))} ${W} ${r0(y2)}V${H}H0Z" fill="url(#${id('w')})"/>`,
    );
    if (foreground === 'meadow' && time !== 'night') {
      const flowers: string[] = [];
      const colours = ['#f6d743', '#f28cb1', '#ffffff', '#b388eb'];
      for (let i = 0; i < 18; i++) {
        flowers.push(
          `<circle cx="${r0(rand() * W)}" cy="${r0(between(shore + H * 0.05, H - 4))}" r="${r1(between(1.5, 3.2))}" fill="${pick(colours)}"/>`,
        );
      }
      parts.push(`<g opacity=".85">${flowers.join('')}</g>`);
    }
  }

  // Prayer flags strung across a corner of the foreground
  if (hasFlags) {
    const leftSide = rand() < 0.5;
    const start: Point = { x: leftSide ? -10 : W * 0.55, y: H * between(0.62, 0.72) };
    const end: Point = { x: leftSide ? W * 0.45 : W + 10, y: H * between(0.7, 0.8) };
    const sag = H * between(0.04, 0.08);
    const control: Point = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 + sag * 2 };
    parts.push(
      `<path d="M${r0(start.x)} ${r0(start.y)}Q${r0(control.x)} ${r0(control.y)} ${r0(end.x)} ${r0(end.y)}" fill="none" stroke="${mix(palette.forest, '#777777', 0.3)}" stroke-width="1.5"/>`,
    );
    const flags: string[] = [];
    const count = 12;
    const fw = (W / 1200) * 26;
    const fh = (H / 800) * 34;
    for (let i = 1; i < count; i++) {
      const t = i / count;
      const x = (1 - t) ** 2 * start.x + 2 * (1 - t) * t * control.x + t ** 2 * end.x;
      const y = (1 - t) ** 2 * start.y + 2 * (1 - t) * t * control.y + t ** 2 * end.y;
      const sway = (rand() - 0.5) * fw * 0.5;
      flags.push(
        `<polygon points="${pts([
          { x: x - fw / 2, y },
          { x: x + fw / 2, y },
          { x: x + fw / 2 + sway, y: y + fh },
          { x: x - fw / 2 + sway, y: y + fh },
        ])}" fill="${FLAG_COLOURS[(i - 1) % FLAG_COLOURS.length]}"/>`,
      );
    }
    parts.push(`<g opacity=".92">${flags.join('')}</g>`);
  }

  // Large pines framing one side
  if (hasTrees) {
    const trees: string[] = [];
    const count = 2 + Math.floor(rand() * 4);
    for (let i = 0; i < count; i++) {
      const x = treesLeft ? between(-W * 0.02, W * 0.16) : between(W * 0.84, W * 1.02);
      trees.push(pineTree(x, H + 4, H * between(0.18, 0.34)));
    }
    parts.push(`<g fill="${mix(palette.forest, '#000000', 0.35)}">${trees.join('')}</g>`);
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs.join('')}</defs>${parts.join('')}</svg>`
  );
}

/** Public address of the scene for one item; the images route renders it from the file name. */
export function sceneUrl(kind: SceneKind, slug: string, index = 0): string {
  return `/images/scenes/${kind}-${slug}${index ? `-${index}` : ''}.svg`;
}

const SCENE_FILE = /^[a-z0-9-]{1,160}\.svg$/;

/** `tour-spiti-circuit-2.svg` -> `tour-spiti-circuit-2`; anything else (paths, other types) -> null. */
export function parseSceneName(fileName: string): string | null {
  if (!SCENE_FILE.test(fileName)) return null;
  return fileName.slice(0, -'.svg'.length);
}
