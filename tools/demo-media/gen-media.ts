/**
 * Generates the demo imagery under public/media (and public/favicon.svg) as small SVG files:
 * stylised Jharkhand landscapes, resorts, temples, waterfalls, villages and rooms, drawn from
 * seeded randomness so every run gives the same files. Nothing is downloaded.
 *
 *   npx tsx tools/demo-media/gen-media.ts        (or: npm run media)
 *
 * Naming: see docs/design-system.md ("Demo imagery") and public/media/manifest.json, which
 * lists every file with its size and a plain-English subject that can seed alt text.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC_DIR = join(ROOT, 'public');
const MEDIA_DIR = join(PUBLIC_DIR, 'media');
const MAX_BYTES = 8 * 1024;

// ---------------------------------------------------------------------------------------------
// Randomness, numbers, colours
// ---------------------------------------------------------------------------------------------

type Rand = () => number;

/** mulberry32: a tiny seeded PRNG. */
function rng(seed: number): Rand {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(r: Rand, min: number, max: number): number {
  return min + (max - min) * r();
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function pick<T>(r: Rand, list: readonly T[]): T {
  return at(list, Math.floor(r() * list.length));
}

/** Short number text: integers when large, one decimal otherwise. */
function n(x: number): string {
  return Math.abs(x) >= 10 ? String(Math.round(x)) : String(Math.round(x * 10) / 10);
}

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

// ---------------------------------------------------------------------------------------------
// SVG document builder
// ---------------------------------------------------------------------------------------------

type Stop = [offset: number, color: string, opacity?: number];

class Svg {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private readonly symbols = new Set<string>();
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(): string {
    const id = this.counter.toString(36);
    this.counter += 1;
    return `i${id}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.parts.push(markup);
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${n(op)}"`}/>`,
      )
      .join('');
  }

  /** Vertical gradient; with `y1/y2` it is in user space (absolute y), else per shape. */
  vgrad(stops: Stop[], y1?: number, y2?: number): string {
    const id = this.id();
    const user =
      y1 === undefined || y2 === undefined
        ? 'x2="0" y2="1"'
        : `gradientUnits="userSpaceOnUse" x1="0" y1="${n(y1)}" x2="0" y2="${n(y2)}"`;
    this.def(`<linearGradient id="${id}" ${user}>${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  hgrad(stops: Stop[]): string {
    const id = this.id();
    this.def(`<linearGradient id="${id}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  rgrad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.def(
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.id();
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  clipRect(x: number, y: number, w: number, h: number): string {
    const id = this.id();
    this.def(
      `<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`,
    );
    return `url(#${id})`;
  }

  /** Shared tree shapes, added to <defs> once. */
  symbol(name: 'pine' | 'round' | 'sal'): string {
    if (!this.symbols.has(name)) {
      this.symbols.add(name);
      if (name === 'pine') {
        this.def(
          '<symbol id="p" viewBox="0 0 20 40"><path d="M10 0 3 13h4L1 24h5L0 36h20l-6-12h5l-6-11h4zM9 35h2v5H9z"/></symbol>',
        );
      } else if (name === 'round') {
        this.def(
          '<symbol id="o" viewBox="0 0 40 44"><path d="M19 28h2.4v16H19z"/><circle cx="20" cy="16" r="12"/><circle cx="11" cy="23" r="9"/><circle cx="29" cy="23" r="9"/><circle cx="20" cy="26" r="9"/></symbol>',
        );
      } else {
        this.def(
          '<symbol id="s" viewBox="0 0 30 60"><path d="M14 30h2.4v30H14z"/><ellipse cx="15" cy="20" rx="11" ry="20"/><ellipse cx="9" cy="33" rx="8" ry="9"/><ellipse cx="21" cy="31" rx="8" ry="10"/></symbol>',
        );
      }
    }
    return `#${name === 'pine' ? 'p' : name === 'round' ? 'o' : 's'}`;
  }

  toString(): string {
    const defs = this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}">${defs}${this.parts.join('')}</svg>\n`;
  }
}

// ---------------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------------

interface Sky {
  top: string;
  mid: string;
  horizon: string;
  sun: string;
  glow: string;
  cloud: string;
  night?: boolean;
}

const SKIES = {
  morning: {
    top: '#5d9bd5',
    mid: '#a6cde9',
    horizon: '#fbe3b8',
    sun: '#fff5d6',
    glow: '#ffe39a',
    cloud: '#ffffff',
  },
  day: {
    top: '#3583cc',
    mid: '#7fbbe8',
    horizon: '#d6eef8',
    sun: '#fffbe8',
    glow: '#ffffff',
    cloud: '#ffffff',
  },
  golden: {
    top: '#4f74b3',
    mid: '#eab07c',
    horizon: '#ffd89c',
    sun: '#fff1c2',
    glow: '#ffc65e',
    cloud: '#ffe2bd',
  },
  sunset: {
    top: '#27336b',
    mid: '#b35779',
    horizon: '#fba65b',
    sun: '#ffe28c',
    glow: '#ff9a4a',
    cloud: '#f6a889',
  },
  dusk: {
    top: '#142247',
    mid: '#574a86',
    horizon: '#ea9270',
    sun: '#ffdcaa',
    glow: '#f29d6a',
    cloud: '#b7879c',
  },
  night: {
    top: '#071128',
    mid: '#162b57',
    horizon: '#3b5a8c',
    sun: '#f4f0da',
    glow: '#a7bde6',
    cloud: '#51648f',
    night: true,
  },
  mist: {
    top: '#8fb0c6',
    mid: '#c7d7df',
    horizon: '#eef1e8',
    sun: '#fffdf3',
    glow: '#ffffff',
    cloud: '#ffffff',
  },
  monsoon: {
    top: '#5f8799',
    mid: '#9fbec3',
    horizon: '#dce9df',
    sun: '#fbf6e0',
    glow: '#ffffff',
    cloud: '#eef3f2',
  },
} satisfies Record<string, Sky>;

type SkyName = keyof typeof SKIES;

const LANDS = {
  forest: '#1d4a2a',
  jungle: '#254f2c',
  teal: '#17453f',
  olive: '#3c5126',
  plum: '#2b2342',
  night: '#0c1a2c',
  earth: '#4b3a27',
} as const;

type LandName = keyof typeof LANDS;

// ---------------------------------------------------------------------------------------------
// Landscape primitives
// ---------------------------------------------------------------------------------------------

type Pt = [number, number];

function ridge(r: Rand, w: number, baseY: number, amp: number, points: number): Pt[] {
  const p1 = r() * 6.283;
  const p2 = r() * 6.283;
  const f1 = between(r, 0.8, 2);
  const f2 = between(r, 2.5, 5.5);
  const out: Pt[] = [];
  for (let i = 0; i <= points; i += 1) {
    const t = i / points;
    const wave = 0.6 * Math.sin(t * Math.PI * f1 + p1) + 0.28 * Math.sin(t * Math.PI * f2 + p2);
    out.push([-40 + (w + 80) * t, baseY - amp * (0.5 + 0.5 * wave + 0.12 * (r() - 0.5))]);
  }
  return out;
}

/** Closed smooth ridge down to `bottom`. */
function ridgePath(pts: Pt[], bottom: number): string {
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (!first || !last) return '';
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 1; i < pts.length - 1; i += 1) {
    const p = at(pts, i);
    const q = at(pts, i + 1);
    d += `Q${n(p[0])} ${n(p[1])} ${n((p[0] + q[0]) / 2)} ${n((p[1] + q[1]) / 2)}`;
  }
  return `${d}L${n(last[0])} ${n(last[1])}V${n(bottom)}H${n(first[0])}Z`;
}

function ridgeY(pts: Pt[], x: number): number {
  for (let i = 0; i < pts.length - 1; i += 1) {
    const a = at(pts, i);
    const b = at(pts, i + 1);
    if (x >= a[0] && x <= b[0]) {
      // the smooth curve passes through segment midpoints: sample the quadratic roughly
      const t = (x - a[0]) / (b[0] - a[0]);
      return a[1] + (b[1] - a[1]) * t;
    }
  }
  return at(pts, pts.length - 1)[1];
}

function cloud(s: Svg, x: number, y: number, k: number, color: string, opacity: number): void {
  s.add(
    `<g fill="${color}" opacity="${n(opacity)}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(90 * k)}" ry="${n(16 * k)}"/>` +
      `<circle cx="${n(x - 38 * k)}" cy="${n(y - 10 * k)}" r="${n(22 * k)}"/><circle cx="${n(x + 4 * k)}" cy="${n(y - 22 * k)}" r="${n(30 * k)}"/>` +
      `<circle cx="${n(x + 44 * k)}" cy="${n(y - 8 * k)}" r="${n(20 * k)}"/></g>`,
  );
}

function birds(
  s: Svg,
  r: Rand,
  x: number,
  y: number,
  count: number,
  k: number,
  color: string,
): void {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const bx = x + between(r, -90, 90) * k;
    const by = y + between(r, -40, 40) * k;
    const sz = between(r, 5, 10) * k;
    d += `M${n(bx)} ${n(by)}q${n(sz)} ${n(-sz * 0.8)} ${n(sz * 2)} 0q${n(sz)} ${n(-sz * 0.8)} ${n(sz * 2)} 0`;
  }
  s.add(
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(2 * k)}" stroke-linecap="round"/>`,
  );
}

function stars(s: Svg, r: Rand, count: number, maxY: number): void {
  let small = '';
  let big = '';
  for (let i = 0; i < count; i += 1) {
    const seg = `M${n(r() * s.w)} ${n(r() * maxY)}h0`;
    if (r() < 0.8) small += seg;
    else big += seg;
  }
  s.add(`<path d="${small}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".7"/>`);
  s.add(`<path d="${big}" stroke="#fff" stroke-width="3.6" stroke-linecap="round"/>`);
}

interface Celestial {
  x: number; // fractions of width / height
  y: number;
  r: number; // fraction of width
}

interface LandOpts {
  sky: Sky;
  land: string;
  layers: number;
  top: number; // farthest ridge base, fraction of h
  bottom: number; // nearest ridge base, fraction of h
  amp: number; // fraction of h
  sun?: Celestial;
  moon?: Celestial;
  waterY?: number; // fraction of h: water below, hills stop there
  clouds?: number;
  birds?: number;
  rays?: boolean;
  mistAt?: number; // layer index before which a mist band is drawn
  points?: number;
}

interface Land {
  ridges: Pt[][];
  colors: string[];
  waterY: number | null;
}

function sky(s: Svg, r: Rand, o: LandOpts): void {
  const horizonY = (o.waterY ?? o.bottom) * s.h;
  s.add(
    `<rect width="${s.w}" height="${s.h}" fill="${s.vgrad(
      [
        [0, o.sky.top],
        [0.55, o.sky.mid],
        [1, o.sky.horizon],
      ],
      0,
      horizonY,
    )}"/>`,
  );
  if (o.sky.night) stars(s, r, 70, horizonY * 0.8);
  const body = o.sun ?? o.moon;
  if (body) {
    const cx = body.x * s.w;
    const cy = body.y * s.h;
    const rad = body.r * s.w;
    s.add(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad * 6)}" fill="${s.rgrad([
        [0, o.sky.glow, 0.75],
        [0.35, o.sky.glow, 0.22],
        [1, o.sky.glow, 0],
      ])}"/>`,
    );
    if (o.rays) {
      let d = '';
      for (let i = 0; i < 9; i += 1) {
        const a = -Math.PI + (i + 0.5) * (Math.PI / 9) + between(r, -0.05, 0.05);
        const spread = 0.045;
        const len = Math.hypot(s.w, s.h);
        d += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a - spread) * len)} ${n(cy + Math.sin(a - spread) * len)}L${n(cx + Math.cos(a + spread) * len)} ${n(cy + Math.sin(a + spread) * len)}Z`;
      }
      s.add(`<path d="${d}" fill="${o.sky.glow}" opacity=".1"/>`);
    }
    s.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="${o.sky.sun}"/>`);
    if (o.moon) {
      s.add(
        `<g fill="#c9c3a8" opacity=".55"><circle cx="${n(cx - rad * 0.3)}" cy="${n(cy - rad * 0.2)}" r="${n(rad * 0.22)}"/><circle cx="${n(cx + rad * 0.35)}" cy="${n(cy + rad * 0.25)}" r="${n(rad * 0.16)}"/><circle cx="${n(cx + rad * 0.05)}" cy="${n(cy + rad * 0.5)}" r="${n(rad * 0.1)}"/></g>`,
      );
    }
  }
  const clouds = o.clouds ?? 0;
  for (let i = 0; i < clouds; i += 1) {
    cloud(
      s,
      between(r, 0.05, 0.95) * s.w,
      between(r, 0.08, 0.35) * horizonY,
      between(r, 0.6, 1.4) * (s.w / 1200),
      o.sky.cloud,
      between(r, 0.35, 0.75),
    );
  }
  if (o.birds)
    birds(
      s,
      r,
      s.w * between(r, 0.3, 0.7),
      horizonY * 0.3,
      o.birds,
      s.w / 1200,
      darken(o.sky.top, 0.5),
    );
}

function mistBand(s: Svg, y: number, height: number, color: string, opacity: number): void {
  s.add(
    `<rect y="${n(y - height / 2)}" width="${s.w}" height="${n(height)}" fill="${s.vgrad([
      [0, color, 0],
      [0.5, color, opacity],
      [1, color, 0],
    ])}"/>`,
  );
}

/** Sky, sun or moon, clouds, layered hills with aerial perspective and optional lake. */
function landscape(s: Svg, r: Rand, o: LandOpts): Land {
  sky(s, r, o);
  const ridges: Pt[][] = [];
  const colors: string[] = [];
  const ids: string[] = [];
  const waterY = o.waterY === undefined ? null : o.waterY * s.h;
  for (let i = 0; i < o.layers; i += 1) {
    const depth = o.layers === 1 ? 1 : i / (o.layers - 1); // 0 far .. 1 near
    const base = (o.top + (o.bottom - o.top) * depth) * s.h;
    const amp = o.amp * s.h * (1.15 - 0.55 * depth);
    const pts = ridge(r, s.w, base, amp, o.points ?? 9 + Math.round(depth * 4));
    const color = mix(o.land, o.sky.horizon, 0.78 * Math.pow(1 - depth, 1.2));
    if (o.mistAt === i) mistBand(s, base - amp * 0.2, amp * 1.4, o.sky.horizon, 0.7);
    const id = s.id();
    s.add(
      `<path id="${id}" d="${ridgePath(pts, waterY === null ? s.h : waterY + 2)}" fill="${color}"/>`,
    );
    ridges.push(pts);
    colors.push(color);
    ids.push(id);
  }
  if (waterY !== null) water(s, r, o, waterY, ids);
  return { ridges, colors, waterY };
}

function water(s: Svg, r: Rand, o: LandOpts, y: number, reflect: string[]): void {
  s.add(
    `<rect y="${n(y)}" width="${s.w}" height="${n(s.h - y)}" fill="${s.vgrad([
      [0, mix(o.sky.horizon, o.sky.mid, 0.3)],
      [1, darken(mix(o.sky.top, o.land, 0.35), 0.25)],
    ])}"/>`,
  );
  const clip = s.clipRect(0, y, s.w, s.h - y);
  s.add(
    `<g clip-path="${clip}" opacity=".5"><g transform="matrix(1 0 0 -1 0 ${n(2 * y)})">${reflect
      .map((id) => `<use href="#${id}"/>`)
      .join('')}</g></g>`,
  );
  // shimmer lines
  let d = '';
  for (let i = 0; i < 22; i += 1) {
    const ly = y + Math.pow(r(), 1.6) * (s.h - y);
    const len = between(r, 20, 120) * (0.4 + (ly - y) / (s.h - y));
    d += `M${n(r() * s.w)} ${n(ly)}h${n(len)}`;
  }
  s.add(`<path d="${d}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".22"/>`);
  const body = o.sun ?? o.moon;
  if (body) {
    let g = '';
    const cx = body.x * s.w;
    for (let i = 0; i < 12; i += 1) {
      const ly = y + 6 + i * ((s.h - y) / 14);
      const half = body.r * s.w * between(r, 0.5, 1.6) * (1 + i * 0.12);
      g += `M${n(cx - half)} ${n(ly)}h${n(half * 2)}`;
    }
    s.add(
      `<path d="${g}" stroke="${o.sky.sun}" stroke-width="4" stroke-linecap="round" opacity=".55"/>`,
    );
  }
}

interface ForestOpts {
  kind: 'pine' | 'round' | 'sal' | 'mixed';
  color: string;
  from: number; // fraction of w
  to: number;
  gap: number; // average spacing in px
  minH: number;
  maxH: number;
  sink?: number;
}

/**
 * Trees along a ridge. Small (distant) trees become one compact silhouette path: overlapping
 * triangles (pines) or elliptical crowns (round, sal) with a band below; large foreground
 * trees are detailed <use> copies of shared symbols.
 */
function forest(s: Svg, r: Rand, pts: Pt[], o: ForestOpts): void {
  if (o.maxH >= 150) {
    const uses: string[] = [];
    let x = o.from * s.w;
    while (x < o.to * s.w) {
      const kind = o.kind === 'mixed' ? pick(r, ['pine', 'round', 'sal'] as const) : o.kind;
      const href = s.symbol(kind);
      const h = between(r, o.minH, o.maxH);
      const w = kind === 'round' ? h * 0.9 : h / 2;
      const y = ridgeY(pts, x) + (o.sink ?? 0.12) * h;
      uses.push(
        `<use href="${href}" x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}"/>`,
      );
      x += o.gap * between(r, 0.45, 1.5);
    }
    s.add(`<g fill="${o.color}">${uses.join('')}</g>`);
    return;
  }
  // integer, relative coordinates keep this path short
  const q = Math.round;
  let d = '';
  const back: Pt[] = [];
  let x = q(o.from * s.w);
  let count = 0;
  let penX = 0;
  let penY = 0;
  while (x < o.to * s.w) {
    const kind = o.kind === 'mixed' ? pick(r, ['pine', 'round', 'sal'] as const) : o.kind;
    const h = q(between(r, o.minH, o.maxH));
    const half = q((kind === 'pine' ? h * 0.5 : kind === 'sal' ? h * 0.55 : h * 0.85) / 2);
    const y = q(ridgeY(pts, x + half) + (o.sink ?? 0.12) * h);
    d += count === 0 ? `M${x} ${y}` : `l${x - penX} ${y - penY}`;
    d +=
      kind === 'pine'
        ? `l${half} ${-h}l${half} ${h}`
        : `a${half} ${q(h * 0.85)} 0 0 1 ${2 * half} 0`;
    penX = x + 2 * half;
    penY = y;
    if (count % 3 === 0) back.push([penX, y + o.maxH * 0.6]);
    count += 1;
    x += q(2 * half * between(r, 0.45, 0.85) + Math.max(0, o.gap - 2 * half) * r() * 0.6) || 1;
  }
  if (count === 0) return;
  let tail = '';
  for (let i = back.length - 1; i >= 0; i -= 1) {
    const p = at(back, i);
    tail += `L${n(p[0])} ${n(p[1])}`;
  }
  s.add(`<path d="${d}${tail}Z" fill="${o.color}"/>`);
}

/** A foreground bank (shore or meadow) rising from one side. */
function bank(
  s: Svg,
  r: Rand,
  side: 'left' | 'right' | 'both',
  y: number,
  color: string,
  edge = 0.5,
): Pt[] {
  const pts: Pt[] = [];
  const steps = 10;
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const x = -40 + (s.w + 80) * t;
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    const fromLeft = clamp((1 - edge - t) / 0.22);
    const fromRight = clamp((t - edge) / 0.22);
    const lift =
      side === 'left'
        ? fromLeft
        : side === 'right'
          ? fromRight
          : clamp((0.3 - t) / 0.2) + clamp((t - 0.7) / 0.2);
    const ease = lift * lift * (3 - 2 * lift);
    pts.push([x, y + (s.h - y) * (1 - ease) * 1.05 - between(r, 0, 12) - ease * 24]);
  }
  s.add(`<path d="${ridgePath(pts, s.h)}" fill="${color}"/>`);
  return pts;
}

// ---------------------------------------------------------------------------------------------
// Architecture
// ---------------------------------------------------------------------------------------------

function rectD(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;
}

function windowsD(x: number, y: number, w: number, count: number, ww: number, wh: number): string {
  let d = '';
  const gap = (w - count * ww) / (count + 1);
  for (let i = 0; i < count; i += 1) d += rectD(x + gap + i * (ww + gap), y, ww, wh);
  return d;
}

interface BuildingColors {
  wall: string;
  shade: string;
  roof: string;
  trim: string;
  window: string;
}

function buildingColors(lit: boolean, wall: string, roof: string): BuildingColors {
  return {
    wall,
    shade: darken(wall, 0.18),
    roof,
    trim: lighten(wall, 0.4),
    window: lit ? '#ffd27a' : '#2f4858',
  };
}

function glow(s: Svg, cx: number, cy: number, rad: number, color: string): void {
  s.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="${s.rgrad([
      [0, color, 0.45],
      [1, color, 0],
    ])}"/>`,
  );
}

/** Two-tier hill resort with hipped terracotta roofs, a veranda and side cottages. */
function resort(s: Svg, cx: number, gy: number, k: number, c: BuildingColors, lit: boolean): void {
  const W = 320 * k;
  const h1 = 70 * k;
  const h2 = 56 * k;
  const roof1 = 24 * k;
  const topY = gy - h1 - roof1;
  if (lit) glow(s, cx, gy - h1, W * 0.9, '#ffb347');
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(gy)}" rx="${n(W * 0.75)}" ry="${n(10 * k)}" fill="#000" opacity=".25"/>`,
  );
  // side cottages
  for (const side of [-1, 1]) {
    const x = cx + side * W * 0.72;
    const cw = 80 * k;
    s.add(`<path d="${rectD(x - cw / 2, gy - 42 * k, cw, 42 * k)}" fill="${c.wall}"/>`);
    s.add(
      `<path d="M${n(x - cw / 2 - 10 * k)} ${n(gy - 40 * k)}L${n(x)} ${n(gy - 78 * k)}L${n(x + cw / 2 + 10 * k)} ${n(gy - 40 * k)}z" fill="${c.roof}"/>`,
    );
    s.add(
      `<path d="${windowsD(x - cw / 2, gy - 32 * k, cw, 2, 16 * k, 18 * k)}" fill="${c.window}"/>`,
    );
  }
  // lower block + veranda
  s.add(`<path d="${rectD(cx - W / 2, gy - h1, W, h1)}" fill="${c.wall}"/>`);
  s.add(`<path d="${rectD(cx - W / 2, gy - h1, W, 8 * k)}" fill="${c.shade}"/>`);
  s.add(
    `<path d="${windowsD(cx - W / 2, gy - h1 + 20 * k, W, 8, 20 * k, 30 * k)}" fill="${c.window}"/>`,
  );
  let pillars = '';
  for (let i = 0; i <= 10; i += 1)
    pillars += rectD(cx - W / 2 + (i * W) / 10 - 2 * k, gy - h1 + 8 * k, 4 * k, h1 - 8 * k);
  s.add(`<path d="${pillars}" fill="${c.trim}"/>`);
  s.add(
    `<path d="${rectD(cx - W / 2 - 6 * k, gy - 6 * k, W + 12 * k, 6 * k)}" fill="${c.shade}"/>`,
  );
  // lower roof
  s.add(
    `<path d="M${n(cx - W / 2 - 18 * k)} ${n(gy - h1 + 2 * k)}H${n(cx + W / 2 + 18 * k)}L${n(cx + W / 2 - 14 * k)} ${n(topY)}H${n(cx - W / 2 + 14 * k)}z" fill="${c.roof}"/>`,
  );
  // upper block
  const uw = W * 0.56;
  s.add(`<path d="${rectD(cx - uw / 2, topY - h2, uw, h2 + 2)}" fill="${c.wall}"/>`);
  s.add(
    `<path d="${windowsD(cx - uw / 2, topY - h2 + 16 * k, uw, 5, 18 * k, 26 * k)}" fill="${c.window}"/>`,
  );
  s.add(
    `<path d="M${n(cx - uw / 2 - 18 * k)} ${n(topY - h2 + 4 * k)}H${n(cx + uw / 2 + 18 * k)}L${n(cx + uw * 0.18)} ${n(topY - h2 - 44 * k)}H${n(cx - uw * 0.18)}z" fill="${c.roof}"/>`,
  );
  s.add(
    `<path d="M${n(cx + uw * 0.18)} ${n(topY - h2 - 44 * k)}L${n(cx + uw / 2 + 18 * k)} ${n(topY - h2 + 4 * k)}H${n(cx + uw * 0.3)}z" fill="#000" opacity=".15"/>`,
  );
}

/** Timber forest lodge with steep A-frame gables. */
function lodge(s: Svg, cx: number, gy: number, k: number, c: BuildingColors, lit: boolean): void {
  if (lit) glow(s, cx, gy - 60 * k, 260 * k, '#ffb347');
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(gy)}" rx="${n(230 * k)}" ry="${n(10 * k)}" fill="#000" opacity=".25"/>`,
  );
  const units: Array<[number, number]> = [
    [-130, 0.8],
    [0, 1.15],
    [130, 0.8],
  ];
  for (const [dx, sz] of units) {
    const x = cx + dx * k;
    const w = 110 * k * sz;
    const h = 60 * k * sz;
    s.add(`<path d="${rectD(x - w / 2, gy - h, w, h)}" fill="${c.wall}"/>`);
    let planks = '';
    for (let i = 1; i < 6; i += 1) planks += `M${n(x - w / 2)} ${n(gy - (h * i) / 6)}h${n(w)}`;
    s.add(`<path d="${planks}" stroke="${c.shade}" stroke-width="${n(1.5 * k)}"/>`);
    s.add(
      `<path d="M${n(x - w / 2 - 14 * k)} ${n(gy - h + 4 * k)}L${n(x)} ${n(gy - h - 80 * k * sz)}L${n(x + w / 2 + 14 * k)} ${n(gy - h + 4 * k)}z" fill="${c.roof}"/>`,
    );
    s.add(
      `<path d="M${n(x - w * 0.28)} ${n(gy - h + 2 * k)}L${n(x)} ${n(gy - h - 52 * k * sz)}L${n(x + w * 0.28)} ${n(gy - h + 2 * k)}z" fill="${c.window}"/>`,
    );
    s.add(
      `<path d="${windowsD(x - w / 2, gy - h * 0.62, w, 3, 16 * k * sz, 22 * k * sz)}" fill="${c.window}"/>`,
    );
    s.add(
      `<path d="M${n(x - w / 2 - 8 * k)} ${n(gy - h * 0.72)}h${n(w + 16 * k)}" stroke="${c.trim}" stroke-width="${n(3 * k)}"/>`,
    );
  }
}

/** A mid-rise city hotel with balconies and a glass lobby. */
function cityHotel(
  s: Svg,
  cx: number,
  gy: number,
  k: number,
  c: BuildingColors,
  lit: boolean,
): void {
  const W = 220 * k;
  const floors = 6;
  const fh = 34 * k;
  const H = floors * fh + 40 * k;
  if (lit) glow(s, cx, gy - H / 2, 300 * k, '#ffb347');
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(gy)}" rx="${n(W)}" ry="${n(10 * k)}" fill="#000" opacity=".25"/>`,
  );
  s.add(`<path d="${rectD(cx - W / 2, gy - H, W, H)}" fill="${c.wall}"/>`);
  s.add(`<path d="${rectD(cx + W * 0.22, gy - H, W * 0.28, H)}" fill="${c.shade}"/>`);
  let win = '';
  let rails = '';
  for (let f = 0; f < floors; f += 1) {
    const y = gy - 40 * k - (f + 1) * fh + 6 * k;
    win += windowsD(cx - W / 2, y, W, 6, 22 * k, 20 * k);
    rails += `M${n(cx - W / 2 - 6 * k)} ${n(y + 22 * k)}h${n(W + 12 * k)}`;
  }
  s.add(`<path d="${win}" fill="${c.window}"/>`);
  s.add(`<path d="${rails}" stroke="${c.trim}" stroke-width="${n(3 * k)}"/>`);
  s.add(
    `<path d="${rectD(cx - W * 0.36, gy - 36 * k, W * 0.72, 36 * k)}" fill="${lit ? '#ffe2a3' : '#7fb0c8'}"/>`,
  );
  s.add(`<path d="${rectD(cx - W * 0.46, gy - 44 * k, W * 0.92, 8 * k)}" fill="${c.roof}"/>`);
  s.add(`<path d="${rectD(cx - W * 0.55, gy - H - 8 * k, W * 1.1, 10 * k)}" fill="${c.roof}"/>`);
}

/** A colonial hill bungalow: red roof, white columns, chimney. */
function bungalow(
  s: Svg,
  cx: number,
  gy: number,
  k: number,
  c: BuildingColors,
  lit: boolean,
): void {
  const W = 300 * k;
  const H = 72 * k;
  if (lit) glow(s, cx, gy - H, 240 * k, '#ffb347');
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(gy)}" rx="${n(W * 0.7)}" ry="${n(10 * k)}" fill="#000" opacity=".25"/>`,
  );
  s.add(`<path d="${rectD(cx + W * 0.22, gy - H - 70 * k, 18 * k, 40 * k)}" fill="${c.shade}"/>`);
  s.add(`<path d="${rectD(cx - W / 2, gy - H, W, H)}" fill="${c.wall}"/>`);
  let arches = '';
  for (let i = 0; i < 5; i += 1) {
    const x = cx - W / 2 + W * (0.1 + i * 0.2);
    arches += `M${n(x - 14 * k)} ${n(gy - 12 * k)}v${n(-26 * k)}a${n(14 * k)} ${n(14 * k)} 0 0 1 ${n(28 * k)} 0v${n(26 * k)}z`;
  }
  s.add(`<path d="${arches}" fill="${c.window}"/>`);
  let cols = '';
  for (let i = 0; i <= 5; i += 1) cols += rectD(cx - W / 2 + (i * W) / 5 - 4 * k, gy - H, 8 * k, H);
  s.add(`<path d="${cols}" fill="${c.trim}"/>`);
  s.add(
    `<path d="M${n(cx - W / 2 - 24 * k)} ${n(gy - H + 4 * k)}H${n(cx + W / 2 + 24 * k)}L${n(cx + W * 0.3)} ${n(gy - H - 58 * k)}H${n(cx - W * 0.3)}z" fill="${c.roof}"/>`,
  );
  s.add(
    `<path d="${rectD(cx - W / 2 - 10 * k, gy - 8 * k, W + 20 * k, 8 * k)}" fill="${c.shade}"/>`,
  );
}

/** A curvilinear Nagara tower (shikhara) standing on baseY, with ribs, bands and an amalaka. */
function shikhara(
  s: Svg,
  cx: number,
  baseY: number,
  hw: number,
  H: number,
  stone: string,
  k: number,
): void {
  const shade = darken(stone, 0.2);
  const top = baseY - H;
  // one cubic per side; `side` is -1 (left) or 1 (right)
  const edge = (side: number) =>
    `C${n(cx + side * hw * 1.2)} ${n(baseY - H * 0.45)} ${n(cx + side * hw * 0.62)} ${n(baseY - H * 0.93)} ${n(cx + side * hw * 0.22)} ${n(top)}`;
  const back = (side: number) =>
    `C${n(cx + side * hw * 0.62)} ${n(baseY - H * 0.93)} ${n(cx + side * hw * 1.2)} ${n(baseY - H * 0.45)} ${n(cx + side * hw)} ${n(baseY)}`;
  s.add(
    `<path d="M${n(cx - hw)} ${n(baseY)}${edge(-1)}H${n(cx + hw * 0.22)}${back(1)}z" fill="${stone}"/>`,
  );
  s.add(
    `<path d="M${n(cx)} ${n(baseY)}V${n(top)}H${n(cx + hw * 0.22)}${back(1)}z" fill="${shade}" opacity=".55"/>`,
  );
  // approximate half-width of the curve at height fraction t, for the horizontal bands
  const width = (t: number) =>
    hw * (1 + 0.2 * Math.sin(Math.PI * t * 0.8)) * (1 - 0.78 * Math.pow(t, 2.2));
  let bands = '';
  for (let i = 1; i < 7; i += 1) {
    const t = i / 7;
    const w = width(t) * 0.96;
    bands += `M${n(cx - w)} ${n(baseY - t * H)}h${n(2 * w)}`;
  }
  s.add(`<path d="${bands}" stroke="${shade}" stroke-width="${n(Math.max(1, 2.2 * k))}"/>`);
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(top - 5 * k)}" rx="${n(hw * 0.34 + 4 * k)}" ry="${n(6 * k)}" fill="${shade}"/>`,
  );
}

/** Nagara-style temple: shikhara with smaller spires, mandapa, kalash and a saffron flag. */
function temple(
  s: Svg,
  cx: number,
  gy: number,
  k: number,
  stone: string,
  simple = false,
  flag = '#f28c28',
): void {
  const shade = darken(stone, 0.2);
  const hw = 50 * k;
  const baseY = gy - 36 * k;
  const H = 190 * k;
  if (simple) {
    s.add(`<path d="${rectD(cx - hw - 10 * k, baseY, 2 * hw + 20 * k, 36 * k)}" fill="${stone}"/>`);
    shikhara(s, cx, baseY, hw, H, stone, k);
    s.add(
      `<path d="M${n(cx - 13 * k)} ${n(gy)}v${n(-20 * k)}a${n(13 * k)} ${n(13 * k)} 0 0 1 ${n(26 * k)} 0v${n(20 * k)}z" fill="${darken(stone, 0.65)}"/>`,
    );
    return;
  }
  // mandapa (hall) with stepped pyramid roof
  const mx = cx - 96 * k;
  s.add(`<path d="${rectD(mx - 46 * k, gy - 52 * k, 92 * k, 52 * k)}" fill="${stone}"/>`);
  s.add(
    `<path d="M${n(mx - 56 * k)} ${n(gy - 50 * k)}h${n(112 * k)}l${n(-18 * k)} ${n(-24 * k)}h${n(-76 * k)}zM${n(mx - 34 * k)} ${n(gy - 74 * k)}h${n(68 * k)}l${n(-16 * k)} ${n(-22 * k)}h${n(-36 * k)}z" fill="${shade}"/>`,
  );
  s.add(`<circle cx="${n(mx)}" cy="${n(gy - 101 * k)}" r="${n(7 * k)}" fill="${shade}"/>`);
  s.add(
    `<path d="${rectD(mx - 32 * k, gy - 40 * k, 12 * k, 40 * k)}${rectD(mx - 6 * k, gy - 40 * k, 12 * k, 40 * k)}${rectD(mx + 20 * k, gy - 40 * k, 12 * k, 40 * k)}" fill="${darken(stone, 0.45)}" opacity=".6"/>`,
  );
  // sanctum with side spires (urushringas) and the main tower
  s.add(`<path d="${rectD(cx - hw - 10 * k, baseY, 2 * hw + 20 * k, 36 * k)}" fill="${stone}"/>`);
  shikhara(s, cx - hw * 0.78, baseY, hw * 0.42, H * 0.45, stone, k * 0.6);
  shikhara(s, cx + hw * 0.78, baseY, hw * 0.42, H * 0.45, stone, k * 0.6);
  shikhara(s, cx, baseY, hw, H, stone, k);
  const topY = baseY - H - 10 * k;
  s.add(
    `<path d="M${n(cx - 6 * k)} ${n(topY)}q${n(6 * k)} ${n(-22 * k)} ${n(12 * k)} 0z" fill="#d9a520"/>`,
  );
  s.add(
    `<path d="M${n(cx)} ${n(topY - 8 * k)}V${n(topY - 52 * k)}" stroke="${darken(stone, 0.5)}" stroke-width="${n(2 * k)}"/>`,
  );
  s.add(
    `<path d="M${n(cx)} ${n(topY - 52 * k)}l${n(40 * k)} ${n(10 * k)}l${n(-40 * k)} ${n(10 * k)}z" fill="${flag}"/>`,
  );
  // door and plinth
  s.add(
    `<path d="M${n(cx - 13 * k)} ${n(gy - 6 * k)}v${n(-20 * k)}a${n(13 * k)} ${n(13 * k)} 0 0 1 ${n(26 * k)} 0v${n(20 * k)}z" fill="${darken(stone, 0.65)}"/>`,
  );
  s.add(`<path d="${rectD(cx - 170 * k, gy - 6 * k, 250 * k, 6 * k)}" fill="${shade}"/>`);
}

/** Ruined hill fort: crenellated walls, round bastions, an arched gate. */
function fort(s: Svg, r: Rand, x0: number, x1: number, gy: number, k: number, stone: string): void {
  const shade = darken(stone, 0.22);
  const wallH = 90 * k;
  let d = `M${n(x0)} ${n(gy)}V${n(gy - wallH)}`;
  for (let x = x0; x < x1; x += 24 * k) {
    const broken = r() < 0.18 ? between(r, 8, 30) * k : 0;
    d += `H${n(x + 12 * k)}v${n(-14 * k + broken)}h${n(12 * k)}v${n(14 * k - broken)}`;
  }
  s.add(`<path d="${d}H${n(x1)}V${n(gy)}z" fill="${stone}"/>`);
  const towers = [x0 + (x1 - x0) * 0.12, x0 + (x1 - x0) * 0.5, x0 + (x1 - x0) * 0.88];
  for (const tx of towers) {
    const tw = 70 * k;
    const th = wallH + 60 * k;
    s.add(
      `<path d="M${n(tx - tw / 2)} ${n(gy)}V${n(gy - th)}h${n(tw)}V${n(gy)}z" fill="${stone}"/>` +
        `<path d="${rectD(tx + tw * 0.1, gy - th, tw * 0.4, th)}" fill="${shade}" opacity=".5"/>`,
    );
    let c = '';
    for (let i = 0; i < 4; i += 1)
      c += rectD(tx - tw / 2 + i * (tw / 3.5), gy - th - 12 * k, tw / 7, 12 * k);
    s.add(`<path d="${c}" fill="${stone}"/>`);
    s.add(
      `<path d="M${n(tx - 7 * k)} ${n(gy - th + 40 * k)}v${n(-16 * k)}a${n(7 * k)} ${n(7 * k)} 0 0 1 ${n(14 * k)} 0v${n(16 * k)}z" fill="${darken(stone, 0.6)}"/>`,
    );
  }
  const gx = towers[1] ?? (x0 + x1) / 2;
  s.add(
    `<path d="M${n(gx - 22 * k)} ${n(gy)}v${n(-46 * k)}a${n(22 * k)} ${n(26 * k)} 0 0 1 ${n(44 * k)} 0v${n(46 * k)}z" fill="${darken(stone, 0.6)}"/>`,
  );
  let blocks = '';
  for (let i = 0; i < 30; i += 1) {
    blocks += `M${n(between(r, x0, x1))} ${n(gy - between(r, 10, wallH - 10))}h${n(between(r, 10, 24) * k)}`;
  }
  s.add(`<path d="${blocks}" stroke="${shade}" stroke-width="${n(2 * k)}" opacity=".7"/>`);
}

/** Terracotta char-chala temples of Maluti: hut-shaped curved roofs in a row. */
function maluti(s: Svg, cx: number, gy: number, k: number, clay: string): void {
  const shade = darken(clay, 0.25);
  const count = 5;
  for (let i = 0; i < count; i += 1) {
    const size = i === 2 ? 1.25 : i % 2 === 0 ? 0.85 : 1;
    const x = cx + (i - 2) * 120 * k;
    const w = 84 * k * size;
    const h = 70 * k * size;
    s.add(`<path d="${rectD(x - w / 2, gy - h, w, h)}" fill="${clay}"/>`);
    s.add(
      `<path d="M${n(x - w / 2 - 10 * k)} ${n(gy - h + 6 * k)}q${n(w / 2 + 10 * k)} ${n(-20 * k)} ${n(w + 20 * k)} 0L${n(x + w * 0.2)} ${n(gy - h - 46 * k * size)}q${n(-w * 0.2)} ${n(-14 * k)} ${n(-w * 0.4)} 0z" fill="${shade}"/>`,
    );
    s.add(
      `<circle cx="${n(x)}" cy="${n(gy - h - 58 * k * size)}" r="${n(6 * k)}" fill="${shade}"/>`,
    );
    s.add(
      `<path d="M${n(x - w * 0.16)} ${n(gy)}v${n(-h * 0.45)}a${n(w * 0.16)} ${n(w * 0.16)} 0 0 1 ${n(w * 0.32)} 0v${n(h * 0.45)}z" fill="${darken(clay, 0.6)}"/>`,
    );
    let tiles = '';
    for (let j = 0; j < 3; j += 1)
      tiles += `M${n(x - w / 2 + 6 * k)} ${n(gy - h + (14 + j * 9) * k)}h${n(w - 12 * k)}`;
    s.add(
      `<path d="${tiles}" stroke="${lighten(clay, 0.3)}" stroke-width="${n(2 * k)}" stroke-dasharray="${n(4 * k)} ${n(3 * k)}"/>`,
    );
  }
}

/** Waterfall over a rock face (one or two drops), with spray, boulders and a plunge pool. */
function waterfall(
  s: Svg,
  r: Rand,
  cx: number,
  top: number,
  bottom: number,
  width: number,
  rock: string,
  tiers: 1 | 2,
  muddy = false,
): void {
  const shade = darken(rock, 0.35);
  const rockFill = s.vgrad(
    [
      [0, lighten(rock, 0.12)],
      [1, darken(rock, 0.35)],
    ],
    top - 150,
    bottom,
  );
  const lip = (side: number) => {
    let d = `M${side < 0 ? -10 : s.w + 10} ${n(top - between(r, 50, 140))}`;
    for (let i = 0; i <= 8; i += 1) {
      const y = top - 40 + (i / 8) * (bottom - top + 40);
      d += `L${n(cx + side * (width / 2 + between(r, 0, 34)))} ${n(y)}`;
    }
    return `${d}L${side < 0 ? -10 : s.w + 10} ${n(bottom + 20)}z`;
  };
  s.add(`<path d="${lip(-1)}${lip(1)}" fill="${rockFill}"/>`);
  let cracks = '';
  for (let i = 0; i < 18; i += 1) {
    const side = r() < 0.5 ? -1 : 1;
    const x = cx + side * (width / 2 + between(r, 40, s.w * 0.42));
    const y = between(r, top, bottom);
    cracks += `M${n(x)} ${n(y)}l${n(between(r, 30, 90) * side)} ${n(between(r, -8, 8))}`;
  }
  s.add(
    `<path d="${cracks}" stroke="${shade}" stroke-width="4" stroke-linecap="round" opacity=".55"/>`,
  );
  const waterFill = s.vgrad([
    [0, muddy ? '#f1e6d0' : '#dff3f8'],
    [0.5, '#ffffff'],
    [1, muddy ? '#dccaa6' : '#cfe9f1'],
  ]);
  const streakColor = muddy ? '#c9b58e' : '#9fcbd9';
  const drop = (x: number, y0: number, y1: number, wd: number) => {
    s.add(
      `<path d="M${n(x - wd / 2)} ${n(y0)}h${n(wd)}l${n(wd * 0.15)} ${n(y1 - y0)}h${n(-wd * 1.3)}z" fill="${waterFill}"/>`,
    );
    let streaks = '';
    for (let i = 0; i < 10; i += 1) {
      streaks += `M${n(x - wd / 2 + r() * wd)} ${n(y0 + r() * (y1 - y0) * 0.6)}v${n(between(r, 30, (y1 - y0) * 0.5))}`;
    }
    s.add(
      `<path d="${streaks}" stroke="${streakColor}" stroke-width="2.4" stroke-linecap="round" opacity=".7"/>`,
    );
  };
  const mist = s.blur(18);
  if (tiers === 2) {
    const mid = top + (bottom - top) * between(r, 0.38, 0.5);
    const shift = width * between(r, 0.3, 0.7) * (r() < 0.5 ? -1 : 1);
    drop(cx, top, mid, width * 0.7);
    s.add(
      `<path d="M${n(cx - width * 1.3)} ${n(mid + 22)}q${n(width * 1.3)} ${n(-40)} ${n(width * 2.6)} 0v30h${n(-width * 2.6)}z" fill="${shade}"/>`,
    );
    s.add(
      `<ellipse cx="${n(cx)}" cy="${n(mid + 6)}" rx="${n(width * 0.7)}" ry="14" fill="#fff" opacity=".8" filter="${mist}"/>`,
    );
    drop(cx + shift, mid + 10, bottom, width * 1.15);
    cx += shift;
  } else {
    drop(cx, top, bottom, width);
  }
  const pool = bottom + 10;
  s.add(
    `<rect y="${n(pool)}" width="${s.w}" height="${n(s.h - pool)}" fill="${s.vgrad([
      [0, muddy ? '#b8aa88' : '#8fc6d1'],
      [1, muddy ? '#6b604a' : '#2f6f7c'],
    ])}"/>`,
  );
  s.add(
    `<g fill="#fff" opacity=".75" filter="${mist}"><ellipse cx="${n(cx)}" cy="${n(pool)}" rx="${n(width * 1.4)}" ry="40"/><ellipse cx="${n(cx - width)}" cy="${n(pool + 10)}" rx="${n(width)}" ry="26"/><ellipse cx="${n(cx + width)}" cy="${n(pool + 6)}" rx="${n(width)}" ry="24"/></g>`,
  );
  let boulders = '';
  for (let i = 0; i < 4; i += 1) {
    const bx = between(r, 0.05, 0.95) * s.w;
    if (Math.abs(bx - cx) < width) continue;
    const bw = between(r, 40, 90);
    boulders += `M${n(bx - bw)} ${n(pool + 60 + i * 30)}q${n(bw * 0.2)} ${n(-bw * 0.7)} ${n(bw)} ${n(-bw * 0.7)}t${n(bw)} ${n(bw * 0.7)}z`;
  }
  s.add(`<path d="${boulders}" fill="${mix(rock, '#2f6f7c', 0.35)}"/>`);
  let ripples = '';
  for (let i = 0; i < 10; i += 1) {
    ripples += `M${n(r() * s.w)} ${n(pool + 40 + r() * (s.h - pool - 40))}h${n(between(r, 30, 110))}`;
  }
  s.add(
    `<path d="${ripples}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".35"/>`,
  );
}

function boat(s: Svg, x: number, y: number, k: number, hull: string, canopy: string): void {
  s.add(
    `<path d="M${n(x - 70 * k)} ${n(y - 14 * k)}q${n(70 * k)} ${n(34 * k)} ${n(140 * k)} 0l${n(-12 * k)} ${n(14 * k)}h${n(-116 * k)}z" fill="${hull}"/>` +
      `<path d="M${n(x - 34 * k)} ${n(y - 6 * k)}v${n(-30 * k)}q${n(34 * k)} ${n(-18 * k)} ${n(68 * k)} 0v${n(30 * k)}" fill="none" stroke="${hull}" stroke-width="${n(3 * k)}"/>` +
      `<path d="M${n(x - 38 * k)} ${n(y - 36 * k)}q${n(38 * k)} ${n(-22 * k)} ${n(76 * k)} 0z" fill="${canopy}"/>` +
      `<path d="M${n(x - 60 * k)} ${n(y + 6 * k)}h${n(120 * k)}" stroke="${hull}" stroke-width="${n(3 * k)}" opacity=".3"/>`,
  );
}

function watchtower(s: Svg, x: number, gy: number, k: number, wood: string): void {
  s.add(
    `<path d="M${n(x - 30 * k)} ${n(gy)}L${n(x - 20 * k)} ${n(gy - 130 * k)}M${n(x + 30 * k)} ${n(gy)}L${n(x + 20 * k)} ${n(gy - 130 * k)}M${n(x - 27 * k)} ${n(gy - 40 * k)}L${n(x + 23 * k)} ${n(gy - 90 * k)}M${n(x + 27 * k)} ${n(gy - 40 * k)}L${n(x - 23 * k)} ${n(gy - 90 * k)}" stroke="${wood}" stroke-width="${n(5 * k)}"/>` +
      `<path d="${rectD(x - 32 * k, gy - 158 * k, 64 * k, 30 * k)}" fill="${wood}"/>` +
      `<path d="M${n(x - 44 * k)} ${n(gy - 156 * k)}L${n(x)} ${n(gy - 190 * k)}L${n(x + 44 * k)} ${n(gy - 156 * k)}z" fill="${darken(wood, 0.3)}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Figures drawn in local coordinates (origin at the base centre), placed with a transform
// ---------------------------------------------------------------------------------------------

function place(
  d: string,
  x: number,
  y: number,
  k: number,
  fill: string,
  flip = false,
  extra = '',
): string {
  const sy = Math.round(k * 100) / 100;
  const scale = flip ? `${-sy} ${sy}` : String(sy);
  return `<path transform="translate(${n(x)} ${n(y)}) scale(${scale})" d="${d}" fill="${fill}"${extra}/>`;
}

const ELEPHANT =
  'M40 0V-30C46-45 40-62 20-66C0-70-25-70-38-62C-52-58-58-46-56-34C-56-20-60-8-66-2L-61 1C-52-6-47-18-44-28L-36-26V0H-25V-22H-15V0H-4V-24C4-26 10-26 12-24V0H23V-22H28V0H40Z';
const ELEPHANT_EAR = 'M-40-57C-27-63-17-52-20-36C-27-30-37-33-41-41Z';

function elephant(s: Svg, x: number, gy: number, k: number, color: string, flip = false): void {
  s.add(place(ELEPHANT, x, gy, k, color, flip));
  s.add(place(ELEPHANT_EAR, x, gy, k, darken(color, 0.18), flip));
  s.add(place('M-49-29q-5 8-14 7', x, gy, k, 'none', flip, ` stroke="#efe6d0" stroke-width="2.5"`));
}

const CATTLE_BODY =
  'M-45-20C-50-45-30-55 0-52C25-55 40-50 45-38L50-20C40-14-30-14-45-20ZM8-51c4-12 16-14 22-5zM40-44C48-54 62-54 66-46L72-30C70-24 62-24 60-30L52-36Z';
const CATTLE_LINES =
  'M58-50c-4-10 0-18 8-22M64-50c6-8 14-8 20-4M-38-18v18M-26-17v17M28-17v17M40-18v18M-46-30c-10 4-12 16-8 26';
const PEACOCK_BODY =
  'M2-28C-30-36-72-26-98-6L-92-1C-64-12-32-16 4-18ZM-2-18C-10-32-2-48 10-46C20-44 20-30 14-18ZM8-44C6-56 10-66 16-72L21-69C16-62 14-52 16-44ZM14.5-73a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0Z';
const PEACOCK_LINES = 'M16-79l-2-7M19-80v-7M22-79l2-7M4-18v18M11-18v18';
const HORSE =
  'M-30 0l3-30c-3-8 1-18 12-20h26c5-10 9-22 19-30l5 2c-2 5-1 9 2 12l6 12c2 4-2 6-6 4l-7-4c-4 6-6 12-6 20v34h-7l-3-28h-26l-4 28h-7l-1-26-3 26z';
const DUCK = 'M-14 0c-2-7 4-11 13-10 2-7 9-9 12-4l5 2-5 2c1 5-3 9-9 10z';

function cattle(s: Svg, x: number, gy: number, k: number, color: string, flip = false): void {
  s.add(place(CATTLE_BODY, x, gy, k, color, flip));
  s.add(
    place(
      CATTLE_LINES,
      x,
      gy,
      k,
      'none',
      flip,
      ` stroke="${color}" stroke-width="4" stroke-linecap="round"`,
    ),
  );
}

function peacock(
  s: Svg,
  x: number,
  gy: number,
  k: number,
  color: string,
  eye: string,
  flip = false,
): void {
  s.add(place(PEACOCK_BODY, x, gy, k, color, flip));
  s.add(place(PEACOCK_LINES, x, gy, k, 'none', flip, ` stroke="${color}" stroke-width="1.6"`));
  s.add(
    place(
      'M-30-26h0M-52-21h0M-72-14h0M-90-6h0',
      x,
      gy,
      k,
      'none',
      flip,
      ` stroke="${eye}" stroke-width="7" stroke-linecap="round"`,
    ),
  );
}

/** A flower: a dashed ring reads as petals. */
function flower(x: number, y: number, rad: number, petal: string, heart: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="none" stroke="${petal}" stroke-width="${n(rad * 0.9)}" stroke-dasharray="${n(rad * 0.5)} ${n(rad * 0.36)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 0.4)}" fill="${heart}"/>`
  );
}

function jeep(s: Svg, x: number, gy: number, k: number, body: string): void {
  s.add(place('M-52-12V-30H-22L-12-46H18L22-30H48L52-22V-12Z', x, gy, k, body));
  s.add(place('M-10-43H15L18-31H-15Z', x, gy, k, '#bcd7e6'));
  s.add(
    place(
      'M-14-46V-60H30V-30',
      x,
      gy,
      k,
      'none',
      false,
      ` stroke="${darken(body, 0.4)}" stroke-width="3"`,
    ),
  );
  s.add(
    place(
      'M-43-11a11 11 0 1 0 22 0a11 11 0 1 0-22 0ZM19-11a11 11 0 1 0 22 0a11 11 0 1 0-22 0ZM-64-24a9 9 0 1 0 18 0a9 9 0 1 0-18 0Z',
      x,
      gy,
      k,
      '#1f1f1f',
    ),
  );
  s.add(place('M46-28h5v5h-5z', x, gy, k, '#ffe9a8'));
}

function sailboat(s: Svg, x: number, y: number, k: number, hull: string, sail: string): void {
  boat(s, x, y, k, hull, sail);
  s.add(
    `<path d="M${n(x + 6 * k)} ${n(y - 40 * k)}V${n(y - 150 * k)}L${n(x + 70 * k)} ${n(y - 46 * k)}z" fill="${lighten(sail, 0.5)}"/>`,
  );
}

function grass(s: Svg, r: Rand, y0: number, y1: number, count: number, color: string): void {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const x = r() * s.w;
    const y = between(r, y0, y1);
    const h = between(r, 10, 28) * (0.4 + (y - y0) / Math.max(1, y1 - y0));
    d += `M${n(x)} ${n(y)}q${n(between(r, -4, 4))} ${n(-h / 2)} ${n(between(r, -8, 8))} ${n(-h)}`;
  }
  s.add(`<path d="${d}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round"/>`);
}

/** Dots drawn as zero-length round-capped strokes: many small shapes for a few bytes. */
function dots(points: Pt[], size: number, color: string, opacity = 1): string {
  const d = points.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join('');
  return `<path d="${d}" stroke="${color}" stroke-width="${n(size)}" stroke-linecap="round"${opacity < 1 ? ` opacity="${n(opacity)}"` : ''}/>`;
}

function umbrella(s: Svg, x: number, gy: number, k: number, color: string): void {
  s.add(
    `<path d="M${n(x)} ${n(gy)}V${n(gy - 110 * k)}" stroke="#5b4030" stroke-width="${n(3 * k)}"/>` +
      `<path d="M${n(x - 60 * k)} ${n(gy - 96 * k)}Q${n(x)} ${n(gy - 150 * k)} ${n(x + 60 * k)} ${n(gy - 96 * k)}z" fill="${color}"/>` +
      `<path d="M${n(x - 60 * k)} ${n(gy - 96 * k)}Q${n(x - 30 * k)} ${n(gy - 88 * k)} ${n(x)} ${n(gy - 96 * k)}T${n(x + 60 * k)} ${n(gy - 96 * k)}" fill="${darken(color, 0.2)}"/>`,
  );
}

function gardenSet(s: Svg, x: number, gy: number, k: number, wood: string, cloth: string): void {
  umbrella(s, x, gy, k, cloth);
  s.add(
    `<ellipse cx="${n(x)}" cy="${n(gy - 34 * k)}" rx="${n(32 * k)}" ry="${n(8 * k)}" fill="${wood}"/>` +
      `<path d="M${n(x)} ${n(gy - 34 * k)}V${n(gy)}M${n(x - 60 * k)} ${n(gy)}v${n(-50 * k)}M${n(x - 60 * k)} ${n(gy - 26 * k)}h${n(22 * k)}v${n(26 * k)}M${n(x + 60 * k)} ${n(gy)}v${n(-50 * k)}M${n(x + 60 * k)} ${n(gy - 26 * k)}h${n(-22 * k)}v${n(26 * k)}" stroke="${wood}" stroke-width="${n(4 * k)}" fill="none"/>`,
  );
}

function lounger(s: Svg, x: number, gy: number, k: number, color: string): void {
  s.add(
    `<path d="M${n(x - 50 * k)} ${n(gy - 16 * k)}h${n(70 * k)}l${n(30 * k)} ${n(-30 * k)}" stroke="${color}" stroke-width="${n(8 * k)}" fill="none" stroke-linecap="round"/>` +
      `<path d="M${n(x - 44 * k)} ${n(gy - 14 * k)}v${n(14 * k)}M${n(x + 16 * k)} ${n(gy - 14 * k)}v${n(14 * k)}" stroke="#6b6b6b" stroke-width="${n(3 * k)}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Hotel exteriors and rooms
// ---------------------------------------------------------------------------------------------

type Structure = 'resort' | 'lodge' | 'city' | 'bungalow';

interface Exterior {
  sky: SkyName;
  land: LandName;
  structure: Structure;
  lake: boolean;
  trees: ForestOpts['kind'];
  wall: string;
  roof: string;
}

function drawStructure(
  s: Svg,
  kind: Structure,
  cx: number,
  gy: number,
  k: number,
  c: BuildingColors,
  lit: boolean,
): void {
  if (kind === 'resort') resort(s, cx, gy, k, c, lit);
  else if (kind === 'lodge') lodge(s, cx, gy, k, c, lit);
  else if (kind === 'city') cityHotel(s, cx, gy, k, c, lit);
  else bungalow(s, cx, gy, k, c, lit);
}

function sunFor(r: Rand, sk: Sky, name: SkyName): Pick<LandOpts, 'sun' | 'moon'> {
  const x = between(r, 0.2, 0.8);
  if (sk.night) return { moon: { x, y: between(r, 0.12, 0.25), r: 0.03 } };
  if (name === 'day' || name === 'monsoon' || name === 'mist')
    return { sun: { x, y: between(r, 0.1, 0.2), r: 0.035 } };
  return { sun: { x, y: between(r, 0.34, 0.44), r: 0.045 } };
}

/** A hotel building in its landscape, on a lakeshore or a meadow. */
function exteriorScene(seed: number, t: Exterior, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[t.sky];
  const land = LANDS[t.land];
  const lit = t.sky === 'sunset' || t.sky === 'dusk' || t.sky === 'night' || t.sky === 'golden';
  const L = landscape(s, r, {
    sky: sk,
    land,
    layers: t.lake ? 3 : 4,
    top: t.lake ? 0.42 : 0.4,
    bottom: t.lake ? 0.56 : 0.7,
    amp: t.lake ? 0.14 : 0.16,
    ...sunFor(r, sk, t.sky),
    waterY: t.lake ? 0.6 : undefined,
    clouds: sk.night ? 0 : 3,
    birds: sk.night ? 0 : 5,
    mistAt: t.trees === 'pine' ? 2 : undefined,
  });
  const dark = sk.night === true || t.sky === 'dusk';
  const lawnColor = dark ? mix('#27402c', sk.top, 0.3) : mix('#4f7d3b', sk.horizon, 0.22);
  const cx = t.lake ? w * 0.7 : w * between(r, 0.42, 0.58);
  let gy: number;
  if (t.lake) {
    const ground = bank(s, r, 'right', 0.68 * h, lawnColor, 0.28);
    gy = ridgeY(ground, cx) + 60;
  } else {
    bank(s, r, 'both', 0.78 * h, mix(land, sk.horizon, 0.12));
    forest(s, r, at(L.ridges, L.ridges.length - 1), {
      kind: t.trees,
      color: darken(at(L.colors, L.colors.length - 1), 0.2),
      from: 0,
      to: 1,
      gap: 36,
      minH: 40,
      maxH: 80,
    });
    gy = 0.86 * h;
    s.add(
      `<path d="M0 ${n(gy - 4)}Q${n(w / 2)} ${n(gy - 30)} ${w} ${n(gy - 4)}V${h}H0z" fill="${lawnColor}"/>`,
    );
  }
  drawStructure(
    s,
    t.structure,
    cx,
    gy,
    t.lake ? 0.8 : 1.15,
    buildingColors(lit, t.wall, t.roof),
    lit,
  );
  s.add(
    `<path d="M${n(cx - 18)} ${n(gy)}Q${n(cx - 40)} ${n(gy + 60)} ${n(cx - 120)} ${h}H${n(cx + 60)}Q${n(cx + 20)} ${n(gy + 50)} ${n(cx + 18)} ${n(gy)}z" fill="${lighten(t.wall, 0.1)}" opacity=".5"/>`,
  );
  const fg = darken(land, 0.35);
  const line: Pt[] = [
    [-40, h + 10],
    [w + 40, h + 10],
  ];
  forest(s, r, line, {
    kind: t.trees,
    color: fg,
    from: -0.02,
    to: 0.16,
    gap: 60,
    minH: 200,
    maxH: 320,
    sink: 0.02,
  });
  forest(s, r, line, {
    kind: t.trees,
    color: fg,
    from: 0.9,
    to: 1.02,
    gap: 60,
    minH: 180,
    maxH: 300,
    sink: 0.02,
  });
  return s.toString();
}

interface Room {
  wall: string;
  floor: string;
  fabric: string;
  wood: string;
  view: SkyName;
  layout: 'double' | 'twin' | 'suite' | 'desk';
  water: boolean;
  windowRight: boolean;
}

/** A guest room: window with a view, bed(s), lamps, art, plant; layouts vary. */
function roomScene(seed: number, p: Room): string {
  const r = rng(seed);
  const w = 1200;
  const h = 800;
  const s = new Svg(w, h);
  const floorY = 560;
  s.add(
    `<rect width="${w}" height="${floorY}" fill="${s.vgrad([
      [0, lighten(p.wall, 0.3)],
      [1, p.wall],
    ])}"/>`,
  );
  s.add(
    `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${s.vgrad([
      [0, p.floor],
      [1, darken(p.floor, 0.25)],
    ])}"/>`,
  );
  let planks = '';
  for (let i = 1; i < 8; i += 1)
    planks += `M${n(w / 2 + (i - 4) * 60)} ${floorY}L${n(w / 2 + (i - 4) * 260)} ${h}`;
  s.add(`<path d="${planks}" stroke="${darken(p.floor, 0.3)}" stroke-width="2" opacity=".5"/>`);
  s.add(`<path d="M0 ${floorY}h${w}" stroke="${darken(p.wall, 0.25)}" stroke-width="8"/>`);
  // window with a view (hills, or a lake under hills)
  const wx = p.windowRight ? 820 : 90;
  const wy = 110;
  const ww = 290;
  const wh = 330;
  const vsk = SKIES[p.view];
  let view = `<rect width="${ww}" height="${wh}" fill="${s.vgrad([
    [0, vsk.top],
    [1, vsk.horizon],
  ])}"/>`;
  view += `<circle cx="${n(ww * 0.62)}" cy="${n(wh * 0.42)}" r="22" fill="${vsk.sun}"/>`;
  for (let i = 0; i < (p.water ? 2 : 3); i += 1) {
    const pts = ridge(r, ww, wh * (0.58 + i * 0.1), wh * 0.12, 6);
    view += `<path d="${ridgePath(pts, wh)}" fill="${mix(LANDS.forest, vsk.horizon, 0.6 - i * 0.28)}"/>`;
  }
  if (p.water) {
    view += `<rect y="${n(wh * 0.72)}" width="${ww}" height="${n(wh * 0.28)}" fill="${mix(vsk.mid, '#2f6f7c', 0.5)}"/>`;
    view += `<path d="M20 ${n(wh * 0.8)}h60M150 ${n(wh * 0.86)}h90M60 ${n(wh * 0.93)}h70M${n(ww * 0.55)} ${n(wh * 0.76)}h40" stroke="#fff" stroke-width="3" opacity=".45"/>`;
  }
  s.add(
    `<svg x="${wx}" y="${wy}" width="${ww}" height="${wh}" viewBox="0 0 ${ww} ${wh}">${view}</svg>`,
  );
  s.add(
    `<path d="${rectD(wx - 10, wy - 10, ww + 20, wh + 20)}M${wx} ${wy}v${wh}h${ww}v${-wh}z" fill="${p.wood}" fill-rule="evenodd"/>` +
      `<path d="M${n(wx + ww / 2)} ${wy}v${wh}M${wx} ${n(wy + wh * 0.4)}h${ww}" stroke="${p.wood}" stroke-width="8"/>` +
      `<path d="${rectD(wx - 24, wy + wh + 10, ww + 48, 12)}" fill="${darken(p.wall, 0.15)}"/>`,
  );
  const fold = (x: number, dir: number) =>
    `M${x} ${wy - 30}h${n(70 * dir)}q${n(-30 * dir)} ${n(wh / 2)} ${n(-10 * dir)} ${n(wh + 90)}h${n(-60 * dir)}z`;
  s.add(
    `<path d="${fold(wx - 40, 1)}${fold(wx + ww + 40, -1)}" fill="${p.fabric}" opacity=".85"/>`,
  );
  s.add(
    `<path d="M${wx - 60} ${wy - 34}h${ww + 120}" stroke="${p.wood}" stroke-width="6" stroke-linecap="round"/>`,
  );
  // beds
  const bx = p.windowRight ? 150 : 470;
  const bw = 560;
  const bed = (x: number, width: number, pillows: number) => {
    s.add(
      `<path d="M${x} ${floorY + 40}v-280a20 20 0 0 1 20-20h${width - 40}a20 20 0 0 1 20 20v280z" fill="${p.wood}"/>`,
    );
    s.add(
      `<path d="M${x + 24} ${floorY - 200}h${width - 48}v150h${-(width - 48)}z" fill="${lighten(p.wood, 0.15)}"/>`,
    );
    s.add(
      `<path d="M${x - 10} ${floorY - 70}h${width + 20}v110h${-(width + 20)}z" fill="#fbfaf6"/>`,
    );
    s.add(
      `<path d="M${x - 14} ${floorY - 30}h${width + 28}v80h${-(width + 28)}z" fill="${p.fabric}"/>`,
    );
    s.add(
      `<path d="M${x - 14} ${floorY - 18}h${width + 28}" stroke="${lighten(p.fabric, 0.45)}" stroke-width="8"/>`,
    );
    const pw = pillows === 2 ? 150 : 160;
    for (let i = 0; i < pillows; i += 1) {
      const px = pillows === 2 ? x + 70 + i * (width - 290) : x + (width - pw) / 2;
      s.add(
        `<rect x="${n(px)}" y="${floorY - 118}" width="${pw}" height="62" rx="26" fill="#ffffff"/>`,
      );
    }
  };
  if (p.layout === 'twin') {
    bed(bx - 20, 270, 1);
    bed(bx + bw - 250, 270, 1);
  } else {
    bed(bx, bw, 2);
    s.add(
      `<rect x="${bx + bw / 2 - 60}" y="${floorY - 100}" width="120" height="46" rx="20" fill="${lighten(p.fabric, 0.35)}"/>`,
    );
  }
  // art above the headboard
  s.add(
    `<path d="${rectD(bx + bw / 2 - 80, 120, 160, 110)}" fill="${p.wood}"/><path d="${rectD(bx + bw / 2 - 70, 130, 140, 90)}" fill="${lighten(p.fabric, 0.75)}"/>` +
      `<circle cx="${bx + bw / 2 + 20}" cy="165" r="14" fill="#f2a900"/><path d="M${bx + bw / 2 - 70} 220l40-38 30 24 36-30 34 44z" fill="${p.fabric}"/>`,
  );
  // bedside tables and lamps
  const tables = p.layout === 'twin' ? [bx + bw / 2 - 45] : [bx - 110, bx + bw + 20];
  for (const tx of tables) {
    glow(s, tx + 45, floorY - 150, 140, '#ffcf70');
    s.add(
      `<path d="${rectD(tx, floorY - 80, 90, 110)}" fill="${p.wood}"/><path d="M${tx + 10} ${floorY - 40}h70" stroke="${lighten(p.wood, 0.3)}" stroke-width="3"/>`,
    );
    s.add(
      `<path d="M${tx + 43} ${floorY - 80}v-50h4v50z" fill="${darken(p.wood, 0.3)}"/><path d="M${tx + 20} ${floorY - 128}h50l-12-48h-26z" fill="#fff1cf"/>`,
    );
  }
  // furniture under the window
  const ux = wx + ww / 2;
  if (p.layout === 'suite') {
    const c = darken(p.fabric, 0.1);
    s.add(
      `<rect x="${ux - 150}" y="${floorY - 40}" width="300" height="110" rx="24" fill="${c}"/><rect x="${ux - 170}" y="${floorY + 4}" width="340" height="76" rx="22" fill="${lighten(c, 0.12)}"/>` +
        `<rect x="${ux - 120}" y="${floorY - 20}" width="100" height="54" rx="18" fill="${lighten(p.fabric, 0.55)}"/><rect x="${ux + 20}" y="${floorY - 20}" width="100" height="54" rx="18" fill="${lighten(p.fabric, 0.55)}"/>` +
        `<ellipse cx="${ux}" cy="${floorY + 140}" rx="120" ry="22" fill="${p.wood}"/>`,
    );
  } else if (p.layout === 'desk') {
    s.add(
      `<path d="${rectD(ux - 130, floorY - 10, 260, 14)}${rectD(ux - 120, floorY + 4, 12, 90)}${rectD(ux + 108, floorY + 4, 12, 90)}" fill="${p.wood}"/>` +
        `<path d="M${ux - 60} ${floorY + 100}v-70h60v70M${ux - 70} ${floorY + 40}h80" stroke="${darken(p.fabric, 0.2)}" stroke-width="10" fill="none"/>` +
        `<path d="${rectD(ux + 30, floorY - 60, 70, 48)}" fill="#2a2f36"/><path d="M${ux - 110} ${floorY - 10}l10-56h30l10 56z" fill="#fff1cf"/>`,
    );
  } else {
    const px = wx + (p.windowRight ? -90 : ww + 90);
    s.add(`<path d="M${px - 30} ${floorY + 40}l8 -70h44l8 70z" fill="${lighten(p.wood, 0.2)}"/>`);
    let leaves = '';
    for (let i = 0; i < 9; i += 1) {
      const a = -Math.PI / 2 + between(r, -1.1, 1.1);
      const len = between(r, 70, 140);
      leaves += `M${px} ${floorY - 30}q${n(Math.cos(a) * len * 0.6 - 20)} ${n(Math.sin(a) * len * 0.6)} ${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}q${n(-Math.cos(a) * len * 0.3 + 16)} ${n(-Math.sin(a) * len * 0.2)} ${n(-Math.cos(a) * len)} ${n(-Math.sin(a) * len)}`;
    }
    s.add(`<path d="${leaves}" fill="#2f6b3a"/>`);
  }
  s.add(
    `<ellipse cx="${bx + bw / 2}" cy="${floorY + 150}" rx="360" ry="50" fill="${lighten(p.fabric, 0.55)}" opacity=".55"/>`,
  );
  return s.toString();
}

// ---------------------------------------------------------------------------------------------
// Places and people of Jharkhand
// ---------------------------------------------------------------------------------------------

/** Boats moored at a wooden jetty on a lake. */
function jettyScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const land = skyName === 'sunset' || skyName === 'dusk' ? LANDS.plum : LANDS.forest;
  landscape(s, r, {
    sky: sk,
    land,
    layers: 3,
    top: 0.4,
    bottom: 0.5,
    amp: 0.14,
    ...sunFor(r, sk, skyName),
    waterY: 0.54,
    clouds: 3,
    birds: 5,
  });
  const wood = '#6b4a30';
  const vx = w * 0.46;
  const vy = h * 0.6;
  s.add(`<path d="M${n(vx - 30)} ${n(vy)}h60L${n(w * 0.72)} ${h}H${n(w * 0.2)}z" fill="${wood}"/>`);
  let planks = '';
  for (let i = 1; i < 12; i += 1) {
    const t = Math.pow(i / 12, 1.8);
    const y = vy + t * (h - vy);
    const half = 30 + t * (w * 0.26 - 30);
    planks += `M${n(vx - half)} ${n(y)}h${n(half * 2)}`;
  }
  s.add(`<path d="${planks}" stroke="${darken(wood, 0.35)}" stroke-width="3"/>`);
  let posts = '';
  for (let i = 0; i <= 4; i += 1) {
    const t = Math.pow(i / 4, 1.6);
    const y = vy + t * (h - vy);
    const half = 34 + t * (w * 0.27 - 34);
    const ph = 14 + t * 60;
    posts +=
      rectD(vx - half - 3 - t * 6, y - ph, 6 + t * 10, ph + 20) +
      rectD(vx + half - 3, y - ph, 6 + t * 10, ph + 20);
  }
  s.add(`<path d="${posts}" fill="${darken(wood, 0.25)}"/>`);
  boat(s, w * 0.14, h * 0.82, 1.2, darken(land, 0.4), '#c8553d');
  boat(s, w * 0.86, h * 0.88, 1.5, darken(land, 0.4), '#2f7d6d');
  boat(s, w * 0.78, h * 0.66, 0.7, darken(land, 0.4), '#f2a900');
  return s.toString();
}

/** A rooftop restaurant at dusk: tables, umbrellas, string lights, the city beyond. */
function rooftopScene(seed: number): string {
  const r = rng(seed);
  const w = 1200;
  const h = 800;
  const s = new Svg(w, h);
  const sk: Sky = SKIES.dusk;
  landscape(s, r, {
    sky: sk,
    land: LANDS.plum,
    layers: 2,
    top: 0.42,
    bottom: 0.5,
    amp: 0.12,
    sun: { x: 0.7, y: 0.46, r: 0.04 },
    clouds: 3,
  });
  let blocks = '';
  let lights: Pt[] = [];
  for (let x = -10; x < w;) {
    const bw = between(r, 50, 110);
    const bh = between(r, 60, 190);
    const top = h * 0.62 - bh;
    blocks += rectD(x, top, bw - 6, bh + 20);
    for (let i = 0; i < 6; i += 1)
      lights.push([x + between(r, 8, bw - 14), between(r, top + 10, h * 0.6)]);
    x += bw;
  }
  s.add(`<path d="${blocks}" fill="#2a2444"/>`);
  s.add(dots(lights, 6, '#ffd27a', 0.85));
  lights = [];
  // terrace
  s.add(
    `<path d="M0 ${n(h * 0.64)}h${w}V${h}H0z" fill="${s.vgrad([
      [0, '#8a6a55'],
      [1, '#5a4236'],
    ])}"/>`,
  );
  s.add(
    `<path d="${rectD(0, h * 0.6, w, h * 0.06)}" fill="#b89a80"/><path d="M0 ${n(h * 0.6)}h${w}" stroke="#e9d8c4" stroke-width="6"/>`,
  );
  let tiles = '';
  for (let i = 0; i < 9; i += 1)
    tiles += `M${n(w / 2 + (i - 4) * 60)} ${n(h * 0.66)}L${n(w / 2 + (i - 4) * 300)} ${h}`;
  s.add(`<path d="${tiles}" stroke="#4a362c" stroke-width="2" opacity=".5"/>`);
  // string lights
  for (const y0 of [h * 0.12, h * 0.24]) {
    s.add(
      `<path d="M-20 ${n(y0)}Q${n(w / 2)} ${n(y0 + 120)} ${w + 20} ${n(y0)}" fill="none" stroke="#3a2e2a" stroke-width="2"/>`,
    );
    for (let i = 1; i < 16; i += 1) {
      const t = i / 16;
      const x = -20 + t * (w + 40);
      lights.push([x, y0 + 240 * t * (1 - t) + 6]);
    }
  }
  s.add(dots(lights, 22, '#ffcf70', 0.35));
  s.add(dots(lights, 9, '#fff1c2'));
  // tables with umbrellas and chairs
  gardenSet(s, w * 0.24, h * 0.9, 1.5, '#3a2a22', '#0b5d3b');
  gardenSet(s, w * 0.62, h * 0.8, 1.1, '#3a2a22', '#b3261e');
  gardenSet(s, w * 0.9, h * 0.95, 1.7, '#3a2a22', '#f2a900');
  return s.toString();
}

/** Sunset from a cliff-top viewpoint with a railing (Magnolia Point). */
function viewpointScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const L = landscape(s, r, {
    sky: sk,
    land: LANDS.plum,
    layers: 5,
    top: 0.44,
    bottom: 0.8,
    amp: 0.12,
    sun: { x: between(r, 0.55, 0.75), y: 0.46, r: 0.05 },
    clouds: 3,
    birds: 6,
    rays: true,
    mistAt: 2,
  });
  forest(s, r, at(L.ridges, 4), {
    kind: 'round',
    color: darken(at(L.colors, 4), 0.2),
    from: 0,
    to: 1,
    gap: 30,
    minH: 20,
    maxH: 40,
  });
  const rock = darken(LANDS.plum, 0.45);
  s.add(
    `<path d="M-10 ${n(h * 0.7)}L${n(w * 0.22)} ${n(h * 0.72)}L${n(w * 0.42)} ${n(h * 0.8)}L${n(w * 0.48)} ${h}H-10z" fill="${rock}"/>`,
  );
  let rail = `M0 ${n(h * 0.64)}L${n(w * 0.36)} ${n(h * 0.7)}`;
  for (let i = 0; i <= 6; i += 1) {
    const t = i / 6;
    rail += `M${n(t * w * 0.36)} ${n(h * 0.64 + t * h * 0.06)}v${n(h * 0.07)}`;
  }
  s.add(`<path d="${rail}" stroke="${rock}" stroke-width="6" stroke-linecap="round"/>`);
  // two visitors at the railing
  s.add(
    `<path d="M${n(w * 0.2)} ${n(h * 0.71)}v-58h14v58zM${n(w * 0.24)} ${n(h * 0.72)}v-50h12v50z" fill="${rock}"/>`,
  );
  s.add(
    `<circle cx="${n(w * 0.2 + 7)}" cy="${n(h * 0.71 - 68)}" r="10" fill="${rock}"/><circle cx="${n(w * 0.24 + 6)}" cy="${n(h * 0.72 - 58)}" r="9" fill="${rock}"/>`,
  );
  return s.toString();
}

/** A hotel lawn with a table, chairs and an umbrella, above a valley or a lake. */
function lawnScene(seed: number, skyName: SkyName, lake: boolean, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  landscape(s, r, {
    sky: sk,
    land: LANDS.forest,
    layers: 4,
    top: 0.36,
    bottom: 0.62,
    amp: 0.14,
    ...sunFor(r, sk, skyName),
    waterY: lake ? 0.56 : undefined,
    clouds: 4,
    birds: 5,
    mistAt: lake ? undefined : 2,
  });
  s.add(
    `<path d="M0 ${n(h * 0.72)}Q${n(w * 0.5)} ${n(h * 0.66)} ${w} ${n(h * 0.74)}V${h}H0z" fill="${s.vgrad(
      [
        [0, '#6f9e45'],
        [1, '#3f6b2a'],
      ],
    )}"/>`,
  );
  let beds: Pt[] = [];
  for (let i = 0; i < 40; i += 1) beds.push([between(r, 0, w), between(r, h * 0.9, h)]);
  s.add(dots(beds, 12, '#f2a900'));
  beds = [];
  for (let i = 0; i < 30; i += 1) beds.push([between(r, 0, w), between(r, h * 0.92, h)]);
  s.add(dots(beds, 10, '#e4572e'));
  gardenSet(s, w * 0.3, h * 0.88, 1.3, '#f4efe6', '#0b5d3b');
  gardenSet(s, w * 0.74, h * 0.84, 1, '#f4efe6', '#f2a900');
  const line: Pt[] = [
    [-40, h * 0.78],
    [w + 40, h * 0.78],
  ];
  forest(s, r, line, {
    kind: 'round',
    color: '#2e4a22',
    from: -0.04,
    to: 0.06,
    gap: 60,
    minH: 220,
    maxH: 300,
    sink: 0,
  });
  return s.toString();
}

/** Elephants at the forest edge, or crossing a forest track. */
function elephantScene(seed: number, skyName: SkyName, track: boolean, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const L = landscape(s, r, {
    sky: sk,
    land: LANDS.jungle,
    layers: 3,
    top: 0.4,
    bottom: 0.55,
    amp: 0.12,
    ...sunFor(r, sk, skyName),
    clouds: 3,
    birds: 4,
  });
  forest(s, r, at(L.ridges, 2), {
    kind: 'sal',
    color: darken(at(L.colors, 2), 0.25),
    from: 0,
    to: 1,
    gap: 20,
    minH: 70,
    maxH: 130,
  });
  const gy = h * 0.62;
  s.add(
    `<rect y="${n(gy - 10)}" width="${w}" height="${n(h - gy + 10)}" fill="${s.vgrad([
      [0, '#9aa85a'],
      [1, '#5d7436'],
    ])}"/>`,
  );
  const k = w / 1200;
  if (track) {
    s.add(
      `<path d="M${n(w * 0.47)} ${n(gy - 10)}h${n(w * 0.06)}L${n(w * 0.78)} ${h}H${n(w * 0.22)}z" fill="${s.vgrad(
        [
          [0, '#c9a46c'],
          [1, '#9c7445'],
        ],
      )}"/>`,
    );
    elephant(s, w * 0.42, h * 0.72, 1.3 * k, '#4f4b4d', true);
    elephant(s, w * 0.6, h * 0.7, 1.2 * k, '#5a5658', true);
    elephant(s, w * 0.7, h * 0.71, 0.7 * k, '#5f5b5d', true);
    const line: Pt[] = [
      [-40, h + 6],
      [w + 40, h + 6],
    ];
    forest(s, r, line, {
      kind: 'sal',
      color: darken(LANDS.jungle, 0.35),
      from: -0.04,
      to: 0.16,
      gap: 60,
      minH: 300,
      maxH: 420,
      sink: 0,
    });
    forest(s, r, line, {
      kind: 'sal',
      color: darken(LANDS.jungle, 0.35),
      from: 0.86,
      to: 1.04,
      gap: 60,
      minH: 300,
      maxH: 420,
      sink: 0,
    });
  } else {
    elephant(s, w * 0.36, h * 0.76, 1.7 * k, '#4a4648');
    elephant(s, w * 0.5, h * 0.78, 0.9 * k, '#555153');
    elephant(s, w * 0.72, h * 0.72, 1.3 * k, '#514d4f', true);
  }
  grass(s, r, h * 0.8, h, 80, '#4d6b2c');
  return s.toString();
}

/** A wooden tree-house cottage in a big sal tree. */
function treeHouseScene(seed: number): string {
  const r = rng(seed);
  const w = 1200;
  const h = 800;
  const s = new Svg(w, h);
  const sk: Sky = SKIES.mist;
  const L = landscape(s, r, {
    sky: sk,
    land: LANDS.jungle,
    layers: 3,
    top: 0.42,
    bottom: 0.7,
    amp: 0.12,
    sun: { x: 0.8, y: 0.16, r: 0.03 },
    clouds: 2,
    mistAt: 1,
    rays: true,
  });
  forest(s, r, at(L.ridges, 2), {
    kind: 'sal',
    color: darken(at(L.colors, 2), 0.2),
    from: 0,
    to: 1,
    gap: 24,
    minH: 80,
    maxH: 140,
  });
  s.add(`<rect y="${n(h * 0.82)}" width="${w}" height="${n(h * 0.18)}" fill="#4f6b30"/>`);
  const cx = w * 0.52;
  const bark = '#5b3d28';
  s.add(
    `<path d="M${n(cx - 40)} ${h}C${n(cx - 20)} ${n(h * 0.7)} ${n(cx - 30)} ${n(h * 0.4)} ${n(cx - 14)} ${n(h * 0.2)}h30C${n(cx + 30)} ${n(h * 0.45)} ${n(cx + 24)} ${n(h * 0.7)} ${n(cx + 50)} ${h}z" fill="${bark}"/>`,
  );
  s.add(
    `<path d="M${n(cx - 10)} ${n(h * 0.32)}L${n(cx - 160)} ${n(h * 0.14)}M${n(cx + 10)} ${n(h * 0.28)}L${n(cx + 170)} ${n(h * 0.1)}" stroke="${bark}" stroke-width="16" stroke-linecap="round"/>`,
  );
  const crown: Pt[] = [];
  for (let i = 0; i < 11; i += 1)
    crown.push([cx + between(r, -300, 300), between(r, 20, h * 0.26)]);
  s.add(dots(crown, 170, '#2d5a2a'));
  s.add(
    dots(
      crown.map(([x, y]) => [x - 20, y - 20]),
      120,
      '#3d7336',
    ),
  );
  // platform and hut
  const py = h * 0.56;
  const wood = '#8a5a34';
  s.add(`<path d="${rectD(cx - 170, py, 340, 16)}" fill="${darken(wood, 0.2)}"/>`);
  s.add(
    `<path d="M${n(cx - 150)} ${n(py + 16)}L${n(cx - 20)} ${n(py + 120)}M${n(cx + 150)} ${n(py + 16)}L${n(cx + 20)} ${n(py + 120)}" stroke="${darken(wood, 0.3)}" stroke-width="10"/>`,
  );
  s.add(`<path d="${rectD(cx - 110, py - 110, 220, 110)}" fill="${wood}"/>`);
  s.add(
    `<path d="M${n(cx - 140)} ${n(py - 104)}L${n(cx)} ${n(py - 190)}L${n(cx + 140)} ${n(py - 104)}z" fill="#5e3a22"/>`,
  );
  s.add(
    `<path d="${rectD(cx - 80, py - 80, 50, 44)}${rectD(cx + 30, py - 80, 50, 44)}" fill="#ffd27a"/>`,
  );
  let rail = `M${n(cx - 170)} ${n(py - 30)}h340`;
  for (let i = 0; i <= 10; i += 1) rail += `M${n(cx - 170 + i * 34)} ${n(py - 30)}v30`;
  s.add(`<path d="${rail}" stroke="${darken(wood, 0.3)}" stroke-width="4"/>`);
  let ladder = `M${n(cx + 120)} ${n(py + 16)}L${n(cx + 180)} ${h}M${n(cx + 150)} ${n(py + 16)}L${n(cx + 210)} ${h}`;
  for (let i = 1; i < 8; i += 1) {
    const t = i / 8;
    ladder += `M${n(cx + 120 + 60 * t)} ${n(py + 16 + t * (h - py - 16))}h30`;
  }
  s.add(`<path d="${ladder}" stroke="#4a3020" stroke-width="6"/>`);
  grass(s, r, h * 0.84, h, 90, '#3a5524');
  return s.toString();
}

/** A garden courtyard inside a colonnaded hotel building. */
function courtyardScene(seed: number): string {
  const r = rng(seed);
  const w = 1200;
  const h = 800;
  const s = new Svg(w, h);
  const sk: Sky = SKIES.morning;
  s.add(
    `<rect width="${w}" height="${h}" fill="${s.vgrad(
      [
        [0, sk.top],
        [1, sk.horizon],
      ],
      0,
      300,
    )}"/>`,
  );
  cloud(s, 300, 80, 0.9, '#fff', 0.8);
  cloud(s, 900, 60, 0.7, '#fff', 0.7);
  const wall = '#f1e4c8';
  const shade = darken(wall, 0.15);
  s.add(`<path d="${rectD(0, 150, w, 300)}" fill="${wall}"/>`);
  s.add(`<path d="${rectD(-10, 136, w + 20, 20)}${rectD(-10, 290, w + 20, 14)}" fill="#b5562f"/>`);
  let arches = '';
  for (let i = 0; i < 9; i += 1) {
    const x = 40 + i * 130;
    arches += `M${x} 290v-70a40 40 0 0 1 80 0v70zM${x} 450v-80a40 40 0 0 1 80 0v80z`;
  }
  s.add(`<path d="${arches}" fill="${darken(wall, 0.45)}"/>`);
  s.add(`<path d="M0 450L-200 ${h}M${w} 450L${w + 200} ${h}" stroke="${shade}" stroke-width="4"/>`);
  s.add(
    `<path d="M0 450H${w}L${w + 300} ${h}H-300z" fill="${s.vgrad([
      [0, '#7fae4f'],
      [1, '#4f7d33'],
    ])}"/>`,
  );
  s.add(`<path d="M560 450h80L${w * 0.62} ${h}H${w * 0.38}zM0 600h${w}v40H0z" fill="#e5d2ad"/>`);
  // fountain
  const fx = w / 2;
  const fy = 630;
  s.add(
    `<ellipse cx="${fx}" cy="${fy}" rx="170" ry="44" fill="#cbb38a"/><ellipse cx="${fx}" cy="${fy - 6}" rx="150" ry="34" fill="#7fc3d3"/>`,
  );
  s.add(
    `<path d="M${fx - 12} ${fy - 10}v-80h24v80z" fill="#cbb38a"/><ellipse cx="${fx}" cy="${fy - 92}" rx="46" ry="12" fill="#cbb38a"/>`,
  );
  s.add(
    `<path d="M${fx} ${fy - 100}q-30-60-70 40M${fx} ${fy - 100}q30-60 70 40M${fx} ${fy - 100}v-50" stroke="#d8f0f6" stroke-width="5" fill="none"/>`,
  );
  // flower beds and potted plants
  const blooms: Pt[] = [];
  for (let i = 0; i < 60; i += 1)
    blooms.push([r() < 0.5 ? between(r, 40, 480) : between(r, 720, 1160), between(r, 500, 590)]);
  s.add(dots(blooms, 14, '#e4572e'));
  s.add(
    dots(
      blooms.map(([x, y]) => [x + 9, y + 6]),
      11,
      '#f2a900',
    ),
  );
  for (const px of [120, 1080]) {
    s.add(`<path d="M${px - 40} ${h}l10-90h60l10 90z" fill="#b5562f"/>`);
    s.add(
      dots(
        [
          [px - 20, h - 120],
          [px + 20, h - 126],
          [px, h - 150],
        ],
        80,
        '#2f6b3a',
      ),
    );
  }
  return s.toString();
}

/** A swimming pool with loungers and cottages. */
function poolScene(seed: number): string {
  const r = rng(seed);
  const w = 1200;
  const h = 800;
  const s = new Svg(w, h);
  const sk: Sky = SKIES.day;
  const L = landscape(s, r, {
    sky: sk,
    land: LANDS.forest,
    layers: 3,
    top: 0.3,
    bottom: 0.45,
    amp: 0.12,
    sun: { x: 0.85, y: 0.1, r: 0.03 },
    clouds: 4,
  });
  forest(s, r, at(L.ridges, 2), {
    kind: 'round',
    color: darken(at(L.colors, 2), 0.2),
    from: 0,
    to: 1,
    gap: 30,
    minH: 40,
    maxH: 80,
  });
  s.add(`<rect y="${n(h * 0.5)}" width="${w}" height="${n(h * 0.5)}" fill="#e9dcc2"/>`);
  const c = buildingColors(false, '#f7efe2', '#b5562f');
  for (const [x, k] of [
    [150, 0.8],
    [420, 0.9],
    [780, 0.9],
    [1060, 0.8],
  ] as const) {
    s.add(`<path d="${rectD(x - 70 * k, h * 0.5 - 60 * k, 140 * k, 60 * k)}" fill="${c.wall}"/>`);
    s.add(
      `<path d="M${n(x - 84 * k)} ${n(h * 0.5 - 56 * k)}L${n(x)} ${n(h * 0.5 - 110 * k)}L${n(x + 84 * k)} ${n(h * 0.5 - 56 * k)}z" fill="${c.roof}"/>`,
    );
    s.add(
      `<path d="${windowsD(x - 70 * k, h * 0.5 - 44 * k, 140 * k, 3, 22 * k, 26 * k)}" fill="${c.window}"/>`,
    );
  }
  s.add(
    `<path d="M${n(w * 0.2)} ${n(h * 0.6)}H${n(w * 0.8)}L${n(w * 0.95)} ${n(h * 0.92)}H${n(w * 0.05)}z" fill="#fbf7ef"/>`,
  );
  s.add(
    `<path d="M${n(w * 0.22)} ${n(h * 0.62)}H${n(w * 0.78)}L${n(w * 0.9)} ${n(h * 0.9)}H${n(w * 0.1)}z" fill="${s.vgrad(
      [
        [0, '#5fc4d8'],
        [1, '#1f8fb0'],
      ],
    )}"/>`,
  );
  let caustics = '';
  for (let i = 0; i < 24; i += 1) {
    const y = between(r, h * 0.64, h * 0.88);
    caustics += `M${n(between(r, w * 0.2, w * 0.75))} ${n(y)}q15-8 30 0t30 0`;
  }
  s.add(`<path d="${caustics}" fill="none" stroke="#fff" stroke-width="2.5" opacity=".5"/>`);
  lounger(s, w * 0.1, h * 0.99, 1.4, '#fff');
  lounger(s, w * 0.28, h * 0.99, 1.4, '#fff');
  umbrella(s, w * 0.88, h * 0.98, 1.6, '#f2a900');
  const line: Pt[] = [
    [-40, h * 0.56],
    [w + 40, h * 0.56],
  ];
  forest(s, r, line, {
    kind: 'round',
    color: '#3a6b30',
    from: 0.45,
    to: 0.55,
    gap: 60,
    minH: 160,
    maxH: 200,
    sink: 0,
  });
  return s.toString();
}

/** Jain shrines along the summit of a steep hill (Parasnath). */
function summitScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  landscape(s, r, {
    sky: sk,
    land: LANDS.teal,
    layers: 2,
    top: 0.55,
    bottom: 0.7,
    amp: 0.1,
    sun: { x: between(r, 0.15, 0.3), y: 0.3, r: 0.04 },
    clouds: 3,
    birds: 5,
  });
  const peak: Pt[] = [
    [-40, h],
    [w * 0.12, h * 0.62],
    [w * 0.3, h * 0.4],
    [w * 0.42, h * 0.3],
    [w * 0.55, h * 0.28],
    [w * 0.68, h * 0.34],
    [w * 0.82, h * 0.5],
    [w + 40, h * 0.72],
  ];
  const hill = mix(LANDS.teal, sk.horizon, 0.2);
  s.add(`<path d="${ridgePath(peak, h)}" fill="${hill}"/>`);
  mistBand(s, h * 0.72, h * 0.2, sk.horizon, 0.6);
  forest(s, r, peak, {
    kind: 'round',
    color: darken(hill, 0.25),
    from: 0,
    to: 0.3,
    gap: 24,
    minH: 20,
    maxH: 40,
    sink: 0.8,
  });
  forest(s, r, peak, {
    kind: 'round',
    color: darken(hill, 0.25),
    from: 0.74,
    to: 1,
    gap: 24,
    minH: 20,
    maxH: 40,
    sink: 0.8,
  });
  const white = '#fbf8f1';
  const shade = '#d9d2c2';
  for (const t of [0.34, 0.4, 0.47, 0.54, 0.6, 0.66]) {
    const x = w * t;
    const y = ridgeY(peak, x) + 6;
    const k = between(r, 0.8, 1.2);
    s.add(
      `<path d="${rectD(x - 16 * k, y - 22 * k, 32 * k, 22 * k)}" fill="${white}"/><path d="M${n(x - 16 * k)} ${n(y - 22 * k)}a${n(16 * k)} ${n(16 * k)} 0 0 1 ${n(32 * k)} 0z" fill="${white}"/>` +
        `<path d="M${n(x)} ${n(y - 22 * k)}a${n(16 * k)} ${n(16 * k)} 0 0 1 ${n(16 * k)} ${n(0)}v${n(22 * k)}h${n(-16 * k)}z" fill="${shade}"/>` +
        `<path d="M${n(x)} ${n(y - 38 * k)}v${n(-14 * k)}" stroke="${white}" stroke-width="${n(3 * k)}"/>`,
    );
  }
  return s.toString();
}

/** Stone steps through the forest to a small shrine. */
function forestPathScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const L = landscape(s, r, {
    sky: sk,
    land: LANDS.jungle,
    layers: 3,
    top: 0.4,
    bottom: 0.62,
    amp: 0.1,
    sun: { x: 0.5, y: 0.3, r: 0.03 },
    rays: true,
    mistAt: 1,
  });
  forest(s, r, at(L.ridges, 2), {
    kind: 'sal',
    color: darken(at(L.colors, 2), 0.2),
    from: 0,
    to: 1,
    gap: 20,
    minH: 80,
    maxH: 140,
  });
  s.add(`<rect y="${n(h * 0.6)}" width="${w}" height="${n(h * 0.4)}" fill="#4f6b30"/>`);
  const vx = w * 0.5;
  const vy = h * 0.6;
  s.add(`<path d="M${n(vx - 16)} ${n(vy)}h32L${n(w * 0.7)} ${h}H${n(w * 0.3)}z" fill="#c8b08a"/>`);
  let steps = '';
  for (let i = 1; i < 14; i += 1) {
    const t = Math.pow(i / 14, 1.7);
    const half = 16 + t * (w * 0.2 - 16);
    steps += `M${n(vx - half)} ${n(vy + t * (h - vy))}h${n(half * 2)}`;
  }
  s.add(`<path d="${steps}" stroke="#8e7754" stroke-width="3"/>`);
  temple(s, vx, vy + 4, 0.22, '#fbf8f1', true);
  const line: Pt[] = [
    [-40, h + 4],
    [w + 40, h + 4],
  ];
  forest(s, r, line, {
    kind: 'sal',
    color: darken(LANDS.jungle, 0.35),
    from: -0.04,
    to: 0.24,
    gap: 70,
    minH: 360,
    maxH: 520,
    sink: 0,
  });
  forest(s, r, line, {
    kind: 'sal',
    color: darken(LANDS.jungle, 0.35),
    from: 0.78,
    to: 1.04,
    gap: 70,
    minH: 360,
    maxH: 520,
    sink: 0,
  });
  grass(s, r, h * 0.7, h, 80, '#3a5524');
  return s.toString();
}

/** Two rivers meeting among rocks, seen from above, optionally with a temple on the bank. */
function confluenceScene(
  seed: number,
  skyName: SkyName,
  withTemple: boolean,
  w = 1200,
  h = 800,
): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  landscape(s, r, {
    sky: sk,
    land: LANDS.olive,
    layers: 2,
    top: 0.26,
    bottom: 0.32,
    amp: 0.1,
    ...sunFor(r, sk, skyName),
    clouds: 2,
    birds: 4,
  });
  s.add(
    `<rect y="${n(h * 0.3)}" width="${w}" height="${n(h * 0.7)}" fill="${s.vgrad([
      [0, '#7d9a4c'],
      [1, '#4e6b2e'],
    ])}"/>`,
  );
  const cx = w * 0.48;
  const cy = h * 0.66;
  const a = `M${n(w * 0.05)} ${n(h * 0.32)}C${n(w * 0.2)} ${n(h * 0.45)} ${n(w * 0.3)} ${n(h * 0.6)} ${n(cx)} ${n(cy)}`;
  const b = `M${n(w * 0.95)} ${n(h * 0.34)}C${n(w * 0.8)} ${n(h * 0.5)} ${n(w * 0.62)} ${n(h * 0.56)} ${n(cx)} ${n(cy)}`;
  const c = `M${n(cx)} ${n(cy)}C${n(cx - 40)} ${n(h * 0.8)} ${n(w * 0.4)} ${n(h * 0.9)} ${n(w * 0.36)} ${n(h + 20)}`;
  const sand = '#d8c39a';
  s.add(
    `<path d="${a}${b}" fill="none" stroke="${sand}" stroke-width="90" stroke-linecap="round"/><path d="${c}" fill="none" stroke="${sand}" stroke-width="170"/>`,
  );
  const water = mix(sk.mid, '#3f8a96', 0.6);
  s.add(
    `<path d="${a}" fill="none" stroke="${water}" stroke-width="50" stroke-linecap="round"/><path d="${b}" fill="none" stroke="${mix(water, '#7a5a3a', 0.25)}" stroke-width="64" stroke-linecap="round"/><path d="${c}" fill="none" stroke="${water}" stroke-width="130"/>`,
  );
  s.add(
    `<path d="${a}${b}${c}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="30 50" opacity=".45"/>`,
  );
  const rocks: Pt[] = [];
  for (let i = 0; i < 10; i += 1) rocks.push([cx + between(r, -120, 60), cy + between(r, 0, 200)]);
  s.add(dots(rocks, 26, '#6d6a62'));
  s.add(
    dots(
      rocks.map(([x, y]) => [x - 4, y - 4]),
      14,
      '#8d8a82',
    ),
  );
  const trees: Pt[] = [];
  for (let i = 0; i < 40; i += 1) trees.push([between(r, 0, w), between(r, h * 0.34, h)]);
  s.add(
    dots(
      trees.filter(([x, y]) => Math.abs(x - (y < cy ? cx + (y - cy) * 1.6 : cx)) > 160),
      34,
      '#35542a',
    ),
  );
  if (withTemple) temple(s, w * 0.74, h * 0.64, 0.65, '#f4e8cc');
  return s.toString();
}

/** Evening aarti on temple steps: lamps, priests with raised lamps, reflections. */
function aartiScene(seed: number, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES.dusk;
  landscape(s, r, {
    sky: sk,
    land: LANDS.plum,
    layers: 2,
    top: 0.4,
    bottom: 0.46,
    amp: 0.1,
    sun: { x: 0.2, y: 0.42, r: 0.03 },
    clouds: 2,
    birds: 4,
  });
  const k = w / 1200;
  const top = h * 0.52;
  temple(s, w * 0.56, top, 1.1 * k, mix('#f3e3c4', sk.horizon, 0.3));
  const steps = 7;
  let bands = '';
  for (let i = 0; i < steps; i += 1) {
    const y = top + i * ((h * 0.3) / steps);
    bands += rectD(0, y, w, (h * 0.3) / steps - 4);
  }
  s.add(`<path d="${bands}" fill="#8e7754"/>`);
  const wy = top + h * 0.3;
  s.add(
    `<rect y="${n(wy)}" width="${w}" height="${n(h - wy)}" fill="${s.vgrad([
      [0, '#3b3560'],
      [1, '#1c1a33'],
    ])}"/>`,
  );
  const lamps: Pt[] = [];
  for (let i = 0; i < steps; i += 2)
    for (let j = 0; j < 14; j += 1)
      lamps.push([w * (0.04 + j * 0.07) + i * 6, top + (i + 1) * ((h * 0.3) / steps) - 8]);
  s.add(dots(lamps, 26 * k, '#ffb347', 0.3));
  s.add(dots(lamps, 9 * k, '#ffe08a'));
  const refl = lamps.map(([x, y]): Pt => [x, 2 * wy - y + 20]);
  s.add(dots(refl, 6 * k, '#ffd27a', 0.4));
  // priests holding multi-tier lamps
  for (const x of [w * 0.3, w * 0.5, w * 0.7]) {
    const gy = top + h * 0.3 - 4;
    s.add(
      `<path d="M${n(x - 14 * k)} ${n(gy)}l${n(4 * k)} ${n(-80 * k)}h${n(20 * k)}l${n(4 * k)} ${n(80 * k)}z" fill="#f28c28"/><circle cx="${n(x)}" cy="${n(gy - 92 * k)}" r="${n(10 * k)}" fill="#3a2a22"/>`,
    );
    s.add(
      `<path d="M${n(x + 8 * k)} ${n(gy - 70 * k)}l${n(20 * k)} ${n(-40 * k)}" stroke="#3a2a22" stroke-width="${n(6 * k)}"/>`,
    );
    glow(s, x + 30 * k, gy - 128 * k, 70 * k, '#ffb347');
    s.add(
      dots(
        [
          [x + 20 * k, gy - 120 * k],
          [x + 40 * k, gy - 120 * k],
          [x + 30 * k, gy - 136 * k],
        ],
        10 * k,
        '#fff1c2',
      ),
    );
  }
  return s.toString();
}

/** A cottage on the rim of a gorge; across it a waterfall drops down the far cliff. */
function gorgeScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const L = landscape(s, r, {
    sky: sk,
    land: LANDS.teal,
    layers: 2,
    top: 0.24,
    bottom: 0.32,
    amp: 0.08,
    ...sunFor(r, sk, skyName),
    clouds: 3,
    birds: 4,
  });
  const rim = h * 0.36;
  const rock = '#7a6048';
  const plateau: Pt[] = [
    [-40, rim],
    [w + 40, rim - 10],
  ];
  s.add(
    `<path d="M-10 ${n(rim - 14)}H${w + 10}V${n(h * 0.8)}H-10z" fill="${s.vgrad([
      [0, lighten(rock, 0.15)],
      [1, darken(rock, 0.45)],
    ])}"/>`,
  );
  s.add(`<path d="M-10 ${n(rim - 14)}H${w + 10}v16H-10z" fill="#4f7a3a"/>`);
  forest(s, r, plateau, {
    kind: 'round',
    color: darken(at(L.colors, 1), 0.2),
    from: 0,
    to: 1,
    gap: 26,
    minH: 30,
    maxH: 60,
    sink: 0.3,
  });
  let strata = '';
  for (let i = 0; i < 16; i += 1)
    strata += `M${n(r() * w)} ${n(between(r, rim + 20, h * 0.78))}h${n(between(r, 40, 160))}`;
  s.add(
    `<path d="${strata}" stroke="${darken(rock, 0.35)}" stroke-width="4" stroke-linecap="round" opacity=".6"/>`,
  );
  const fx = w * 0.64;
  s.add(
    `<path d="M${n(fx - 40)} ${n(rim - 6)}h80l16 ${n(h * 0.8 - rim)}h-112z" fill="${s.vgrad([
      [0, '#e6f4f8'],
      [0.6, '#ffffff'],
      [1, '#d2ebf2'],
    ])}"/>`,
  );
  let streaks = '';
  for (let i = 0; i < 8; i += 1)
    streaks += `M${n(fx - 36 + r() * 72)} ${n(rim + r() * 120)}v${n(between(r, 40, 120))}`;
  s.add(`<path d="${streaks}" stroke="#9fcbd9" stroke-width="2.4" opacity=".7"/>`);
  s.add(
    `<rect y="${n(h * 0.78)}" width="${w}" height="${n(h * 0.22)}" fill="${s.vgrad([
      [0, '#7fbfcc'],
      [1, '#2f6f7c'],
    ])}"/>`,
  );
  const mist = s.blur(16);
  s.add(
    `<ellipse cx="${n(fx)}" cy="${n(h * 0.79)}" rx="150" ry="26" fill="#fff" opacity=".8" filter="${mist}"/>`,
  );
  // the near rim: a lawn with the cottage and a railing at the edge
  s.add(
    `<path d="M-10 ${n(h * 0.6)}C${n(w * 0.2)} ${n(h * 0.58)} ${n(w * 0.36)} ${n(h * 0.62)} ${n(w * 0.46)} ${n(h * 0.7)}L${n(w * 0.38)} ${h}H-10z" fill="${s.vgrad(
      [
        [0, '#6f9e45'],
        [1, '#3f6b2a'],
      ],
    )}"/>`,
  );
  s.add(
    `<path d="M${n(w * 0.46)} ${n(h * 0.7)}L${n(w * 0.38)} ${h}h${n(w * 0.06)}L${n(w * 0.5)} ${n(h * 0.74)}z" fill="${darken(rock, 0.3)}"/>`,
  );
  let rail = `M${n(w * 0.06)} ${n(h * 0.64)}L${n(w * 0.42)} ${n(h * 0.7)}`;
  for (let i = 0; i <= 6; i += 1)
    rail += `M${n(w * (0.06 + i * 0.06))} ${n(h * (0.64 + i * 0.01))}v30`;
  s.add(`<path d="${rail}" stroke="#f4efe6" stroke-width="4"/>`);
  lodge(s, w * 0.2, h * 0.86, 0.9, buildingColors(false, '#8a5a3c', '#4a2f22'), false);
  return s.toString();
}

/** A dam between two hills at dusk, water spilling from its gates into the river below. */
function damScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const land = LANDS.plum;
  landscape(s, r, {
    sky: sk,
    land,
    layers: 2,
    top: 0.34,
    bottom: 0.4,
    amp: 0.1,
    ...sunFor(r, sk, skyName),
    clouds: 3,
    birds: 6,
  });
  const top = h * 0.44;
  const base = h * 0.58;
  const concrete = mix('#c9c1b0', sk.horizon, 0.3);
  const x0 = w * 0.18;
  const x1 = w * 0.82;
  s.add(
    `<path d="M${n(x0)} ${n(top)}H${n(x1)}L${n(x1 + 20)} ${n(base)}H${n(x0 - 20)}z" fill="${concrete}"/>`,
  );
  let piers = '';
  let spill = '';
  for (let i = 0; i <= 10; i += 1) {
    const x = x0 + (i * (x1 - x0)) / 10;
    piers += rectD(x - 5, top - 18, 10, base - top + 18);
    if (i < 10 && i % 3 === 1)
      spill += `M${n(x + 8)} ${n(top + 6)}h${n((x1 - x0) / 10 - 16)}l6 ${n(base - top)}h${n(-(x1 - x0) / 10 + 4)}z`;
  }
  s.add(
    `<path d="M${n(x0 - 6)} ${n(top - 22)}H${n(x1 + 6)}v8H${n(x0 - 6)}z" fill="${darken(concrete, 0.3)}"/>`,
  );
  s.add(`<path d="${piers}" fill="${darken(concrete, 0.18)}"/>`);
  s.add(
    `<path d="${spill}" fill="${s.vgrad([
      [0, '#ffffff'],
      [1, '#dff1f6'],
    ])}"/>`,
  );
  const lamps: Pt[] = [];
  for (let i = 0; i <= 10; i += 1) lamps.push([x0 + (i * (x1 - x0)) / 10, top - 26]);
  s.add(dots(lamps, 16, '#ffb347', 0.35));
  s.add(dots(lamps, 6, '#fff1c2'));
  // hills on either side hold the dam
  const hill = darken(mix(land, sk.horizon, 0.25), 0.1);
  s.add(
    `<path d="M-10 ${n(h * 0.36)}C${n(w * 0.1)} ${n(h * 0.34)} ${n(w * 0.2)} ${n(h * 0.4)} ${n(x0 + 10)} ${n(h * 0.62)}L${n(w * 0.3)} ${h}H-10zM${w + 10} ${n(h * 0.34)}C${n(w * 0.9)} ${n(h * 0.34)} ${n(w * 0.8)} ${n(h * 0.42)} ${n(x1 - 10)} ${n(h * 0.62)}L${n(w * 0.72)} ${h}H${w + 10}z" fill="${hill}"/>`,
  );
  s.add(
    `<path d="M${n(x0 - 30)} ${n(base)}H${n(x1 + 30)}L${n(w * 0.76)} ${h}H${n(w * 0.24)}z" fill="${s.vgrad(
      [
        [0, mix(sk.horizon, '#3f6f7c', 0.5)],
        [1, darken(sk.top, 0.25)],
      ],
    )}"/>`,
  );
  const mist = s.blur(14);
  s.add(
    `<ellipse cx="${n(w / 2)}" cy="${n(base + 6)}" rx="${n((x1 - x0) / 2)}" ry="22" fill="#fff" opacity=".55" filter="${mist}"/>`,
  );
  let ripples = '';
  for (let i = 0; i < 10; i += 1)
    ripples += `M${n(between(r, 0.3, 0.62) * w)} ${n(between(r, base + 40, h))}h${n(between(r, 30, 90))}`;
  s.add(`<path d="${ripples}" stroke="#fff" stroke-width="2" opacity=".35"/>`);
  const line: Pt[] = [
    [-40, h * 0.98],
    [w + 40, h * 0.98],
  ];
  forest(s, r, line, {
    kind: 'round',
    color: darken(land, 0.4),
    from: -0.02,
    to: 0.22,
    gap: 60,
    minH: 150,
    maxH: 220,
    sink: 0,
  });
  forest(s, r, line, {
    kind: 'round',
    color: darken(land, 0.4),
    from: 0.8,
    to: 1.02,
    gap: 60,
    minH: 150,
    maxH: 220,
    sink: 0,
  });
  return s.toString();
}

/** A reservoir with islands seen from a hilltop. */
function reservoirScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  landscape(s, r, {
    sky: sk,
    land: LANDS.forest,
    layers: 3,
    top: 0.3,
    bottom: 0.36,
    amp: 0.1,
    ...sunFor(r, sk, skyName),
    waterY: 0.4,
    clouds: 4,
    birds: 5,
  });
  let isles = '';
  for (let i = 0; i < 4; i += 1) {
    const x = between(r, 0.1, 0.9) * w;
    const y = between(r, 0.46, 0.6) * h;
    const iw = between(r, 60, 160);
    isles += `M${n(x - iw)} ${n(y)}q${n(iw)} ${n(-iw * 0.4)} ${n(iw * 2)} 0z`;
  }
  s.add(`<path d="${isles}" fill="${mix(LANDS.forest, sk.horizon, 0.35)}"/>`);
  const hill = bank(s, r, 'both', h * 0.74, '#5e7d3a');
  forest(s, r, hill, {
    kind: 'round',
    color: '#35542a',
    from: 0,
    to: 1,
    gap: 40,
    minH: 40,
    maxH: 80,
    sink: 0.5,
  });
  const rocks: Pt[] = [];
  for (let i = 0; i < 14; i += 1) rocks.push([between(r, 0, w), between(r, h * 0.86, h)]);
  s.add(dots(rocks, 40, '#8a8272'));
  grass(s, r, h * 0.82, h, 120, '#3f5e2a');
  return s.toString();
}

/** Sail and country boats on a wide river. */
function riverBoatsScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const land =
    skyName === 'sunset' || skyName === 'dusk' || skyName === 'golden' ? LANDS.plum : LANDS.forest;
  landscape(s, r, {
    sky: sk,
    land,
    layers: 2,
    top: 0.44,
    bottom: 0.5,
    amp: 0.1,
    ...sunFor(r, sk, skyName),
    waterY: 0.54,
    clouds: 3,
    birds: 6,
  });
  const hull = darken(land, 0.5);
  sailboat(s, w * 0.25, h * 0.74, 1.1, hull, '#c8553d');
  sailboat(s, w * 0.62, h * 0.66, 0.7, hull, '#f2a900');
  boat(s, w * 0.8, h * 0.86, 1.3, hull, '#2f7d6d');
  boat(s, w * 0.45, h * 0.6, 0.5, hull, '#c8553d');
  const shore = bank(s, r, 'left', h * 0.92, darken(land, 0.35), 0.7);
  forest(s, r, shore, {
    kind: 'round',
    color: darken(land, 0.5),
    from: 0,
    to: 0.3,
    gap: 40,
    minH: 60,
    maxH: 120,
  });
  return s.toString();
}

/** Close-up of a fort: crenellated walls, bastions and the great arched gate. */
function fortGateScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  landscape(s, r, {
    sky: sk,
    land: LANDS.olive,
    layers: 2,
    top: 0.5,
    bottom: 0.6,
    amp: 0.1,
    ...sunFor(r, sk, skyName),
    clouds: 3,
    birds: 5,
  });
  const k = 2.6 * (w / 1200);
  fort(s, r, w / 2 - (w * 1.6) / 2, w / 2 + (w * 1.6) / 2, h * 0.92, k, '#b08a5a');
  s.add(`<rect y="${n(h * 0.92)}" width="${w}" height="${n(h * 0.08)}" fill="#7d6a45"/>`);
  s.add(
    `<path d="M${n(w / 2 - 40 * k)} ${n(h * 0.92)}h${n(80 * k)}L${n(w * 0.75)} ${h}H${n(w * 0.25)}z" fill="#a8926b"/>`,
  );
  return s.toString();
}

/** A terracotta temple wall of relief panels (Maluti), in raking light. */
function terracottaScene(seed: number, w = 1200, h = 800): string {
  const s = new Svg(w, h);
  const clay = '#b5583a';
  const light = lighten(clay, 0.25);
  const dark = darken(clay, 0.35);
  const pid = s.id();
  s.def(
    `<pattern id="${pid}" width="240" height="150" patternUnits="userSpaceOnUse">` +
      `<rect width="240" height="150" fill="${darken(clay, 0.15)}"/><rect x="8" y="8" width="104" height="134" rx="6" fill="${clay}"/><rect x="128" y="8" width="104" height="134" rx="6" fill="${clay}"/>` +
      `<path d="M12 12h96v4H12zM132 12h96v4h-96z" fill="${light}"/>` +
      `<circle cx="60" cy="44" r="13" fill="${light}"/><path d="M44 60h32l8 64H36z" fill="${light}"/><path d="M44 66l-14 26M76 66l14 26" stroke="${light}" stroke-width="7" stroke-linecap="round"/>` +
      `<circle cx="180" cy="76" r="34" fill="none" stroke="${light}" stroke-width="16" stroke-dasharray="14 8"/><circle cx="180" cy="76" r="14" fill="${light}"/>` +
      `<path d="M50 128h24M160 128h40" stroke="${dark}" stroke-width="4"/></pattern>`,
  );
  s.add(`<rect width="${w}" height="${h}" fill="url(#${pid})"/>`);
  s.add(`<path d="${rectD(0, 0, w, 60)}${rectD(0, h - 70, w, 70)}" fill="${darken(clay, 0.1)}"/>`);
  s.add(`<path d="M0 60h${w}M0 ${h - 70}h${w}" stroke="${light}" stroke-width="6"/>`);
  let beads = '';
  for (let x = 20; x < w; x += 40) beads += `M${x} 30h0M${x} ${h - 35}h0`;
  s.add(`<path d="${beads}" stroke="${light}" stroke-width="16" stroke-linecap="round"/>`);
  s.add(
    `<rect width="${w}" height="${h}" fill="${s.hgrad([
      [0, '#fff3d6', 0.25],
      [0.6, '#000', 0],
      [1, '#000', 0.35],
    ])}"/>`,
  );
  return s.toString();
}

/** A four-storey palace facade with arcades and domed kiosks (Navratangarh). */
function palaceScene(seed: number, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES.golden;
  landscape(s, r, {
    sky: sk,
    land: LANDS.olive,
    layers: 2,
    top: 0.6,
    bottom: 0.7,
    amp: 0.1,
    sun: { x: 0.85, y: 0.38, r: 0.04 },
    clouds: 3,
    birds: 6,
  });
  const stone = '#c9a574';
  const dark = darken(stone, 0.55);
  const x0 = w * 0.14;
  const x1 = w * 0.86;
  const gy = h * 0.86;
  const fh = 80;
  s.add(`<path d="${rectD(x0, gy - fh * 4, x1 - x0, fh * 4)}" fill="${stone}"/>`);
  s.add(
    `<path d="${rectD(w * 0.4, gy - fh * 5, w * 0.2, fh * 5)}" fill="${lighten(stone, 0.08)}"/>`,
  );
  let arches = '';
  for (let f = 0; f < 4; f += 1) {
    const y = gy - f * fh - 14;
    for (let x = x0 + 20; x < x1 - 40; x += 58)
      arches += `M${n(x)} ${n(y)}v-36a17 17 0 0 1 34 0v36z`;
  }
  for (let x = w * 0.42; x < w * 0.58; x += 50)
    arches += `M${n(x)} ${n(gy - 4 * fh - 14)}v-36a15 15 0 0 1 30 0v36z`;
  s.add(`<path d="${arches}" fill="${dark}"/>`);
  let ledges = '';
  for (let f = 1; f <= 4; f += 1) ledges += rectD(x0 - 8, gy - f * fh - 6, x1 - x0 + 16, 8);
  s.add(`<path d="${ledges}" fill="${darken(stone, 0.2)}"/>`);
  for (const [x, k] of [
    [w * 0.5, 1.4],
    [w * 0.42, 0.8],
    [w * 0.58, 0.8],
    [x0 + 20, 0.8],
    [x1 - 20, 0.8],
  ] as const) {
    const base =
      x === w * 0.5 || (k === 0.8 && (x === w * 0.42 || x === w * 0.58))
        ? gy - fh * 5
        : gy - fh * 4;
    s.add(
      `<path d="M${n(x - 22 * k)} ${n(base)}v${n(-26 * k)}h${n(44 * k)}v${n(26 * k)}z" fill="${stone}"/><path d="M${n(x - 26 * k)} ${n(base - 24 * k)}a${n(26 * k)} ${n(24 * k)} 0 0 1 ${n(52 * k)} 0z" fill="${lighten(stone, 0.1)}"/><path d="M${n(x)} ${n(base - 48 * k)}v${n(-12 * k)}" stroke="${dark}" stroke-width="${n(3 * k)}"/>`,
    );
  }
  s.add(`<rect y="${n(gy)}" width="${w}" height="${n(h - gy)}" fill="#6f7d3a"/>`);
  const line: Pt[] = [
    [-40, gy + 10],
    [w + 40, gy + 10],
  ];
  forest(s, r, line, {
    kind: 'round',
    color: '#2f4a22',
    from: -0.05,
    to: 0.16,
    gap: 50,
    minH: 160,
    maxH: 240,
    sink: 0,
  });
  forest(s, r, line, {
    kind: 'round',
    color: '#2f4a22',
    from: 0.86,
    to: 1.05,
    gap: 50,
    minH: 160,
    maxH: 240,
    sink: 0,
  });
  return s.toString();
}

/** Golden grassland with a forest watchtower. */
function grasslandScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const L = landscape(s, r, {
    sky: sk,
    land: LANDS.jungle,
    layers: 3,
    top: 0.4,
    bottom: 0.56,
    amp: 0.1,
    ...sunFor(r, sk, skyName),
    clouds: 3,
    birds: 6,
  });
  forest(s, r, at(L.ridges, 2), {
    kind: 'sal',
    color: darken(at(L.colors, 2), 0.25),
    from: 0,
    to: 1,
    gap: 22,
    minH: 60,
    maxH: 110,
  });
  const gy = h * 0.6;
  s.add(
    `<rect y="${n(gy - 6)}" width="${w}" height="${n(h - gy + 6)}" fill="${s.vgrad([
      [0, '#d4b764'],
      [1, '#9a7d35'],
    ])}"/>`,
  );
  watchtower(s, w * 0.7, h * 0.78, 1.6 * (w / 1200), '#5b3d28');
  grass(s, r, gy, h, 130, '#8a6a28');
  return s.toString();
}

/** Hairpin bends of a valley road seen from above, a lake beyond. */
function hairpinScene(seed: number, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES.morning;
  landscape(s, r, {
    sky: sk,
    land: LANDS.forest,
    layers: 2,
    top: 0.2,
    bottom: 0.24,
    amp: 0.08,
    sun: { x: 0.8, y: 0.1, r: 0.025 },
    waterY: 0.3,
    clouds: 3,
  });
  s.add(
    `<path d="M-10 ${n(h * 0.36)}Q${n(w / 2)} ${n(h * 0.3)} ${w + 10} ${n(h * 0.38)}V${h}H-10z" fill="${s.vgrad(
      [
        [0, '#5f8f45'],
        [1, '#3d6a2c'],
      ],
    )}"/>`,
  );
  let road = `M${n(w * 0.1)} ${n(h * 0.38)}`;
  const turns = 5;
  for (let i = 0; i < turns; i += 1) {
    const y0 = h * 0.38 + i * ((h * 0.62) / turns);
    const y1 = y0 + (h * 0.62) / turns;
    const left = i % 2 === 0;
    const xa = left ? w * 0.85 : w * 0.15;
    road += `L${n(xa)} ${n(y0 + (y1 - y0) * 0.3)}a${n((y1 - y0) * 0.35)} ${n((y1 - y0) * 0.35)} 0 0 ${left ? 1 : 0} 0 ${n((y1 - y0) * 0.7)}`;
  }
  s.add(
    `<path d="${road}" fill="none" stroke="#3a3f3a" stroke-width="34" stroke-linejoin="round"/>`,
  );
  s.add(`<path d="${road}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="18 16"/>`);
  const trees: Pt[] = [];
  for (let i = 0; i < 90; i += 1) trees.push([between(r, 0, w), between(r, h * 0.36, h)]);
  s.add(dots(trees, 30, '#2c5226'));
  s.add(
    dots(
      trees.map(([x, y]) => [x - 5, y - 5]),
      14,
      '#4f8a3c',
    ),
  );
  return s.toString();
}

/** Pilgrims in saffron walking a road towards temple spires. */
function pilgrimsScene(seed: number, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES.morning;
  landscape(s, r, {
    sky: sk,
    land: LANDS.olive,
    layers: 2,
    top: 0.5,
    bottom: 0.56,
    amp: 0.08,
    sun: { x: 0.78, y: 0.3, r: 0.035 },
    clouds: 3,
    birds: 5,
  });
  const stone = mix('#f4e8cc', sk.horizon, 0.2);
  temple(s, w * 0.3, h * 0.6, 0.5, stone, true);
  temple(s, w * 0.5, h * 0.6, 0.7, stone);
  temple(s, w * 0.7, h * 0.6, 0.45, stone, true);
  s.add(`<rect y="${n(h * 0.6)}" width="${w}" height="${n(h * 0.4)}" fill="#7d9a4c"/>`);
  s.add(
    `<path d="M${n(w * 0.46)} ${n(h * 0.6)}h${n(w * 0.08)}L${n(w * 0.9)} ${h}H${n(w * 0.1)}z" fill="#b9a27a"/>`,
  );
  s.def(
    '<symbol id="k" viewBox="-22 -62 44 62"><circle cy="-54" r="5" fill="#4a3024"/><path d="M-7-48h14l4 30h-6l-1 18h-4l-1-14-1 14h-4l-1-18h-6z" fill="#f28c28"/><path d="M-20-50 20-46M-19-50v8M19-46v8" stroke="#6b4a2a" stroke-width="1.4"/><circle cx="-19" cy="-38" r="4.5" fill="#d9a520"/><circle cx="19" cy="-34" r="4.5" fill="#d9a520"/></symbol>',
  );
  const uses: string[] = [];
  for (let row = 0; row < 7; row += 1) {
    const t = row / 6;
    const y = h * 0.64 + Math.pow(t, 1.5) * h * 0.34;
    const scale = 0.45 + t * 1.5;
    const half = w * 0.04 + t * w * 0.34;
    const count = 2 + Math.floor(t * 3);
    for (let i = 0; i < count; i += 1) {
      const x = w / 2 + between(r, -half, half) * 0.8;
      const hh = 62 * scale;
      uses.push(
        `<use href="#k" x="${n(x - hh * 0.35)}" y="${n(y - hh)}" width="${n(hh * 0.7)}" height="${n(hh)}"/>`,
      );
    }
  }
  s.add(uses.join(''));
  return s.toString();
}

/** Sohrai painting: cattle, peacocks, flowers and borders in earth colours on a mud wall. */
function sohraiScene(seed: number, house: boolean, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const mud = pick(r, ['#a8452c', '#b5532f', '#8e3b26'] as const);
  const white = '#fbf1dc';
  const ochre = '#e0a030';
  const black = '#2b1d16';
  let top = 0;
  let bottom = h;
  if (house) {
    s.add(
      `<rect width="${w}" height="${n(h * 0.2)}" fill="${s.vgrad([
        [0, SKIES.day.top],
        [1, SKIES.day.horizon],
      ])}"/>`,
    );
    s.add(
      `<path d="M-20 ${n(h * 0.24)}L${n(w * 0.12)} 0H${n(w * 0.88)}L${w + 20} ${n(h * 0.24)}z" fill="#6b4a2a"/>`,
    );
    let thatch = '';
    for (let i = 0; i < 30; i += 1)
      thatch += `M${n(-20 + (i * (w + 40)) / 29)} ${n(h * 0.24)}L${n(w * 0.12 + (i * (w * 0.76)) / 29)} 0`;
    s.add(`<path d="${thatch}" stroke="#4a3220" stroke-width="3"/>`);
    top = h * 0.24;
    bottom = h * 0.86;
  }
  s.add(`<rect y="${n(top)}" width="${w}" height="${n(bottom - top)}" fill="${mud}"/>`);
  // borders: zigzag above, triangles below
  let zig = `M0 ${n(top + 40)}`;
  for (let x = 0; x <= w; x += 30) zig += `L${x + 15} ${n(top + (x % 60 === 0 ? 20 : 40))}`;
  s.add(`<path d="${zig}" fill="none" stroke="${white}" stroke-width="6"/>`);
  let tri = '';
  for (let x = 0; x < w; x += 50) tri += `M${x} ${n(bottom - 20)}l25-36 25 36z`;
  s.add(
    `<path d="${tri}" fill="${black}"/><path d="M0 ${n(bottom - 60)}h${w}" stroke="${white}" stroke-width="4"/>`,
  );
  const dotRow: Pt[] = [];
  for (let x = 15; x < w; x += 30) dotRow.push([x, top + 60]);
  s.add(dots(dotRow, 8, ochre));
  const mid = (top + bottom) / 2 + (house ? 40 : 110);
  const k = ((bottom - top) / 800) * (house ? 3.2 : 3.3);
  if (house) {
    s.add(`<path d="M${n(w / 2 - 70)} ${n(bottom)}v-200a70 70 0 0 1 140 0v200z" fill="${black}"/>`);
    s.add(
      `<path d="M${n(w / 2 - 84)} ${n(bottom)}v-200a84 84 0 0 1 168 0v200" fill="none" stroke="${white}" stroke-width="6" stroke-dasharray="4 10"/>`,
    );
    cattle(s, w * 0.2, mid, k * 0.8, white);
    peacock(s, w * 0.86, mid, k * 0.7, white, ochre);
  } else {
    cattle(s, w * 0.25, mid, k, white);
    cattle(s, w * 0.75, mid, k, white, true);
    peacock(s, w * 0.56, mid - 70 * k, k * 0.75, ochre, black);
  }
  let blooms = '';
  for (let i = 0; i < 7; i += 1) {
    const x = between(r, 0.05, 0.95) * w;
    const y = between(r, top + 100, mid - 140);
    if (house && Math.abs(x - w / 2) < 130) continue;
    blooms += flower(x, y, between(r, 18, 30), i % 2 ? white : ochre, black);
  }
  s.add(blooms);
  if (house)
    s.add(`<rect y="${n(bottom)}" width="${w}" height="${n(h - bottom)}" fill="#8a6a45"/>`);
  return s.toString();
}

/** Khovar comb-cut art: white stripes scraped through black, animals and lotuses. */
function khovarScene(seed: number, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const a = s.id();
  const b = s.id();
  s.def(
    `<pattern id="${a}" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="14" height="14" fill="#1b1612"/><rect width="5" height="14" fill="#f5ecd9"/></pattern>` +
      `<pattern id="${b}" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)"><rect width="12" height="12" fill="#f5ecd9"/><rect width="5" height="12" fill="#1b1612"/></pattern>`,
  );
  s.add(`<rect width="${w}" height="${h}" fill="url(#${a})"/>`);
  s.add(`<path d="${rectD(0, 0, w, 70)}${rectD(0, h - 70, w, 70)}" fill="#1b1612"/>`);
  let scallops = '';
  for (let x = 0; x < w; x += 60)
    scallops += `M${x} 70a30 30 0 0 0 60 0zM${x} ${h - 70}a30 30 0 0 1 60 0z`;
  s.add(`<path d="${scallops}" fill="#f5ecd9"/>`);
  s.add(place(ELEPHANT, w * 0.32, h * 0.74, 3.2, `url(#${b})`));
  s.add(place(ELEPHANT_EAR, w * 0.32, h * 0.74, 3.2, '#1b1612'));
  const fish = 'M-60 0c30-30 80-30 100 0-20 30-70 30-100 0zM40 0l30-22v44z';
  s.add(place(fish, w * 0.76, h * 0.36, 1.4, `url(#${b})`));
  s.add(place(fish, w * 0.78, h * 0.66, 1.2, `url(#${b})`, true));
  for (let i = 0; i < 3; i += 1) {
    const x = w * (0.12 + i * 0.2);
    s.add(
      `<circle cx="${n(x)}" cy="${n(h * 0.24)}" r="46" fill="url(#${b})"/><circle cx="${n(x)}" cy="${n(h * 0.24)}" r="16" fill="#1b1612"/>`,
    );
  }
  void r;
  return s.toString();
}

/** Traditional drums on plinths in a museum gallery, under spotlights. */
function drumsScene(seed: number, w = 1200, h = 800): string {
  const s = new Svg(w, h);
  void seed;
  s.add(
    `<rect width="${w}" height="${n(h * 0.7)}" fill="${s.vgrad([
      [0, '#3a342f'],
      [1, '#5a5048'],
    ])}"/>`,
  );
  s.add(
    `<rect y="${n(h * 0.7)}" width="${w}" height="${n(h * 0.3)}" fill="${s.vgrad([
      [0, '#6b4a30'],
      [1, '#3e2a1c'],
    ])}"/>`,
  );
  const spots = [w * 0.2, w * 0.5, w * 0.8];
  let beams = '';
  for (const x of spots) beams += `M${n(x - 20)} 0h40L${n(x + 150)} ${n(h * 0.78)}H${n(x - 150)}z`;
  s.add(`<path d="${beams}" fill="#fff3d1" opacity=".1"/>`);
  for (const x of spots)
    s.add(
      `<ellipse cx="${n(x)}" cy="${n(h * 0.78)}" rx="170" ry="26" fill="#fff3d1" opacity=".12"/>`,
    );
  const plinth = '#e8e0d2';
  for (const x of spots)
    s.add(
      `<path d="${rectD(x - 110, h * 0.5, 220, h * 0.28)}" fill="${plinth}"/><path d="${rectD(x - 110, h * 0.5, 220, 12)}" fill="#fff"/><path d="${rectD(x - 40, h * 0.62, 80, 30)}" fill="#c9bfae"/>`,
    );
  const top = h * 0.5;
  const [x1, x2, x3] = spots as [number, number, number];
  // madal: a barrel drum lying on its side
  s.add(
    `<rect x="${n(x1 - 90)}" y="${n(top - 74)}" width="180" height="70" rx="35" fill="#9c5a2e"/><ellipse cx="${n(x1 - 86)}" cy="${n(top - 39)}" rx="14" ry="30" fill="#e9d6b0"/><ellipse cx="${n(x1 + 86)}" cy="${n(top - 39)}" rx="12" ry="26" fill="#e9d6b0"/>`,
  );
  let lacing = '';
  for (let i = 0; i < 9; i += 1) lacing += `M${n(x1 - 80 + i * 20)} ${n(top - 72)}l10 66`;
  s.add(`<path d="${lacing}" stroke="#3a2418" stroke-width="2.5"/>`);
  // nagara: a kettle drum
  s.add(
    `<path d="M${n(x2 - 90)} ${n(top - 80)}a90 76 0 0 0 180 0z" fill="#7a4a2a"/><ellipse cx="${n(x2)}" cy="${n(top - 80)}" rx="90" ry="20" fill="#e9d6b0"/>`,
  );
  s.add(
    `<path d="M${n(x2 - 86)} ${n(top - 70)}q86 50 172 0" stroke="#3a2418" stroke-width="4" fill="none"/>`,
  );
  // dhol: a cylinder with rope zigzag
  s.add(
    `<path d="${rectD(x3 - 80, top - 110, 160, 106)}" fill="#b8862b"/><ellipse cx="${n(x3)}" cy="${n(top - 110)}" rx="80" ry="18" fill="#e9d6b0"/>`,
  );
  let rope = `M${n(x3 - 80)} ${n(top - 100)}`;
  for (let i = 1; i <= 8; i += 1)
    rope += `L${n(x3 - 80 + i * 20)} ${n(i % 2 ? top - 14 : top - 100)}`;
  s.add(`<path d="${rope}" fill="none" stroke="#7a2f1e" stroke-width="4"/>`);
  s.add(
    `<path d="${rectD(w * 0.36, h * 0.14, w * 0.28, h * 0.2)}" fill="#2a2420"/><path d="${rectD(w * 0.37, h * 0.155, w * 0.26, h * 0.17)}" fill="#a8452c"/>`,
  );
  cattle(s, w * 0.5, h * 0.3, 0.8, '#fbf1dc');
  return s.toString();
}

/** Circle dance at the Sarhul festival around a flowering sal tree. */
function sarhulScene(seed: number, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES.golden;
  landscape(s, r, {
    sky: sk,
    land: LANDS.jungle,
    layers: 2,
    top: 0.22,
    bottom: 0.3,
    amp: 0.08,
    sun: { x: 0.8, y: 0.2, r: 0.03 },
    clouds: 2,
    birds: 4,
  });
  s.add(
    `<rect y="${n(h * 0.3)}" width="${w}" height="${n(h * 0.7)}" fill="${s.vgrad([
      [0, '#b98a52'],
      [1, '#8a5e34'],
    ])}"/>`,
  );
  s.def(
    '<symbol id="d" viewBox="-13 -52 26 52"><circle cy="-45" r="5" fill="#2b1d16"/><path d="M-5-39h10l7 34h-24z" fill="#fbf4e6"/><path d="M-10-14h20" stroke="#c0392b" stroke-width="3"/><path d="M-3-5v5M3-5v5" stroke="#2b1d16" stroke-width="2.4"/><circle cx="4" cy="-49" r="2.4" fill="#fff"/></symbol>',
  );
  const cx = w / 2;
  const cy = h * 0.62;
  const rx = w * 0.36;
  const ry = h * 0.2;
  const ring = (front: boolean) => {
    const uses: string[] = [];
    for (let i = 0; i < 18; i += 1) {
      const a = (i / 18) * Math.PI * 2;
      const y = cy + Math.sin(a) * ry;
      if (Math.sin(a) >= 0 !== front) continue;
      const x = cx + Math.cos(a) * rx;
      const hh = 90 + (y - (cy - ry)) * 0.5;
      uses.push(
        `<use href="#d" x="${n(x - hh / 4)}" y="${n(y - hh)}" width="${n(hh / 2)}" height="${n(hh)}"/>`,
      );
    }
    return uses.join('');
  };
  s.add(ring(false));
  // sal tree in flower
  s.add(
    `<path d="M${n(cx - 12)} ${n(cy + 10)}C${n(cx - 4)} ${n(cy - 100)} ${n(cx - 16)} ${n(cy - 200)} ${n(cx - 6)} ${n(h * 0.14)}h16C${n(cx + 10)} ${n(cy - 200)} ${n(cx + 6)} ${n(cy - 100)} ${n(cx + 16)} ${n(cy + 10)}z" fill="#5b3d28"/>`,
  );
  const crown: Pt[] = [];
  for (let i = 0; i < 9; i += 1)
    crown.push([cx + between(r, -130, 130), between(r, h * 0.1, h * 0.3)]);
  s.add(dots(crown, 110, '#2f5a2a'));
  const blossoms: Pt[] = [];
  for (let i = 0; i < 50; i += 1)
    blossoms.push([cx + between(r, -170, 170), between(r, h * 0.04, h * 0.36)]);
  s.add(dots(blossoms, 9, '#fff8d6'));
  s.add(ring(true));
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="#2b1d16" stroke-width="3" opacity=".25"/>`,
  );
  return s.toString();
}

/** Brass Dokra figurines of horses, elephants and a woman with a pot. */
function dokraScene(seed: number, w = 1200, h = 800): string {
  const s = new Svg(w, h);
  void seed;
  s.add(
    `<rect width="${w}" height="${h}" fill="${s.rgrad(
      [
        [0, '#5a3a2a'],
        [1, '#1e1512'],
      ],
      0.5,
      0.4,
      0.8,
    )}"/>`,
  );
  s.add(
    `<path d="${rectD(0, h * 0.8, w, h * 0.2)}" fill="#2e211b"/><path d="M0 ${n(h * 0.8)}h${w}" stroke="#6b4a36" stroke-width="4"/>`,
  );
  const brass = s.vgrad([
    [0, '#f0c75e'],
    [0.5, '#c8922e'],
    [1, '#7a5418'],
  ]);
  const gy = h * 0.8;
  s.add(place(HORSE, w * 0.18, gy, 3.4, brass));
  s.add(place(HORSE, w * 0.84, gy, 3, brass, true));
  s.add(place(ELEPHANT, w * 0.52, gy, 3.4, brass));
  s.add(place(ELEPHANT_EAR, w * 0.52, gy, 3.4, '#8a5e1c'));
  // wire-work texture: rows of little coils
  const coils: Pt[] = [];
  for (let i = 0; i < 12; i += 1)
    coils.push(
      [w * 0.44 + i * 16, gy - 180],
      [w * 0.1 + i * 12, gy - 130],
      [w * 0.9 - i * 11, gy - 115],
    );
  s.add(dots(coils, 6, '#7a5418', 0.7));
  s.add(
    `<ellipse cx="${n(w / 2)}" cy="${n(gy + 6)}" rx="${n(w * 0.45)}" ry="16" fill="#000" opacity=".3"/>`,
  );
  return s.toString();
}

/** A safari jeep on a track through sal forest. */
function jeepScene(seed: number, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES.golden;
  const L = landscape(s, r, {
    sky: sk,
    land: LANDS.jungle,
    layers: 3,
    top: 0.4,
    bottom: 0.58,
    amp: 0.1,
    sun: { x: 0.6, y: 0.4, r: 0.035 },
    rays: true,
    mistAt: 2,
  });
  forest(s, r, at(L.ridges, 2), {
    kind: 'sal',
    color: darken(at(L.colors, 2), 0.2),
    from: 0,
    to: 1,
    gap: 20,
    minH: 80,
    maxH: 140,
  });
  s.add(`<rect y="${n(h * 0.6)}" width="${w}" height="${n(h * 0.4)}" fill="#6b7d3a"/>`);
  s.add(
    `<path d="M${n(w * 0.48)} ${n(h * 0.6)}h${n(w * 0.05)}L${n(w * 0.82)} ${h}H${n(w * 0.2)}z" fill="${s.vgrad(
      [
        [0, '#c9a46c'],
        [1, '#9c7445'],
      ],
    )}"/>`,
  );
  const dust = s.blur(20);
  s.add(
    `<ellipse cx="${n(w * 0.42)}" cy="${n(h * 0.82)}" rx="160" ry="40" fill="#e8d3a8" opacity=".6" filter="${dust}"/>`,
  );
  jeep(s, w * 0.52, h * 0.86, 2.4, '#556b2f');
  const line: Pt[] = [
    [-40, h + 4],
    [w + 40, h + 4],
  ];
  forest(s, r, line, {
    kind: 'sal',
    color: darken(LANDS.jungle, 0.35),
    from: -0.04,
    to: 0.14,
    gap: 70,
    minH: 340,
    maxH: 460,
    sink: 0,
  });
  forest(s, r, line, {
    kind: 'sal',
    color: darken(LANDS.jungle, 0.35),
    from: 0.88,
    to: 1.04,
    gap: 70,
    minH: 340,
    maxH: 460,
    sink: 0,
  });
  grass(s, r, h * 0.7, h, 80, '#4d6b2c');
  return s.toString();
}

/** Migratory ducks on a lake at dawn. */
function ducksScene(seed: number, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES.mist;
  landscape(s, r, {
    sky: sk,
    land: LANDS.teal,
    layers: 3,
    top: 0.4,
    bottom: 0.48,
    amp: 0.1,
    sun: { x: 0.3, y: 0.36, r: 0.035 },
    waterY: 0.52,
    birds: 9,
  });
  const ink = darken(LANDS.teal, 0.5);
  let ripples = '';
  for (let i = 0; i < 14; i += 1) {
    const x = between(r, 0.08, 0.92) * w;
    const y = between(r, 0.6, 0.95) * h;
    const k = 0.8 + ((y - h * 0.6) / (h * 0.35)) * 1.6;
    s.add(place(DUCK, x, y, k, ink, r() < 0.5));
    ripples += `M${n(x - 24 * k)} ${n(y + 3)}h${n(48 * k)}`;
  }
  s.add(`<path d="${ripples}" stroke="#fff" stroke-width="2" opacity=".5"/>`);
  const reeds = bank(s, r, 'right', h * 0.9, darken(LANDS.teal, 0.3), 0.7);
  grass(s, r, h * 0.86, h, 60, darken(LANDS.teal, 0.45));
  void reeds;
  return s.toString();
}

/** A broad waterfall in spate: muddy monsoon water over a two-step rock face. */
function wideFallsScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const L = landscape(s, r, {
    sky: sk,
    land: LANDS.jungle,
    layers: 2,
    top: 0.26,
    bottom: 0.32,
    amp: 0.1,
    ...sunFor(r, sk, skyName),
    clouds: 4,
  });
  forest(s, r, at(L.ridges, 1), {
    kind: 'sal',
    color: darken(at(L.colors, 1), 0.2),
    from: 0,
    to: 1,
    gap: 18,
    minH: 30,
    maxH: 60,
  });
  waterfall(
    s,
    r,
    w * between(r, 0.45, 0.55),
    h * 0.34,
    h * 0.78,
    w * between(r, 0.3, 0.38),
    '#5b4a3a',
    2,
    true,
  );
  const rim: Pt[] = [
    [-40, h * 0.31],
    [w + 40, h * 0.31],
  ];
  forest(s, r, rim, {
    kind: 'round',
    color: darken(LANDS.jungle, 0.2),
    from: 0,
    to: 0.22,
    gap: 40,
    minH: 60,
    maxH: 110,
    sink: 0.3,
  });
  forest(s, r, rim, {
    kind: 'round',
    color: darken(LANDS.jungle, 0.2),
    from: 0.8,
    to: 1,
    gap: 40,
    minH: 60,
    maxH: 110,
    sink: 0.3,
  });
  return s.toString();
}

function lakeScene(
  seed: number,
  skyName: SkyName,
  landName: LandName,
  o: { boat: boolean; w?: number; h?: number },
): string {
  const r = rng(seed);
  const s = new Svg(o.w ?? 1200, o.h ?? 800);
  const sk: Sky = SKIES[skyName];
  const land = LANDS[landName];
  landscape(s, r, {
    sky: sk,
    land,
    layers: 4,
    top: 0.4,
    bottom: 0.58,
    amp: 0.16,
    ...sunFor(r, sk, skyName),
    waterY: 0.62,
    clouds: sk.night ? 0 : 4,
    birds: sk.night ? 0 : 6,
  });
  const shore = bank(s, r, r() < 0.5 ? 'left' : 'right', 0.8 * s.h, darken(land, 0.3));
  forest(s, r, shore, {
    kind: pick(r, ['pine', 'round', 'sal'] as const),
    color: darken(land, 0.45),
    from: 0,
    to: 1,
    gap: 26,
    minH: 60,
    maxH: 130,
  });
  if (o.boat)
    boat(s, s.w * between(r, 0.35, 0.6), s.h * 0.8, s.w / 1200, darken(land, 0.5), '#c8553d');
  return s.toString();
}

function valleyScene(
  seed: number,
  skyName: SkyName,
  landName: LandName,
  trees: ForestOpts['kind'],
  w = 1200,
  h = 800,
): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const land = LANDS[landName];
  const L = landscape(s, r, {
    sky: sk,
    land,
    layers: 5,
    top: 0.38,
    bottom: 0.86,
    amp: 0.15,
    ...sunFor(r, sk, skyName),
    clouds: sk.night ? 0 : 4,
    birds: sk.night ? 0 : 5,
    mistAt: 3,
    rays: skyName === 'golden' || skyName === 'morning',
  });
  for (const i of [3, 4]) {
    forest(s, r, at(L.ridges, i), {
      kind: trees,
      color: darken(at(L.colors, i), 0.25),
      from: 0,
      to: 1,
      gap: i === 4 ? 46 : 22,
      minH: i === 4 ? 70 : 26,
      maxH: i === 4 ? 150 : 50,
    });
  }
  return s.toString();
}

function forestScene(
  seed: number,
  skyName: SkyName,
  landName: LandName,
  trees: ForestOpts['kind'],
  w = 1200,
  h = 800,
): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const land = LANDS[landName];
  const L = landscape(s, r, {
    sky: sk,
    land,
    layers: 4,
    top: 0.45,
    bottom: 0.92,
    amp: 0.1,
    ...sunFor(r, sk, skyName),
    clouds: 2,
    mistAt: 2,
    rays: true,
  });
  for (let i = 1; i < 4; i += 1) {
    if (i === 3) mistBand(s, h * 0.82, h * 0.2, sk.horizon, 0.5);
    forest(s, r, at(L.ridges, i), {
      kind: trees,
      color: darken(at(L.colors, i), 0.15 + i * 0.06),
      from: -0.02,
      to: 1.02,
      gap: 14 + i * 24,
      minH: 40 + i * 50,
      maxH: 80 + i * 90,
    });
  }
  if (r() < 0.5)
    watchtower(
      s,
      w * between(r, 0.25, 0.75),
      ridgeY(at(L.ridges, 2), w / 2) + 30,
      1,
      darken(land, 0.4),
    );
  return s.toString();
}

function waterfallScene(
  seed: number,
  skyName: SkyName,
  landName: LandName,
  w = 1200,
  h = 800,
  trail = false,
): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const land = LANDS[landName];
  const L = landscape(s, r, {
    sky: sk,
    land,
    layers: 2,
    top: 0.3,
    bottom: 0.38,
    amp: 0.14,
    ...sunFor(r, sk, skyName),
    clouds: 3,
  });
  forest(s, r, at(L.ridges, 1), {
    kind: 'sal',
    color: darken(at(L.colors, 1), 0.2),
    from: 0,
    to: 1,
    gap: 18,
    minH: 30,
    maxH: 60,
  });
  const rock = mix(pick(r, ['#5b4a3a', '#6d4a36', '#4a4a4f', '#6a5a45'] as const), land, 0.3);
  waterfall(
    s,
    r,
    w * between(r, 0.38, 0.62),
    h * 0.36,
    h * 0.78,
    w * between(r, 0.08, 0.16),
    rock,
    r() < 0.5 ? 1 : 2,
  );
  const rim: Pt[] = [
    [-40, h * 0.33],
    [w + 40, h * 0.33],
  ];
  forest(s, r, rim, {
    kind: 'round',
    color: darken(land, 0.2),
    from: 0,
    to: 0.36,
    gap: 40,
    minH: 60,
    maxH: 110,
    sink: 0.3,
  });
  forest(s, r, rim, {
    kind: 'round',
    color: darken(land, 0.2),
    from: 0.66,
    to: 1,
    gap: 40,
    minH: 60,
    maxH: 110,
    sink: 0.3,
  });
  if (trail) {
    // stone steps with a railing, zigzagging down to the plunge pool
    let d = `M${n(w * 0.02)} ${n(h * 0.46)}`;
    for (let z = 0; z < 4; z += 1)
      d += `L${n(z % 2 === 0 ? w * 0.3 : w * 0.04)} ${n(h * (0.52 + z * 0.08))}`;
    d += `L${n(w * 0.34)} ${n(h * 0.8)}`;
    s.add(
      `<path d="${d}" fill="none" stroke="#cdbb96" stroke-width="18" stroke-linejoin="round"/>`,
    );
    s.add(`<path d="${d}" fill="none" stroke="#8e7754" stroke-width="18" stroke-dasharray="3 9"/>`);
    s.add(
      `<path d="${d}" fill="none" stroke="#e8dcc0" stroke-width="2" transform="translate(0 -16)"/>`,
    );
  }
  return s.toString();
}

type TempleLayout = 'plaza' | 'tank' | 'hill' | 'cluster';

function templeScene(
  seed: number,
  skyName: SkyName,
  landName: LandName,
  layout: TempleLayout,
  w = 1200,
  h = 800,
): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const land = LANDS[landName];
  const k = w / 1200;
  const warm = skyName === 'dusk' || skyName === 'sunset' || skyName === 'night';
  const stone = warm ? mix('#f3e3c4', sk.horizon, 0.3) : '#f4e8cc';
  if (layout === 'hill') {
    // a small shrine on a lone sacred hill, steps winding up
    const L = landscape(s, r, {
      sky: sk,
      land,
      layers: 3,
      top: 0.6,
      bottom: 0.82,
      amp: 0.08,
      ...sunFor(r, sk, skyName),
      clouds: 3,
      birds: 6,
    });
    const hx = w * between(r, 0.4, 0.6);
    const topY = h * 0.34;
    const hill = `M${n(hx - w * 0.55)} ${h}C${n(hx - w * 0.3)} ${n(h * 0.7)} ${n(hx - w * 0.12)} ${n(topY)} ${n(hx)} ${n(topY)}S${n(hx + w * 0.3)} ${n(h * 0.7)} ${n(hx + w * 0.6)} ${h}z`;
    s.add(`<path d="${hill}" fill="${mix(land, sk.horizon, 0.3)}"/>`);
    s.add(
      `<path d="M${n(hx)} ${n(topY)}S${n(hx + w * 0.3)} ${n(h * 0.7)} ${n(hx + w * 0.6)} ${h}H${n(hx + w * 0.1)}C${n(hx + w * 0.06)} ${n(h * 0.6)} ${n(hx + 20 * k)} ${n(topY + 60 * k)} ${n(hx)} ${n(topY)}z" fill="#000" opacity=".12"/>`,
    );
    s.add(
      `<path d="M${n(hx - 10 * k)} ${n(topY + 6 * k)}q${n(-90 * k)} ${n(90 * k)} ${n(20 * k)} ${n(150 * k)}t${n(-60 * k)} ${n(180 * k)}t${n(40 * k)} ${n(200 * k)}" fill="none" stroke="${lighten(stone, 0.2)}" stroke-width="${n(6 * k)}" stroke-dasharray="${n(10 * k)} ${n(6 * k)}"/>`,
    );
    temple(s, hx + 40 * k, topY + 8 * k, 0.5 * k, stone);
    forest(s, r, at(L.ridges, 2), {
      kind: 'round',
      color: darken(at(L.colors, 2), 0.3),
      from: 0,
      to: 1,
      gap: 40,
      minH: 40,
      maxH: 80,
    });
    return s.toString();
  }
  const L = landscape(s, r, {
    sky: sk,
    land,
    layers: 3,
    top: 0.5,
    bottom: 0.66,
    amp: 0.12,
    ...sunFor(r, sk, skyName),
    clouds: 3,
    birds: 7,
  });
  forest(s, r, at(L.ridges, 2), {
    kind: 'round',
    color: darken(at(L.colors, 2), 0.2),
    from: 0,
    to: 1,
    gap: 40,
    minH: 50,
    maxH: 90,
  });
  const gy = layout === 'tank' ? h * 0.7 : h * 0.86;
  s.add(
    `<rect y="${n(gy - 6)}" width="${w}" height="${n(h - gy + 6)}" fill="${s.vgrad([
      [0, '#cdb68d'],
      [1, '#8e7754'],
    ])}"/>`,
  );
  const tx = w * (layout === 'cluster' ? 0.5 : between(r, 0.5, 0.66));
  if (layout === 'cluster') {
    temple(s, w * 0.2, gy, 0.75 * k, darken(stone, 0.04), true);
    temple(s, w * 0.84, gy, 0.6 * k, darken(stone, 0.08), true);
  }
  const id = s.id();
  s.add(`<g id="${id}">`);
  temple(s, tx, gy, (layout === 'tank' ? 1.2 : 1.45) * k, stone);
  s.add('</g>');
  if (layout === 'tank') {
    // temple tank: steps down to still water that mirrors the temple
    s.add(
      `<path d="M0 ${n(gy + 14 * k)}h${w}v${n(10 * k)}H0zM0 ${n(gy + 34 * k)}h${w}v${n(10 * k)}H0z" fill="#a89067"/>`,
    );
    const wy = gy + 54 * k;
    s.add(
      `<rect y="${n(wy)}" width="${w}" height="${n(h - wy)}" fill="${s.vgrad([
        [0, mix(sk.horizon, '#2f6f7c', 0.5)],
        [1, darken(sk.top, 0.2)],
      ])}"/>`,
    );
    s.add(
      `<g clip-path="${s.clipRect(0, wy, w, h - wy)}" opacity=".35"><use href="#${id}" transform="matrix(1 0 0 -1 0 ${n(2 * wy - 10 * k)})"/></g>`,
    );
    let ripples = '';
    for (let i = 0; i < 10; i += 1)
      ripples += `M${n(r() * w)} ${n(wy + 20 + r() * (h - wy - 20))}h${n(between(r, 30, 120))}`;
    s.add(
      `<path d="${ripples}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".3"/>`,
    );
  }
  // diyas along the steps
  let lamps = '';
  const ly = layout === 'tank' ? gy + 10 * k : gy + 30 * k;
  for (let i = 0; i < 12; i += 1) lamps += `M${n(w * 0.1 + (i * w * 0.8) / 11)} ${n(ly)}h0`;
  s.add(`<path d="${lamps}" stroke="#ffd27a" stroke-width="${n(10 * k)}" stroke-linecap="round"/>`);
  s.add(
    `<path d="${lamps}" stroke="#ffb347" stroke-width="${n(26 * k)}" stroke-linecap="round" opacity=".25"/>`,
  );
  return s.toString();
}

function fortScene(seed: number, skyName: SkyName, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const L = landscape(s, r, {
    sky: sk,
    land: LANDS.olive,
    layers: 3,
    top: 0.56,
    bottom: 0.74,
    amp: 0.12,
    ...sunFor(r, sk, skyName),
    clouds: 3,
    birds: 5,
  });
  const hillTop = Math.min(...at(L.ridges, 1).map((p) => p[1]));
  fort(s, r, w * 0.18, w * 0.82, hillTop + 40, 1.1, skyName === 'sunset' ? '#7c5a4a' : '#b08a5a');
  const near = bank(s, r, 'both', 0.8 * h, darken(LANDS.olive, 0.2));
  forest(s, r, near, {
    kind: 'round',
    color: darken(LANDS.olive, 0.45),
    from: 0,
    to: 1,
    gap: 60,
    minH: 60,
    maxH: 140,
  });
  return s.toString();
}

function malutiScene(seed: number, w = 1200, h = 800): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES.morning;
  landscape(s, r, {
    sky: sk,
    land: LANDS.olive,
    layers: 2,
    top: 0.55,
    bottom: 0.62,
    amp: 0.1,
    sun: { x: 0.2, y: 0.22, r: 0.04 },
    clouds: 3,
    birds: 5,
  });
  const gy = h * 0.82;
  s.add(
    `<rect y="${n(gy - 4)}" width="${w}" height="${n(h - gy + 4)}" fill="${s.vgrad([
      [0, '#8aa05a'],
      [1, '#4f6b2e'],
    ])}"/>`,
  );
  maluti(s, w / 2, gy, 1.4, '#b5583a');
  const line: Pt[] = [
    [-40, gy],
    [w + 40, gy],
  ];
  forest(s, r, line, {
    kind: 'round',
    color: '#2e4a22',
    from: -0.02,
    to: 0.1,
    gap: 50,
    minH: 160,
    maxH: 220,
    sink: 0,
  });
  forest(s, r, line, {
    kind: 'round',
    color: '#2e4a22',
    from: 0.92,
    to: 1.02,
    gap: 50,
    minH: 160,
    maxH: 220,
    sink: 0,
  });
  return s.toString();
}

function panorama(
  seed: number,
  w: number,
  h: number,
  skyName: SkyName,
  trees: ForestOpts['kind'],
  withLake: boolean,
): string {
  const r = rng(seed);
  const s = new Svg(w, h);
  const sk: Sky = SKIES[skyName];
  const land = skyName === 'sunset' || skyName === 'dusk' ? LANDS.plum : LANDS.forest;
  const L = landscape(s, r, {
    sky: sk,
    land,
    layers: withLake ? 4 : 5,
    top: withLake ? 0.42 : 0.44,
    bottom: withLake ? 0.6 : 0.9,
    amp: 0.14,
    sun: { x: 0.68, y: withLake ? 0.42 : 0.4, r: 0.03 },
    waterY: withLake ? 0.64 : undefined,
    clouds: 5,
    birds: 7,
    rays: true,
    mistAt: withLake ? undefined : 3,
  });
  if (withLake) {
    const shore = bank(s, r, 'left', 0.82 * h, darken(land, 0.35));
    forest(s, r, shore, {
      kind: trees,
      color: darken(land, 0.5),
      from: 0,
      to: 0.6,
      gap: 26,
      minH: 70,
      maxH: 150,
    });
    boat(s, w * 0.62, h * 0.8, (w / 1200) * 0.9, darken(land, 0.55), '#c8553d');
  } else {
    for (const i of [3, 4]) {
      forest(s, r, at(L.ridges, i), {
        kind: trees,
        color: darken(at(L.colors, i), 0.28),
        from: 0,
        to: 1,
        gap: i === 4 ? 50 : 40,
        minH: i === 4 ? 90 : 30,
        maxH: i === 4 ? 180 : 60,
      });
    }
  }
  return s.toString();
}

// ---------------------------------------------------------------------------------------------
// Portraits, logo, favicon, app promo
// ---------------------------------------------------------------------------------------------

const PORTRAIT_TONES: Array<[string, string]> = [
  ['#0b5d3b', '#2e8b62'],
  ['#1d4e89', '#4f7fb8'],
  ['#7a3b2e', '#b0654f'],
  ['#4b3f72', '#7b6aa8'],
  ['#6b5b1e', '#a48d3a'],
  ['#1f5f5b', '#3f8f88'],
];

/** The six officials of the demo seed (fictional people): initials and whether a stole is drawn. */
const OFFICIALS: Array<{ initials: string; name: string; drape: boolean }> = [
  { initials: 'AM', name: 'Shri Arvind Kumar Mahto', drape: false },
  { initials: 'NO', name: 'Smt. Nandini Oraon', drape: true },
  { initials: 'RS', name: 'Shri Rakesh Ranjan Sinha', drape: false },
  { initials: 'SH', name: 'Dr. Sunita Hembrom', drape: true },
  { initials: 'PM', name: 'Shri Prakash Chandra Munda', drape: false },
  { initials: 'RK', name: 'Smt. Ritu Kachhap', drape: true },
];

function portrait(index: number): string {
  const s = new Svg(600, 600);
  const [deep, soft] = at(PORTRAIT_TONES, index);
  const o = at(OFFICIALS, index);
  s.add(
    `<rect width="600" height="600" fill="${s.rgrad(
      [
        [0, soft],
        [1, deep],
      ],
      0.5,
      0.35,
      0.75,
    )}"/>`,
  );
  let rings = '';
  for (let i = 1; i <= 6; i += 1) rings += `<circle cx="300" cy="250" r="${60 + i * 45}"/>`;
  s.add(`<g fill="none" stroke="#fff" stroke-width="2" opacity=".08">${rings}</g>`);
  const fig = lighten(deep, 0.72);
  const garment = lighten(deep, 0.5);
  s.add(`<path d="M118 600c6-120 80-176 182-176s176 56 182 176z" fill="${garment}"/>`);
  if (o.drape) {
    s.add(
      `<path d="M196 452c40 40 70 90 84 148h70c-20-70-70-130-120-170z" fill="${lighten(deep, 0.3)}" opacity=".9"/>`,
    );
  } else {
    s.add(
      `<path d="M262 426l38 70 38-70z" fill="${fig}"/><path d="M292 470h16l6 130h-28z" fill="${darken(deep, 0.15)}"/>`,
    );
  }
  s.add(`<path d="M262 360h76v72c-12 14-64 14-76 0z" fill="${fig}"/>`);
  s.add(`<ellipse cx="300" cy="280" rx="78" ry="94" fill="${fig}"/>`);
  s.add(
    `<circle cx="470" cy="470" r="66" fill="#fff" opacity=".95"/><text x="470" y="493" text-anchor="middle" font-family="'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif" font-size="62" font-weight="700" fill="${deep}">${o.initials}</text>`,
  );
  return s.toString();
}

/** The corporation mark: a marigold sun rising over green hills and a river. */
function emblem(cx: number, cy: number, rad: number, idPrefix: string, letters = false): string {
  const k = rad / 44;
  const tx = (x: number) => n(cx + (x - 48) * k);
  const ty = (y: number) => n(cy + (y - 48) * k);
  let rays = '';
  for (let i = 0; i < 7; i += 1) {
    const a = Math.PI + ((i + 1) * Math.PI) / 8;
    rays += `M${n(cx + Math.cos(a) * 22 * k)} ${n(cy + 6 * k + Math.sin(a) * 22 * k)}L${n(cx + Math.cos(a) * 30 * k)} ${n(cy + 6 * k + Math.sin(a) * 30 * k)}`;
  }
  return (
    `<defs><clipPath id="${idPrefix}c"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}"/></clipPath>` +
    `<linearGradient id="${idPrefix}s" x2="0" y2="1"><stop offset="0" stop-color="#fff6dc"/><stop offset="1" stop-color="#ffd98a"/></linearGradient></defs>` +
    `<g clip-path="url(#${idPrefix}c)"><rect x="${n(cx - rad)}" y="${n(cy - rad)}" width="${n(rad * 2)}" height="${n(rad * 2)}" fill="url(#${idPrefix}s)"/>` +
    `<path d="${rays}" stroke="#f2a900" stroke-width="${n(3.2 * k)}" stroke-linecap="round"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy + 6 * k)}" r="${n(16 * k)}" fill="#f2a900"/>` +
    `<path d="M${tx(0)} ${ty(62)}Q${tx(22)} ${ty(40)} ${tx(44)} ${ty(56)}T${tx(96)} ${ty(50)}V${ty(96)}H${tx(0)}z" fill="#2e8b62"/>` +
    `<path d="M${tx(0)} ${ty(70)}Q${tx(30)} ${ty(54)} ${tx(58)} ${ty(66)}T${tx(96)} ${ty(62)}V${ty(96)}H${tx(0)}z" fill="#0b5d3b"/>` +
    (letters
      ? `<text x="${n(cx)}" y="${ty(84)}" text-anchor="middle" font-family="'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif" font-size="${n(16 * k)}" font-weight="800" letter-spacing="${n(1 * k)}" fill="#ffffff">JTDC</text></g>`
      : `<path d="M${tx(6)} ${ty(80)}q${n(10 * k)} ${n(-5 * k)} ${n(20 * k)} 0t${n(20 * k)} 0t${n(20 * k)} 0t${n(20 * k)} 0t${n(20 * k)} 0" fill="none" stroke="#e8f3ed" stroke-width="${n(3 * k)}" stroke-linecap="round"/></g>`) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad - 1.5 * k)}" fill="none" stroke="#0b5d3b" stroke-width="${n(3 * k)}"/>`
  );
}

function logo(inverse: boolean): string {
  const text = inverse ? '#ffffff' : '#0b5d3b';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 96" width="260" height="96">` +
    emblem(48, 48, 44, 'l') +
    `<text x="104" y="66" font-family="'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif" font-size="46" font-weight="800" letter-spacing="2" fill="${text}">JTDC</text>` +
    `<path d="M106 78h148" stroke="#f2a900" stroke-width="4" stroke-linecap="round"/></svg>\n`
  );
}

/** Square mark with the letters, for small places such as the header (44 x 44). */
function logoSquare(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">${emblem(48, 48, 46, 'm', true)}</svg>\n`;
}

function favicon(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="31" fill="#fff3d1"/><circle cx="32" cy="30" r="12" fill="#f2a900"/>` +
    `<path d="M2 40Q16 28 30 38T62 34v4A31 31 0 0 1 2 40z" fill="#2e8b62"/>` +
    `<path d="M3 44Q20 36 36 44T61 40A31 31 0 0 1 3 44z" fill="#0b5d3b"/>` +
    `<circle cx="32" cy="32" r="30" fill="none" stroke="#0b5d3b" stroke-width="3"/></svg>\n`
  );
}

/** Mobile-app promotion: a phone showing a hotel card. */
function appPromo(): string {
  const s = new Svg(800, 800);
  s.add(
    `<rect width="800" height="800" fill="${s.rgrad(
      [
        [0, '#fdf1d2'],
        [1, '#f3e1b5'],
      ],
      0.5,
      0.4,
      0.7,
    )}"/>`,
  );
  s.add(`<circle cx="400" cy="420" r="300" fill="#0b5d3b" opacity=".08"/>`);
  s.add(`<rect x="250" y="80" width="300" height="620" rx="44" fill="#1f2a24"/>`);
  s.add(`<rect x="266" y="96" width="268" height="588" rx="32" fill="#fbf8f3"/>`);
  s.add(`<rect x="360" y="108" width="80" height="14" rx="7" fill="#1f2a24"/>`);
  s.add(
    `<rect x="266" y="130" width="268" height="64" fill="#0b5d3b"/><circle cx="300" cy="162" r="16" fill="#f2a900"/>`,
  );
  s.add(`<rect x="330" y="154" width="110" height="16" rx="8" fill="#e8f3ed"/>`);
  const mini = new Svg(236, 150);
  const r = rng(77);
  let scene = `<rect width="236" height="150" fill="${s.vgrad([
    [0, SKIES.sunset.top],
    [1, SKIES.sunset.horizon],
  ])}"/><circle cx="150" cy="70" r="14" fill="${SKIES.sunset.sun}"/>`;
  for (let i = 0; i < 3; i += 1)
    scene += `<path d="${ridgePath(ridge(r, mini.w, 90 + i * 22, 22, 5), 150)}" fill="${mix(LANDS.plum, SKIES.sunset.horizon, 0.6 - i * 0.28)}"/>`;
  s.add(`<svg x="282" y="212" width="236" height="150" viewBox="0 0 236 150">${scene}</svg>`);
  s.add(
    `<rect x="282" y="374" width="170" height="16" rx="8" fill="#1f2a24"/><rect x="282" y="400" width="120" height="12" rx="6" fill="#55615a"/>`,
  );
  s.add(
    `<rect x="282" y="428" width="236" height="44" rx="10" fill="#0b5d3b"/><rect x="356" y="444" width="88" height="12" rx="6" fill="#fff"/>`,
  );
  for (let i = 0; i < 2; i += 1) {
    const y = 490 + i * 92;
    s.add(
      `<rect x="282" y="${y}" width="236" height="78" rx="12" fill="#fff" stroke="#d9d2c5"/><rect x="292" y="${y + 10}" width="76" height="58" rx="8" fill="${i === 0 ? '#2e8b62' : '#f2a900'}"/>`,
    );
    s.add(
      `<rect x="380" y="${y + 16}" width="120" height="12" rx="6" fill="#1f2a24"/><rect x="380" y="${y + 38}" width="80" height="10" rx="5" fill="#55615a"/>`,
    );
  }
  s.add(
    `<circle cx="590" cy="200" r="46" fill="#f2a900"/><path d="M570 200l14 14 26-28" fill="none" stroke="#1c1917" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  s.add(
    `<circle cx="196" cy="560" r="38" fill="#0b5d3b"/><path d="M196 538l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#f2a900"/>`,
  );
  return s.toString();
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

interface Entry {
  path: string;
  width: number;
  height: number;
  bytes: number;
  subject: string;
}

const manifest: Entry[] = [];

function write(rel: string, svg: string, subject: string, base = MEDIA_DIR): void {
  const file = join(base, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  const bytes = Buffer.byteLength(svg);
  const size = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  manifest.push({
    path: `/${relative(PUBLIC_DIR, file).split('\\').join('/')}`,
    width: Number(size?.[1] ?? 0),
    height: Number(size?.[2] ?? 0),
    bytes,
    subject,
  });
  if (bytes > MAX_BYTES) oversize.push(`${rel}: ${bytes} bytes`);
}

const oversize: string[] = [];

/** Removes what the previous run wrote (as listed in its manifest), never other files. */
function removePrevious(): void {
  const file = join(MEDIA_DIR, 'manifest.json');
  if (!existsSync(file)) return;
  const previous = JSON.parse(readFileSync(file, 'utf8')) as Array<{ path?: unknown }>;
  for (const entry of previous) {
    if (typeof entry.path !== 'string' || entry.path.includes('..')) continue;
    rmSync(join(PUBLIC_DIR, entry.path), { force: true });
  }
}

type Make = () => string;

function main(): void {
  removePrevious();

  // Hotels: three pictures each, in the order and with the subjects of the seed's `scenes`.
  const room =
    (seed: number, p: Omit<Room, 'windowRight'>, windowRight = seed % 2 === 0): Make =>
    () =>
      roomScene(seed, { ...p, windowRight });
  const hotels: Array<[string, Make][]> = [
    [
      [
        'Patratu Lake at sunset',
        () =>
          exteriorScene(101, {
            sky: 'sunset',
            land: 'plum',
            structure: 'resort',
            lake: true,
            trees: 'round',
            wall: '#f3e3c3',
            roof: '#a8432a',
          }),
      ],
      [
        'Lake-view deluxe room',
        room(102, {
          wall: '#efe3cf',
          floor: '#9c6b43',
          fabric: '#0b5d3b',
          wood: '#5b3a24',
          view: 'sunset',
          layout: 'double',
          water: true,
        }),
      ],
      ['Boats at the resort jetty', () => jettyScene(103, 'golden')],
    ],
    [
      [
        'Hotel facade in the evening',
        () =>
          exteriorScene(111, {
            sky: 'dusk',
            land: 'plum',
            structure: 'city',
            lake: false,
            trees: 'round',
            wall: '#e9dfcf',
            roof: '#5a4636',
          }),
      ],
      [
        'Deluxe double room',
        room(112, {
          wall: '#e6ecef',
          floor: '#a98a6a',
          fabric: '#1d5fa8',
          wood: '#6d5038',
          view: 'day',
          layout: 'double',
          water: false,
        }),
      ],
      ['Rooftop restaurant', () => rooftopScene(113)],
    ],
    [
      ['Sunset from Magnolia Point', () => viewpointScene(121, 'sunset')],
      [
        'Pine forest cottage',
        () =>
          exteriorScene(122, {
            sky: 'morning',
            land: 'teal',
            structure: 'lodge',
            lake: false,
            trees: 'pine',
            wall: '#8a5a3c',
            roof: '#4a2f22',
          }),
      ],
      ['Valley view from the lawn', () => lawnScene(123, 'morning', false)],
    ],
    [
      ['Elephants at the forest edge', () => elephantScene(131, 'golden', false)],
      ['Tree house cottage', () => treeHouseScene(132)],
      ['Palamu Fort at dusk', () => fortScene(133, 'sunset')],
    ],
    [
      ['Temple spires at dawn', () => templeScene(141, 'morning', 'forest', 'cluster')],
      [
        'Family suite',
        room(142, {
          wall: '#f5e9da',
          floor: '#94603a',
          fabric: '#c77700',
          wood: '#5c3520',
          view: 'morning',
          layout: 'suite',
          water: false,
        }),
      ],
      ['Garden courtyard', () => courtyardScene(143)],
    ],
    [
      [
        'Dimna Lake under the Dalma hills',
        () =>
          exteriorScene(151, {
            sky: 'day',
            land: 'forest',
            structure: 'bungalow',
            lake: true,
            trees: 'round',
            wall: '#fbf5ea',
            roof: '#b23a2e',
          }),
      ],
      ['Poolside cottages', () => poolScene(152)],
      ['Lakeside lawn', () => lawnScene(153, 'golden', true)],
    ],
    [
      ['Parasnath Hill at sunrise', () => summitScene(161, 'golden')],
      [
        'Pilgrim double room',
        room(162, {
          wall: '#e8efe4',
          floor: '#8c6a48',
          fabric: '#5a7d2a',
          wood: '#4e3823',
          view: 'mist',
          layout: 'twin',
          water: false,
        }),
      ],
      ['Temple path through the forest', () => forestPathScene(163, 'mist')],
    ],
    [
      ['Confluence of the Damodar and Bhairavi', () => confluenceScene(171, 'day', false)],
      [
        'River view double room',
        room(172, {
          wall: '#eee7f0',
          floor: '#9b7b5f',
          fabric: '#6b3f8a',
          wood: '#553b2a',
          view: 'golden',
          layout: 'double',
          water: true,
        }),
      ],
      ['Temple steps at evening aarti', () => aartiScene(173)],
    ],
    [
      ['Hundru Falls in the monsoon', () => wideFallsScene(181, 'monsoon')],
      ['Gorge-view cottage', () => gorgeScene(182, 'morning')],
      ['Trail to the plunge pool', () => waterfallScene(183, 'day', 'forest', 1200, 800, true)],
    ],
    [
      ['Terracotta temples of Maluti', () => malutiScene(191)],
      [
        'Executive room',
        room(192, {
          wall: '#f3e6d6',
          floor: '#7d5230',
          fabric: '#b3261e',
          wood: '#4a2d1b',
          view: 'day',
          layout: 'desk',
          water: false,
        }),
      ],
      ['Massanjore Dam at dusk', () => damScene(193, 'dusk')],
    ],
    [
      ['Tilaiya reservoir from the hill', () => reservoirScene(201, 'day')],
      [
        'Reservoir view room',
        room(202, {
          wall: '#e9eef0',
          floor: '#8f7355',
          fabric: '#1f5f5b',
          wood: '#4e3a2a',
          view: 'day',
          layout: 'double',
          water: true,
        }),
      ],
      ['Boats on the Barakar', () => riverBoatsScene(203, 'golden')],
    ],
  ];
  hotels.forEach((pictures, i) => {
    pictures.forEach(([subject, make], k) =>
      write(`hotels/${i + 1}/${k + 1}.svg`, make(), subject),
    );
  });

  // Destination categories (1 Heritage, 2 Eco, 3 Religious, 4 Tribal): a cover and location pictures.
  const destinations: Array<[string, Make][]> = [
    [
      ['The ruined ramparts of the Palamu forts above the forest', () => fortScene(501, 'sunset')],
      ['Gateway of the New Fort at Palamu', () => fortGateScene(502, 'golden')],
      ['Old Fort walls among sal trees', () => fortScene(503, 'day')],
      ['Terracotta panels of a Maluti temple', () => terracottaScene(504)],
      ['A row of Maluti temples', () => malutiScene(505)],
      ['Facade of the Navratangarh palace', () => palaceScene(506)],
    ],
    [
      [
        'A waterfall dropping over rocks into a green gorge',
        () => waterfallScene(511, 'morning', 'teal'),
      ],
      ['Sunset over the hills at Magnolia Point', () => viewpointScene(512, 'golden')],
      ['Pine forest on the Netarhat plateau', () => forestScene(513, 'mist', 'teal', 'pine')],
      ['Elephants crossing a forest track in Betla', () => elephantScene(514, 'morning', true)],
      ['A watchtower above the grassland', () => grasslandScene(515, 'golden')],
      ['Winding road of Patratu Valley', () => hairpinScene(516)],
      ['Hundru Falls in the monsoon', () => wideFallsScene(517, 'monsoon')],
    ],
    [
      ['Temple spires against an evening sky', () => templeScene(521, 'dusk', 'plum', 'cluster')],
      ['Spires of the Baidyanath temple', () => templeScene(522, 'golden', 'olive', 'cluster')],
      ['Pilgrims in saffron at the Shravani Mela', () => pilgrimsScene(523)],
      ['Shrines on the summit of Parasnath Hill', () => summitScene(524, 'morning')],
      [
        'The Chhinnamasta temple above the river confluence',
        () => confluenceScene(525, 'golden', true),
      ],
    ],
    [
      [
        'Sohrai wall painting of animals and flowers on a village house',
        () => sohraiScene(531, true),
      ],
      ['A Sohrai mural of cattle and peacocks', () => sohraiScene(532, false)],
      ['Khovar comb-cut designs in black and white', () => khovarScene(533)],
      ['Traditional drums in a museum gallery', () => drumsScene(534)],
      ['Dancers in a circle at the Sarhul festival', () => sarhulScene(535)],
      ['Dokra brass figurines', () => dokraScene(536)],
    ],
  ];
  destinations.forEach((pictures, i) => {
    pictures.forEach(([subject, make], k) =>
      write(`destinations/${k === 0 ? i + 1 : `${i + 1}-${k}`}.svg`, make(), subject),
    );
  });

  const tours: Array<[string, Make]> = [
    ['Hundru Falls dropping into a rocky pool', () => waterfallScene(601, 'day', 'forest')],
    ['Sunrise over layered hills at Netarhat', () => valleyScene(602, 'morning', 'teal', 'pine')],
    ['A jeep on a forest track in Betla National Park', () => jeepScene(603)],
    [
      'The spires of the Baidyanath temple at dawn',
      () => templeScene(604, 'morning', 'olive', 'plaza'),
    ],
    ['White shrines on the summit of Parasnath Hill', () => summitScene(605, 'golden')],
    ['Terracotta panels on a temple at Maluti', () => terracottaScene(606)],
    ['A Sohrai mural of cattle on a mud wall', () => sohraiScene(607, false)],
    ['Dancers in a circle in traditional dress', () => sarhulScene(608)],
    [
      'Boats on Patratu Lake below forested hills',
      () => lakeScene(609, 'golden', 'forest', { boat: true }),
    ],
    ['The Chhinnamasta temple above the river confluence', () => confluenceScene(610, 'day', true)],
  ];
  tours.forEach(([subject, make], i) => write(`tours/${i + 1}.svg`, make(), subject));

  const advertorials: Array<[string, Make]> = [
    ['A wide waterfall in the monsoon', () => wideFallsScene(701, 'mist')],
    ['Hairpin bends of Patratu Valley seen from above', () => hairpinScene(702)],
    ['A Sohrai mural of animals on a mud wall', () => sohraiScene(703, false)],
    ['Pilgrims in saffron walking along a road', () => pilgrimsScene(704)],
    ['Migratory ducks on a lake at dawn', () => ducksScene(705)],
    ['Sunset over layered hills at Magnolia Point', () => viewpointScene(706, 'sunset')],
    ['Brass Dokra figurines of horses and elephants', () => dokraScene(707)],
  ];
  advertorials.forEach(([subject, make], i) => write(`advertorials/${i + 1}.svg`, make(), subject));

  // The social feed's demo posts (square), by slug; the video posts use /media/videos/<slug>.svg.
  const scenes: Array<[string, string, Make]> = [
    [
      'netarhat-sunrise',
      'Sunrise over the Netarhat plateau',
      () => valleyScene(801, 'morning', 'teal', 'pine', 800, 800),
    ],
    [
      'patratu-lake',
      'Evening boats on Patratu lake',
      () => lakeScene(802, 'sunset', 'plum', { boat: true, w: 800, h: 800 }),
    ],
    [
      'hundru-falls',
      'Hundru falls after the monsoon',
      () => waterfallScene(803, 'monsoon', 'teal', 800, 800),
    ],
    [
      'magical-blues',
      'A blue hour by the water',
      () => lakeScene(804, 'night', 'night', { boat: false, w: 800, h: 800 }),
    ],
    ['sohrai-walls', 'Sohrai art on a mud wall', () => sohraiScene(805, true, 800, 800)],
    [
      'betla-elephants',
      'Elephants at Betla National Park',
      () => elephantScene(806, 'golden', false, 800, 800),
    ],
    ['deoghar-aarti', 'Aarti at Baba Baidyanath Dham', () => aartiScene(807, 800, 800)],
    [
      'netarhat-pines',
      'Pine forest trails around Netarhat',
      () => forestScene(808, 'mist', 'teal', 'pine', 800, 800),
    ],
  ];
  for (const [slug, subject, make] of scenes) write(`scenes/${slug}.svg`, make(), subject);

  OFFICIALS.forEach((o, i) =>
    write(
      `officials/${i + 1}.svg`,
      portrait(i),
      `Placeholder portrait with the initials ${o.initials}`,
    ),
  );

  write(
    'hero/home.svg',
    panorama(1001, 1600, 900, 'golden', 'round', true),
    'A lake valley among hills at golden hour',
  );
  write(
    'hero/home-2.svg',
    panorama(1002, 1600, 900, 'sunset', 'pine', false),
    'Forested hills at sunset',
  );
  write(
    'about/banner.svg',
    panorama(1003, 1600, 600, 'morning', 'sal', false),
    'Morning over the forested plateau',
  );
  write('app/promo.svg', appPromo(), 'A phone showing the booking app');
  write('logo.svg', logoSquare(), 'JTDC: a sun rising over green hills');
  write('logo-wide.svg', logo(false), 'JTDC: a sun rising over green hills');
  write(
    'logo-wide-inverse.svg',
    logo(true),
    'JTDC: a sun rising over green hills (for dark backgrounds)',
  );
  write('favicon.svg', favicon(), 'Favicon', PUBLIC_DIR);

  writeFileSync(join(MEDIA_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (oversize.length > 0) {
    console.error(`Over the ${MAX_BYTES}-byte limit:\n${oversize.join('\n')}`);
    process.exitCode = 1;
  }
  const total = manifest.reduce((sum, e) => sum + e.bytes, 0);
  const largest = manifest.reduce((x, y) => (y.bytes > x.bytes ? y : x));
  console.log(
    `wrote ${manifest.length} SVG files, ${(total / 1024).toFixed(1)} KB in all; largest ${largest.path} ${(largest.bytes / 1024).toFixed(1)} KB`,
  );
}

main();
