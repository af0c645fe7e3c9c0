#!/usr/bin/env node
// Renders the home page's demo clips: six short looping videos (two hero banners and the four
// 'Experience in Motion' videos), each with an SVG poster, into public/media/videos.
//
//   node tools/demo-media/gen-videos.mjs            everything (needs ffmpeg with libx264)
//   node tools/demo-media/gen-videos.mjs --svg      posters only (no ffmpeg)
//   node tools/demo-media/gen-videos.mjs sky-diving only the named clips (and their posters)
//
// The output is committed: `npm start` never needs ffmpeg. Each scene is a list of layers drawn
// twice from one description: as pixels for the video frames (piped to ffmpeg as raw RGB) and as
// SVG for the poster, so the poster is the clip's first frame. Every motion is periodic in the
// clip's length (whole cycles only), so the clips loop without a seam.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const VIDEO_DIR = path.join(root, 'public/media/videos');
const FPS = 24;
const SECONDS = 6;
const MAX_BYTES = 300 * 1024;
const TAU = Math.PI * 2;

// ---------------------------------------------------------------- colour and maths helpers

const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);
const lerp = (a, b, t) => a + (b - a) * t;
const smooth = (e0, e1, v) => {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
const frac = (v) => v - Math.floor(v);

/** '#rrggbb' -> [r, g, b] in 0..1 */
function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** Colour at p (0..1) of gradient stops [[offset, '#hex'], ...]. */
function gradientAt(stops, p) {
  if (p <= stops[0][0]) return rgb(stops[0][1]);
  for (let i = 1; i < stops.length; i += 1) {
    const [o1, c1] = stops[i];
    if (p <= o1) {
      const [o0, c0] = stops[i - 1];
      const t = (p - o0) / (o1 - o0 || 1);
      const a = rgb(c0);
      const b = rgb(c1);
      return [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
    }
  }
  return rgb(stops[stops.length - 1][1]);
}

/** A small deterministic PRNG (mulberry32), so re-running the script gives the same files. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f1 = (v) => Number(v.toFixed(1));
const f3 = (v) => Number(v.toFixed(3));

/** A frame: width, height and linear RGB floats; blend() mixes a colour in with an alpha. */
function frame(W, H) {
  const px = new Float32Array(W * H * 3);
  return {
    W,
    H,
    px,
    blend(x, y, c, a) {
      if (a <= 0 || x < 0 || y < 0 || x >= W || y >= H) return;
      const i = (y * W + x) * 3;
      const k = a > 1 ? 1 : a;
      px[i] += (c[0] - px[i]) * k;
      px[i + 1] += (c[1] - px[i + 1]) * k;
      px[i + 2] += (c[2] - px[i + 2]) * k;
    },
    bytes() {
      const out = Buffer.alloc(W * H * 3);
      for (let i = 0; i < px.length; i += 1) out[i] = Math.round(clamp01(px[i]) * 255);
      return out;
    },
  };
}

// ---------------------------------------------------------------- layers
// Each layer has draw(frame, phase) with phase in [0, 1) over the clip, and svg(W, H, id)
// returning { defs, body } for phase 0. Positions are fractions of the width (x) and height (y);
// sizes are fractions of the height, so a wide and a square picture of one scene agree.

let gradientSeq = 0;
const gid = (name) => `${name}${(gradientSeq += 1)}`;

function svgStops(stops, opacity = 1) {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f3(o)}" stop-color="${c}"${(a ?? opacity) < 1 ? ` stop-opacity="${f3(a ?? opacity)}"` : ''}/>`,
    )
    .join('');
}

/** Vertical sky gradient; `breathe` brightens it gently and back once per loop. */
function sky(stops, breathe = 0) {
  return {
    draw(f, phase) {
      const gain = 1 + breathe * Math.sin(TAU * phase);
      for (let y = 0; y < f.H; y += 1) {
        const c = gradientAt(stops, y / (f.H - 1));
        for (let x = 0; x < f.W; x += 1) {
          const i = (y * f.W + x) * 3;
          f.px[i] = c[0] * gain;
          f.px[i + 1] = c[1] * gain;
          f.px[i + 2] = c[2] * gain;
        }
      }
    },
    svg(W, H) {
      const id = gid('sky');
      return {
        defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${svgStops(stops)}</linearGradient>`,
        body: `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
      };
    },
  };
}

/** A soft round glow (gaussian); `pulse` swells it and back `cycles` times per loop. */
function glow({ x, y, r, color, strength, pulse = 0, cycles = 1 }) {
  const c = rgb(color);
  const amount = (phase) => strength * (1 + pulse * Math.sin(TAU * cycles * phase));
  return {
    draw(f, phase) {
      const cx = x * f.W;
      const cy = y * f.H;
      const rr = r * f.H;
      const s = amount(phase);
      const reach = rr * 2.6;
      for (let py = Math.max(0, Math.floor(cy - reach)); py < Math.min(f.H, cy + reach); py += 1) {
        for (
          let px = Math.max(0, Math.floor(cx - reach));
          px < Math.min(f.W, cx + reach);
          px += 1
        ) {
          const d2 = ((px - cx) ** 2 + (py - cy) ** 2) / (rr * rr);
          f.blend(px, py, c, s * Math.exp(-d2));
        }
      }
    },
    svg(W, H) {
      const id = gid('glow');
      const s = amount(0);
      const stops = [0, 0.2, 0.4, 0.6, 0.8, 1].map((o) => [
        o,
        color,
        clamp01(s * Math.exp(-((o * 2.6) ** 2))),
      ]);
      return {
        defs: `<radialGradient id="${id}">${svgStops(stops)}</radialGradient>`,
        body: `<circle cx="${f1(x * W)}" cy="${f1(y * H)}" r="${f1(r * H * 2.6)}" fill="url(#${id})"/>`,
      };
    },
  };
}

/** A filled disc with an anti-aliased edge; `bob` moves it up and down once per loop. */
function disc({ x, y, r, color, opacity = 1, bob = 0, sway = () => 0 }) {
  const c = rgb(color);
  return {
    draw(f, phase) {
      const cx = (x + sway(phase)) * f.W;
      const cy = (y + bob * Math.sin(TAU * phase)) * f.H;
      const rr = r * f.H;
      for (
        let py = Math.max(0, Math.floor(cy - rr - 1));
        py < Math.min(f.H, cy + rr + 1);
        py += 1
      ) {
        for (
          let px = Math.max(0, Math.floor(cx - rr - 1));
          px < Math.min(f.W, cx + rr + 1);
          px += 1
        ) {
          const d = Math.hypot(px + 0.5 - cx, py + 0.5 - cy);
          f.blend(px, py, c, opacity * clamp01(rr - d + 0.5));
        }
      }
    },
    svg(W, H) {
      const op = opacity < 1 ? ` fill-opacity="${f3(opacity)}"` : '';
      return {
        defs: '',
        body: `<circle cx="${f1(x * W)}" cy="${f1(y * H)}" r="${f1(r * H)}" fill="${color}"${op}/>`,
      };
    },
  };
}

/**
 * Land filled below a skyline top(u, phase) (u = x / width, result a fraction of the height),
 * shaded from colours[0] at `shadeFrom` down to colours[1] at the bottom.
 */
function land(top, colours, { shadeFrom = 0.4, opacity = 1 } = {}) {
  const c0 = rgb(colours[0]);
  const c1 = rgb(colours[1]);
  return {
    draw(f, phase) {
      const rowColour = [];
      for (let y = 0; y < f.H; y += 1) {
        const t = clamp01((y / f.H - shadeFrom) / (1 - shadeFrom));
        rowColour.push([lerp(c0[0], c1[0], t), lerp(c0[1], c1[1], t), lerp(c0[2], c1[2], t)]);
      }
      for (let x = 0; x < f.W; x += 1) {
        // average of two samples across the pixel for a smoother slope
        const t = ((top((x + 0.25) / f.W, phase) + top((x + 0.75) / f.W, phase)) / 2) * f.H;
        for (let y = Math.max(0, Math.floor(t)); y < f.H; y += 1) {
          f.blend(x, y, rowColour[y], opacity * clamp01(y + 1 - t));
        }
      }
    },
    svg(W, H) {
      const id = gid('land');
      const n = Math.max(80, Math.round(W / 3));
      const pts = [];
      for (let i = 0; i <= n; i += 1) pts.push(`${f1((i / n) * W)} ${f1(top(i / n, 0) * H)}`);
      const op = opacity < 1 ? ` fill-opacity="${f3(opacity)}"` : '';
      return {
        defs:
          `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f1(shadeFrom * H)}" x2="0" y2="${H}">` +
          `${svgStops([
            [0, colours[0]],
            [1, colours[1]],
          ])}</linearGradient>`,
        body: `<path d="M0 ${H}L${pts.join('L')}L${W} ${H}Z" fill="url(#${id})"${op}/>`,
      };
    },
  };
}

/**
 * A ridge line: base + sum of sines [amp, waves per width, phase]; it drifts `drift` widths per
 * loop (waves × drift must be whole numbers for a seamless loop).
 */
function ridge(base, terms, drift = 0) {
  for (const [, k] of terms) {
    if (Math.abs(k * drift - Math.round(k * drift)) > 1e-9)
      throw new Error(`ridge: ${k} waves × drift ${drift} is not whole`);
  }
  return (u, phase) => {
    let y = base;
    for (const [amp, k, ph] of terms) y += amp * Math.sin(TAU * (k * (u - drift * phase) + ph));
    return y;
  };
}

/** A treeline of `count` pines (seeded heights) that drifts `shift` trees per loop. */
function pines(base, count, height, seed, shift = 0) {
  const rand = prng(seed);
  const heights = Array.from({ length: count }, () => 0.55 + rand() * 0.45);
  return (u, phase) => {
    const pos = count * u - shift * phase;
    const i = ((Math.floor(pos) % count) + count) % count;
    const local = frac(pos);
    const peak = 1 - Math.abs(2 * local - 1);
    return base - height * heights[i] * peak ** 1.6;
  };
}

/** A temple silhouette (a curved shikhara on a plinth, with a flag) centred at cx. */
function templeTop(cx, ground, width, height) {
  return (u) => {
    const d = Math.abs(u - cx);
    let top = ground;
    const half = width / 2;
    if (d < half * 1.35) top = Math.min(top, ground - height * 0.14); // plinth
    if (d < half)
      top = Math.min(top, ground - height * (0.3 + 0.62 * (1 - (d / half) ** 2) ** 0.7)); // shikhara
    if (d < half * 0.12) top = Math.min(top, ground - height * 0.98); // kalash
    if (Math.abs(u - cx - half * 0.09) < half * 0.02) top = Math.min(top, ground - height * 1.18); // flag pole
    const side = Math.abs(d - half * 0.95);
    if (side < half * 0.22)
      top = Math.min(top, ground - height * (0.26 + 0.18 * (1 - side / (half * 0.22)))); // small towers
    return top;
  };
}

/**
 * A shape between two edges over [from, to] of the width: top(u, phase) and bottom(u, phase),
 * fractions of the height (a boat's hull, a parachute's canopy).
 */
function band({ from, to, top, bottom, color }) {
  const c = rgb(color);
  return {
    draw(f, phase) {
      for (
        let x = Math.max(0, Math.floor(from * f.W));
        x < Math.min(f.W, Math.ceil(to * f.W));
        x += 1
      ) {
        const u = (x + 0.5) / f.W;
        const edge = clamp01(Math.min(u - from, to - u) * f.W + 0.5);
        const t = top(u, phase) * f.H;
        const b = bottom(u, phase) * f.H;
        if (b <= t) continue;
        for (let y = Math.max(0, Math.floor(t)); y < Math.min(f.H, Math.ceil(b)); y += 1) {
          const cover = clamp01(y + 1 - t) * clamp01(b - y);
          f.blend(x, y, c, edge * cover);
        }
      }
    },
    svg(W, H) {
      const n = Math.max(12, Math.round((to - from) * W));
      const us = Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);
      const upper = us.map((u) => `${f1(u * W)} ${f1(top(u, 0) * H)}`);
      const lower = us.reverse().map((u) => `${f1(u * W)} ${f1(bottom(u, 0) * H)}`);
      return {
        defs: '',
        body: `<path d="M${upper.join('L')}L${lower.join('L')}Z" fill="${color}"/>`,
      };
    },
  };
}

/** Straight strokes [x1, y1, x2, y2] (fractions), moved by offset(phase) = [dx, dy]. */
function strokes({ items, color, width = 1.2, offset = () => [0, 0] }) {
  const c = rgb(color);
  return {
    draw(f, phase) {
      const [ox, oy] = offset(phase);
      for (const [a, b, cc, d] of items) {
        const x1 = (a + ox) * f.W;
        const y1 = (b + oy) * f.H;
        const x2 = (cc + ox) * f.W;
        const y2 = (d + oy) * f.H;
        const vx = x2 - x1;
        const vy = y2 - y1;
        for (let py = Math.floor(Math.min(y1, y2) - 2); py <= Math.max(y1, y2) + 2; py += 1) {
          for (let px = Math.floor(Math.min(x1, x2) - 2); px <= Math.max(x1, x2) + 2; px += 1) {
            const t = clamp01(((px + 0.5 - x1) * vx + (py + 0.5 - y1) * vy) / (vx * vx + vy * vy));
            const dist = Math.hypot(px + 0.5 - (x1 + t * vx), py + 0.5 - (y1 + t * vy));
            f.blend(px, py, c, clamp01(width / 2 + 0.5 - dist));
          }
        }
      }
    },
    svg(W, H) {
      const [ox, oy] = offset(0);
      const d = items
        .map(
          ([a, b, cc, e]) =>
            `M${f1((a + ox) * W)} ${f1((b + oy) * H)}L${f1((cc + ox) * W)} ${f1((e + oy) * H)}`,
        )
        .join('');
      return {
        defs: '',
        body: `<path d="${d}" stroke="${color}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`,
      };
    },
  };
}

/** Horizontal mist: a soft band whose density drifts along (k × drift whole). */
function mist({ y, h, color, opacity, k = 2, drift = 0.5 }) {
  const c = rgb(color);
  return {
    draw(f, phase) {
      for (let py = 0; py < f.H; py += 1) {
        const band = opacity * Math.exp(-(((py / f.H - y) / h) ** 2));
        if (band < 0.004) continue;
        for (let px = 0; px < f.W; px += 1) {
          const wave = 0.7 + 0.3 * Math.sin(TAU * k * (px / f.W - drift * phase));
          f.blend(px, py, c, band * wave);
        }
      }
    },
    svg(W, H) {
      const id = gid('mist');
      const stops = [-2, -1.4, -0.8, -0.4, 0, 0.4, 0.8, 1.4, 2].map((z) => [
        (z + 2) / 4,
        color,
        opacity * 0.85 * Math.exp(-(z * z)),
      ]);
      return {
        defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${svgStops(stops)}</linearGradient>`,
        body: `<rect x="0" y="${f1((y - 2 * h) * H)}" width="${W}" height="${f1(4 * h * H)}" fill="url(#${id})"/>`,
      };
    },
  };
}

/** Water from `top` down: a vertical gradient, ripples, and a shimmering path of light at x. */
function water({ top, stops, light }) {
  const lc = light ? rgb(light.color) : null;
  return {
    draw(f, phase) {
      const y0 = Math.floor(top * f.H);
      for (let py = y0; py < f.H; py += 1) {
        const depth = (py - top * f.H) / (f.H - top * f.H);
        const c = gradientAt(stops, depth);
        const lineY = (py - top * f.H) / (1 + depth * 5);
        for (let px = 0; px < f.W; px += 1) {
          const ripple =
            1 +
            0.07 * Math.sin(TAU * (lineY / 3.2 + 0.6 * Math.sin(TAU * (px / f.W) * 3) - 2 * phase));
          const i = (py * f.W + px) * 3;
          f.px[i] = c[0] * ripple;
          f.px[i + 1] = c[1] * ripple;
          f.px[i + 2] = c[2] * ripple;
          if (lc) {
            const across = Math.exp(
              -((((px / f.W - light.x) * f.W) / (light.width * f.H * (0.4 + depth))) ** 2),
            );
            const glint = 0.5 + 0.5 * Math.sin(TAU * (lineY / 2.3 + (px / f.W) * 7 - 3 * phase));
            f.blend(px, py, lc, light.strength * across * glint * (1 - depth * 0.5));
          }
        }
      }
    },
    svg(W, H) {
      const id = gid('water');
      let body = `<rect x="0" y="${f1(top * H)}" width="${W}" height="${f1(H - top * H)}" fill="url(#${id})"/>`;
      let defs = `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${svgStops(stops)}</linearGradient>`;
      if (light) {
        const lid = gid('glint');
        defs += `<linearGradient id="${lid}" x1="0" y1="0" x2="1" y2="0">${svgStops([
          [0, light.color, 0],
          [0.5, light.color, light.strength * 0.6],
          [1, light.color, 0],
        ])}</linearGradient>`;
        const rows = [];
        const span = H - top * H;
        for (let i = 0; i < 14; i += 1) {
          const d = (i + 0.5) / 14;
          const yy = top * H + span * d * d;
          const w = light.width * H * (0.4 + d) * 2.2;
          rows.push(
            `<rect x="${f1(light.x * W - w / 2)}" y="${f1(yy)}" width="${f1(w)}" height="${f1(1.5 + 4 * d)}" fill="url(#${lid})"/>`,
          );
        }
        body += rows.join('');
      }
      return { defs, body };
    },
  };
}

/**
 * Soft clouds: each a cluster of gaussian puffs [dx, dy, rx, ry] around (x, y); all of them move
 * by (dx, dy) screen sizes per loop, wrapping round, so any whole number loops cleanly.
 */
function clouds({ items, color, opacity, move = [0, 0] }) {
  const c = rgb(color);
  const puffsAt = (phase) =>
    items.flatMap(({ x, y, puffs }) =>
      puffs.map(([dx, dy, rx, ry]) => ({
        x: frac(x + dx + move[0] * phase),
        y: frac(y + dy + move[1] * phase),
        rx,
        ry,
      })),
    );
  return {
    draw(f, phase) {
      const alpha = new Float32Array(f.W * f.H);
      for (const p of puffsAt(phase)) {
        const rx = p.rx * f.H;
        const ry = p.ry * f.H;
        for (const ox of [-1, 0, 1]) {
          for (const oy of [-1, 0, 1]) {
            const cx = (p.x + ox) * f.W;
            const cy = (p.y + oy) * f.H;
            if (cx + 3 * rx < 0 || cx - 3 * rx > f.W || cy + 3 * ry < 0 || cy - 3 * ry > f.H)
              continue;
            for (
              let py = Math.max(0, Math.floor(cy - 3 * ry));
              py < Math.min(f.H, cy + 3 * ry);
              py += 1
            ) {
              for (
                let px = Math.max(0, Math.floor(cx - 3 * rx));
                px < Math.min(f.W, cx + 3 * rx);
                px += 1
              ) {
                const a = Math.exp(-(((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2));
                const i = py * f.W + px;
                alpha[i] = 1 - (1 - alpha[i]) * (1 - a);
              }
            }
          }
        }
      }
      for (let i = 0; i < alpha.length; i += 1) {
        if (alpha[i] > 0.002)
          f.blend(i % f.W, Math.floor(i / f.W), c, opacity * smooth(0, 0.75, alpha[i]));
      }
    },
    svg(W, H) {
      const id = gid('puff');
      const stops = [0, 0.25, 0.5, 0.75, 1].map((o) => [o, color, Math.exp(-((o * 2.5) ** 2))]);
      const body = puffsAt(0)
        .map(
          (p) =>
            `<ellipse cx="${f1(p.x * W)}" cy="${f1(p.y * H)}" rx="${f1(p.rx * H * 2.5)}" ry="${f1(p.ry * H * 2.5)}" fill="url(#${id})"/>`,
        )
        .join('');
      return {
        defs: `<radialGradient id="${id}">${svgStops(stops)}</radialGradient>`,
        body: `<g opacity="${f3(opacity)}">${body}</g>`,
      };
    },
  };
}

/** Twinkling stars above `below` (each twinkles a whole number of times per loop). */
function stars({ count, below, seed, color = '#ffffff' }) {
  const rand = prng(seed);
  const list = Array.from({ length: count }, () => ({
    x: rand(),
    y: rand() ** 1.5 * below,
    r: 0.002 + rand() * 0.003,
    k: 1 + Math.floor(rand() * 3),
    ph: rand(),
    b: 0.5 + rand() * 0.5,
  }));
  const c = rgb(color);
  const shine = (s, phase) => s.b * (0.65 + 0.35 * Math.sin(TAU * (s.k * phase + s.ph)));
  return {
    draw(f, phase) {
      for (const s of list) {
        const cx = s.x * f.W;
        const cy = s.y * f.H;
        const rr = Math.max(0.7, s.r * f.H);
        for (let py = Math.floor(cy - 2); py <= cy + 2; py += 1) {
          for (let px = Math.floor(cx - 2); px <= cx + 2; px += 1) {
            const d = Math.hypot(px + 0.5 - cx, py + 0.5 - cy);
            f.blend(px, py, c, shine(s, phase) * clamp01(rr - d + 0.7));
          }
        }
      }
    },
    svg(W, H) {
      const body = list
        .map(
          (s) =>
            `<circle cx="${f1(s.x * W)}" cy="${f1(s.y * H)}" r="${f1(Math.max(0.8, s.r * H))}" fill="${color}" fill-opacity="${f3(shine(s, 0))}"/>`,
        )
        .join('');
      return { defs: '', body };
    },
  };
}

/** Birds crossing: each flies `laps` widths per loop and beats its wings `beats` times. */
function birds({ items, color, beats = 6 }) {
  const c = rgb(color);
  const shape = (b, phase) => {
    const x = frac(b.x + b.laps * phase);
    const y = b.y + 0.01 * Math.sin(TAU * phase * 2);
    const lift = 0.45 * Math.sin(TAU * (beats * phase + b.x));
    return { x, y, s: b.size, lift };
  };
  const segs = (p, W, H) => {
    const cx = p.x * W;
    const cy = p.y * H;
    const s = p.s * H;
    return [
      [cx - s, cy - s * p.lift, cx, cy],
      [cx, cy, cx + s, cy - s * p.lift],
    ];
  };
  return {
    draw(f, phase) {
      for (const b of items) {
        const p = shape(b, phase);
        for (const [x1, y1, x2, y2] of segs(p, f.W, f.H)) {
          const minX = Math.floor(Math.min(x1, x2) - 2);
          const minY = Math.floor(Math.min(y1, y2) - 2);
          for (let py = minY; py <= Math.max(y1, y2) + 2; py += 1) {
            for (let px = minX; px <= Math.max(x1, x2) + 2; px += 1) {
              const vx = x2 - x1;
              const vy = y2 - y1;
              const t = clamp01(
                ((px + 0.5 - x1) * vx + (py + 0.5 - y1) * vy) / (vx * vx + vy * vy),
              );
              const d = Math.hypot(px + 0.5 - (x1 + t * vx), py + 0.5 - (y1 + t * vy));
              f.blend(px, py, c, clamp01(1.4 - d));
            }
          }
        }
      }
    },
    svg(W, H) {
      const body = items
        .map((b) => {
          const [[x1, y1, x2, y2], [, , x3, y3]] = segs(shape(b, 0), W, H);
          return `<path d="M${f1(x1)} ${f1(y1)}L${f1(x2)} ${f1(y2)}L${f1(x3)} ${f1(y3)}" stroke="${color}" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
        })
        .join('');
      return { defs: '', body };
    },
  };
}

/** Oil lamps (diyas) in a row, each flickering at its own whole-number rate. */
function lamps({ items, color, size }) {
  const parts = items.flatMap(({ x, y }, i) => [
    glow({
      x,
      y: y - size * 1.2,
      r: size * 3,
      color,
      strength: 0.5,
      pulse: 0.25,
      cycles: 3 + (i % 4),
    }),
    disc({ x, y: y - size * 1.1, r: size * 0.7, color: '#fff3c4' }),
    disc({ x, y, r: size, color: '#3a1a08' }),
  ]);
  return {
    draw: (f, phase) => parts.forEach((p) => p.draw(f, phase)),
    svg: (W, H) => join(parts.map((p) => p.svg(W, H))),
  };
}

/** Darker corners, to hold white text over the picture. */
function vignette(strength) {
  return {
    draw(f) {
      const cx = f.W / 2;
      const cy = f.H / 2;
      const max = Math.hypot(cx, cy);
      for (let py = 0; py < f.H; py += 1) {
        for (let px = 0; px < f.W; px += 1) {
          const d = Math.hypot(px - cx, py - cy) / max;
          const k = 1 - strength * smooth(0.45, 1.05, d);
          const i = (py * f.W + px) * 3;
          f.px[i] *= k;
          f.px[i + 1] *= k;
          f.px[i + 2] *= k;
        }
      }
    },
    svg(W, H) {
      const id = gid('vig');
      const stops = [0, 0.3, 0.45, 0.6, 0.75, 0.9, 1].map((o) => [
        o,
        '#000000',
        strength * smooth(0.45, 1.05, o),
      ]);
      return {
        defs: `<radialGradient id="${id}" cx="0.5" cy="0.5" r="${f3(Math.hypot(W, H) / 2 / Math.max(W, H))}" gradientUnits="objectBoundingBox" gradientTransform="translate(0.5 0.5) scale(${f3(W / Math.max(W, H))} ${f3(H / Math.max(W, H))}) translate(-0.5 -0.5)">${svgStops(stops)}</radialGradient>`,
        body: `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
      };
    },
  };
}

/**
 * Sohrai and Khovar wall art (Hazaribagh): bands of zigzags, dots, triangles and leaves on
 * earth-red, each band sliding its own way by whole motifs per loop.
 */
function sohrai({ bg, ink, accent }) {
  const rows = 6;
  const motif = (W, H) => H / rows; // one motif is a band's height wide
  const inkC = rgb(ink);
  const accC = rgb(accent);
  const bgC = rgb(bg);
  // signed offset of each band in motifs per loop
  const flow = [1, -1, 1, -1, 1, -1];
  const shapeAt = (row, u, v) => {
    // u in [0,1) across one motif, v in [0,1) down the band; returns [colour, coverage 0..1]
    const kind = row % 3;
    if (kind === 0) {
      const zig = 0.5 + 0.28 * (1 - Math.abs(2 * u - 1) * 2);
      const d = Math.abs(v - zig);
      return [inkC, smooth(0.09, 0.06, d)];
    }
    if (kind === 1) {
      const d = Math.hypot(u - 0.5, v - 0.5);
      const ring = smooth(0.05, 0.03, Math.abs(d - 0.26));
      const dot = smooth(0.1, 0.08, d);
      return dot > 0 ? [accC, dot] : [inkC, ring];
    }
    const tri = v > 0.2 && v < 0.85 && Math.abs(u - 0.5) < (v - 0.2) * 0.62;
    const edge =
      v > 0.2 && v < 0.85 ? smooth(0.03, 0, Math.abs(Math.abs(u - 0.5) - (v - 0.2) * 0.62)) : 0;
    return tri ? [accC, 1] : [inkC, edge];
  };
  return {
    draw(f, phase) {
      const m = motif(f.W, f.H);
      for (let py = 0; py < f.H; py += 1) {
        const row = Math.floor(py / m);
        const v = (py - row * m) / m;
        const line = v < 0.04 || v > 0.96;
        for (let px = 0; px < f.W; px += 1) {
          const i = (py * f.W + px) * 3;
          f.px[i] = bgC[0];
          f.px[i + 1] = bgC[1];
          f.px[i + 2] = bgC[2];
          if (line) {
            f.blend(px, py, inkC, 0.9);
            continue;
          }
          const u = frac(px / m - flow[row % flow.length] * 2 * phase);
          const [c, a] = shapeAt(row, u, v);
          f.blend(px, py, c, a);
        }
      }
    },
    svg(W, H) {
      const m = motif(W, H);
      const parts = [`<rect width="${W}" height="${H}" fill="${bg}"/>`];
      for (let row = 0; row < rows; row += 1) {
        const y0 = row * m;
        parts.push(
          `<rect x="0" y="${f1(y0)}" width="${W}" height="${f1(m * 0.04)}" fill="${ink}" fill-opacity="0.9"/>`,
        );
        parts.push(
          `<rect x="0" y="${f1(y0 + m * 0.96)}" width="${W}" height="${f1(m * 0.04)}" fill="${ink}" fill-opacity="0.9"/>`,
        );
        const count = Math.ceil(W / m) + 1;
        const kind = row % 3;
        if (kind === 0) {
          const pts = [];
          for (let i = 0; i <= count; i += 1) {
            pts.push(
              `${f1(i * m)} ${f1(y0 + m * 0.22)}`,
              `${f1((i + 0.5) * m)} ${f1(y0 + m * 0.78)}`,
            );
          }
          parts.push(
            `<polyline points="${pts.join(' ')}" fill="none" stroke="${ink}" stroke-width="${f1(m * 0.14)}" stroke-linejoin="round"/>`,
          );
        } else if (kind === 1) {
          for (let i = 0; i < count; i += 1) {
            const cx = (i + 0.5) * m;
            parts.push(
              `<circle cx="${f1(cx)}" cy="${f1(y0 + m / 2)}" r="${f1(m * 0.26)}" fill="none" stroke="${ink}" stroke-width="${f1(m * 0.06)}"/>`,
            );
            parts.push(
              `<circle cx="${f1(cx)}" cy="${f1(y0 + m / 2)}" r="${f1(m * 0.09)}" fill="${accent}"/>`,
            );
          }
        } else {
          for (let i = 0; i < count; i += 1) {
            const cx = (i + 0.5) * m;
            const w = 0.65 * 0.62 * m;
            parts.push(
              `<path d="M${f1(cx)} ${f1(y0 + m * 0.2)}L${f1(cx + w)} ${f1(y0 + m * 0.85)}L${f1(cx - w)} ${f1(y0 + m * 0.85)}Z" fill="${accent}"/>`,
            );
          }
        }
      }
      return { defs: '', body: parts.join('') };
    },
  };
}

function join(parts) {
  return { defs: parts.map((p) => p.defs).join(''), body: parts.map((p) => p.body).join('') };
}

// ---------------------------------------------------------------- scenes

/** Dawn over the Netarhat hills: sun glow, mist in the valleys, pines drifting, birds. */
const netarhatDawn = () => [
  sky(
    [
      [0, '#2b2d5c'],
      [0.38, '#8e4a6e'],
      [0.62, '#f08a5d'],
      [0.8, '#ffcf7d'],
    ],
    0.03,
  ),
  glow({ x: 0.66, y: 0.6, r: 0.22, color: '#ffe2a0', strength: 0.75, pulse: 0.12 }),
  disc({ x: 0.66, y: 0.6, r: 0.065, color: '#fff4d6' }),
  birds({
    items: [
      { x: 0.1, y: 0.28, size: 0.016, laps: 1 },
      { x: 0.16, y: 0.33, size: 0.012, laps: 1 },
      { x: 0.55, y: 0.22, size: 0.014, laps: 1 },
    ],
    color: '#2a1e33',
  }),
  land(
    ridge(0.62, [
      [0.03, 2, 0.1],
      [0.015, 5, 0.3],
    ]),
    ['#7d5a7e', '#5a3f63'],
    { shadeFrom: 0.5 },
  ),
  mist({ y: 0.66, h: 0.05, color: '#ffd9b0', opacity: 0.45, k: 2, drift: 0.5 }),
  land(
    ridge(0.71, [
      [0.035, 3, 0.6],
      [0.012, 9, 0.2],
    ]),
    ['#4b3a5c', '#2e2440'],
    { shadeFrom: 0.6 },
  ),
  mist({ y: 0.77, h: 0.04, color: '#f3c7a8', opacity: 0.35, k: 3, drift: 1 / 3 }),
  land(pines(0.9, 28, 0.12, 11, 1), ['#22301f', '#101a10'], { shadeFrom: 0.75 }),
  vignette(0.35),
];

/** Dusk on Patratu lake: purple and gold sky, hills, water with a shimmering path, a boat. */
const patratuDusk = () => [
  sky([
    [0, '#3d2c6b'],
    [0.35, '#b0568a'],
    [0.55, '#f7a35c'],
    [0.6, '#ffd08a'],
  ]),
  glow({ x: 0.38, y: 0.55, r: 0.16, color: '#ffd89a', strength: 0.7, pulse: 0.08 }),
  disc({ x: 0.38, y: 0.55, r: 0.05, color: '#fff0cf' }),
  land(
    ridge(0.545, [
      [0.05, 1, 0.3],
      [0.02, 4, 0.1],
    ]),
    ['#6b3f6c', '#4a2d55'],
    { shadeFrom: 0.45 },
  ),
  land(
    ridge(0.6, [
      [0.02, 2, 0.7],
      [0.01, 7, 0.1],
    ]),
    ['#3f2a4d', '#2e1f3a'],
    { shadeFrom: 0.55 },
  ),
  water({
    top: 0.6,
    stops: [
      [0, '#c47a7a'],
      [0.4, '#6e4a78'],
      [1, '#231a3a'],
    ],
    light: { x: 0.38, width: 0.05, color: '#ffe0a6', strength: 0.75 },
  }),
  // a small boat bobbing on the water, with its mast
  band({
    from: 0.65,
    to: 0.75,
    top: (u, phase) => 0.77 + 0.004 * Math.sin(TAU * phase) - 0.006 * (1 - ((u - 0.7) / 0.05) ** 2),
    bottom: (u, phase) =>
      0.77 +
      0.004 * Math.sin(TAU * phase) +
      0.02 * Math.sqrt(Math.max(0, 1 - ((u - 0.7) / 0.05) ** 2)),
    color: '#1d1428',
  }),
  band({
    from: 0.702,
    to: 0.706,
    top: (u, phase) => 0.7 + 0.004 * Math.sin(TAU * phase),
    bottom: (u, phase) => 0.77 + 0.004 * Math.sin(TAU * phase),
    color: '#1d1428',
  }),
  vignette(0.35),
];

/** Blue hour by the water: stars, a moon, blue hills and a silver path on the lake. */
const magicalBlues = () => [
  sky(
    [
      [0, '#0b1d4a'],
      [0.45, '#1f4e8c'],
      [0.62, '#5f8fc4'],
    ],
    0.02,
  ),
  stars({ count: 60, below: 0.45, seed: 3 }),
  glow({ x: 0.72, y: 0.24, r: 0.1, color: '#dbe9ff', strength: 0.5, pulse: 0.1 }),
  disc({ x: 0.72, y: 0.24, r: 0.045, color: '#f4f8ff' }),
  land(
    ridge(0.56, [
      [0.05, 1, 0.8],
      [0.015, 5, 0.2],
    ]),
    ['#1b3a6b', '#14305a'],
    { shadeFrom: 0.45 },
  ),
  land(
    ridge(0.62, [
      [0.025, 3, 0.2],
      [0.01, 8, 0.5],
    ]),
    ['#12284d', '#0d1f3d'],
    { shadeFrom: 0.55 },
  ),
  water({
    top: 0.62,
    stops: [
      [0, '#3f6fa6'],
      [0.5, '#173b6b'],
      [1, '#0a1a36'],
    ],
    light: { x: 0.72, width: 0.035, color: '#e8f0ff', strength: 0.6 },
  }),
  mist({ y: 0.63, h: 0.03, color: '#a9c6ea', opacity: 0.3, k: 2, drift: 0.5 }),
  vignette(0.3),
];

/** A marigold parachute canopy at (x, y) with its lines and jumper; it sways once per loop. */
function parachute(x, y) {
  const sway = (phase) => 0.012 * Math.sin(TAU * phase);
  const w = 0.11;
  const dome = (u, phase) => Math.sqrt(Math.max(0, 1 - ((u - x - sway(phase)) / w) ** 2));
  const canopy = (inset, color) =>
    band({
      from: x - w - 0.015,
      to: x + w + 0.015,
      // outside its stripe the band has no height (top = bottom)
      top: (u, phase) =>
        y - (Math.abs(u - x - sway(phase)) < w - inset ? 0.11 : 0.035) * dome(u, phase),
      bottom: (u, phase) => y - 0.035 * dome(u, phase),
      color,
    });
  const person = y + 0.2;
  return [
    canopy(0, '#f2a900'),
    canopy(0.07, '#fff4d6'),
    canopy(0.095, '#d9480f'),
    strokes({
      items: [
        [x - w + 0.004, y, x - 0.006, person],
        [x - 0.04, y - 0.03, x - 0.003, person],
        [x + 0.04, y - 0.03, x + 0.003, person],
        [x + w - 0.004, y, x + 0.006, person],
      ],
      color: '#23384d',
      width: 1,
      offset: (phase) => [sway(phase), 0],
    }),
    strokes({
      items: [
        [x, person, x, person + 0.05],
        [x - 0.012, person + 0.015, x + 0.012, person + 0.015],
      ],
      color: '#1b2a3a',
      width: 4,
      offset: (phase) => [sway(phase), 0],
    }),
    disc({ x, y: person - 0.012, r: 0.012, color: '#1b2a3a', sway }),
  ];
}

/** Falling through a bright sky: clouds rush upwards past the camera. */
const skyDiving = () => [
  sky([
    [0, '#1f6fc4'],
    [0.6, '#5aa9e6'],
    [1, '#bfe3fb'],
  ]),
  glow({ x: 0.85, y: 0.08, r: 0.2, color: '#ffffff', strength: 0.45 }),
  clouds({
    color: '#ffffff',
    opacity: 0.95,
    move: [0, -1],
    items: [
      {
        x: 0.12,
        y: 0.2,
        puffs: [
          [0, 0, 0.12, 0.05],
          [0.07, -0.02, 0.09, 0.05],
          [-0.06, 0.01, 0.08, 0.04],
        ],
      },
      {
        x: 0.62,
        y: 0.55,
        puffs: [
          [0, 0, 0.16, 0.06],
          [0.1, -0.03, 0.1, 0.06],
          [-0.09, 0.01, 0.1, 0.05],
        ],
      },
      {
        x: 0.88,
        y: 0.12,
        puffs: [
          [0, 0, 0.09, 0.04],
          [0.05, -0.01, 0.06, 0.03],
        ],
      },
      {
        x: 0.35,
        y: 0.85,
        puffs: [
          [0, 0, 0.11, 0.045],
          [0.06, -0.02, 0.08, 0.04],
        ],
      },
    ],
  }),
  clouds({
    color: '#eaf6ff',
    opacity: 0.6,
    move: [0, -2],
    items: [
      {
        x: 0.3,
        y: 0.35,
        puffs: [
          [0, 0, 0.2, 0.05],
          [0.12, -0.01, 0.12, 0.04],
        ],
      },
      {
        x: 0.78,
        y: 0.8,
        puffs: [
          [0, 0, 0.18, 0.05],
          [-0.1, 0.01, 0.1, 0.04],
        ],
      },
    ],
  }),
  // a parachute swaying gently as the clouds rush past
  ...parachute(0.5, 0.3),
  vignette(0.25),
];

/** Maa Deori temple at dusk: a stone shikhara against a warm sky, lamps flickering. */
const maaDeori = () => [
  sky(
    [
      [0, '#4a1d3a'],
      [0.45, '#b9443a'],
      [0.75, '#f39a45'],
      [1, '#ffd27a'],
    ],
    0.03,
  ),
  glow({ x: 0.5, y: 0.68, r: 0.3, color: '#ffcf7a', strength: 0.5, pulse: 0.08 }),
  birds({
    items: [
      { x: 0.2, y: 0.2, size: 0.014, laps: 1 },
      { x: 0.7, y: 0.15, size: 0.012, laps: 1 },
    ],
    color: '#2a1020',
    beats: 5,
  }),
  land(
    ridge(0.78, [
      [0.02, 2, 0.4],
      [0.01, 6, 0.1],
    ]),
    ['#5a2a2a', '#3a1a1e'],
    { shadeFrom: 0.7 },
  ),
  land(templeTop(0.5, 0.82, 0.2, 0.5), ['#3a1a1e', '#24100f'], { shadeFrom: 0.3 }),
  land(ridge(0.86, [[0.006, 4, 0]]), ['#2b1512', '#1a0b09'], { shadeFrom: 0.85 }),
  lamps({
    items: [0.3, 0.37, 0.44, 0.56, 0.63, 0.7].map((x) => ({ x, y: 0.9 })),
    color: '#ffb347',
    size: 0.012,
  }),
  vignette(0.35),
];

/** Johar Jharkhand: Sohrai wall art in earth colours, every band sliding its own way. */
const joharJharkhand = () => [
  sohrai({ bg: '#8c3b1f', ink: '#f6ead2', accent: '#e9a93b' }),
  vignette(0.3),
];

/** Clips: slug, size, scene. Banners are larger (they fill the hero on a desktop). */
const CLIPS = [
  { slug: 'banner-1', W: 960, H: 540, scene: netarhatDawn },
  { slug: 'banner-2', W: 960, H: 540, scene: patratuDusk },
  { slug: 'magical-blues', W: 640, H: 360, scene: magicalBlues },
  { slug: 'sky-diving', W: 640, H: 360, scene: skyDiving },
  { slug: 'maa-deori', W: 640, H: 360, scene: maaDeori },
  { slug: 'johar-jharkhand', W: 640, H: 360, scene: joharJharkhand },
];

// ---------------------------------------------------------------- output

function toSvg(layers, W, H) {
  gradientSeq = 0;
  const { defs, body } = join(layers.map((l) => l.svg(W, H)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}</defs>${body}</svg>\n`
  );
}

function encode(clip, crf) {
  const out = path.join(VIDEO_DIR, `${clip.slug}.mp4`);
  const ff = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${clip.W}x${clip.H}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'animation',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'main',
      '-g',
      String(FPS * SECONDS),
      '-movflags',
      '+faststart',
      '-an',
      '-map_metadata',
      '-1',
      '-metadata',
      `title=${clip.slug}`,
      out,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise((resolve, reject) => {
    ff.on('error', reject);
    ff.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`ffmpeg exited with ${code}`)),
    );
  });
  return { stdin: ff.stdin, done };
}

async function renderClip(clip) {
  const layers = clip.scene();
  const frames = FPS * SECONDS;
  const rendered = [];
  for (let n = 0; n < frames; n += 1) {
    const f = frame(clip.W, clip.H);
    for (const layer of layers) layer.draw(f, n / frames);
    rendered.push(f.bytes());
  }
  for (let crf = 26; crf <= 40; crf += 2) {
    const { stdin, done } = encode(clip, crf);
    for (const buf of rendered) {
      if (!stdin.write(buf)) await new Promise((r) => stdin.once('drain', r));
    }
    stdin.end();
    const out = await done;
    const size = statSync(out).size;
    if (size <= MAX_BYTES) {
      console.log(
        `${clip.slug}.mp4  ${clip.W}x${clip.H}  ${SECONDS}s  crf ${crf}  ${(size / 1024).toFixed(0)} KB`,
      );
      return;
    }
  }
  throw new Error(`${clip.slug}: could not get under ${MAX_BYTES} bytes`);
}

async function main() {
  const args = process.argv.slice(2);
  const svgOnly = args.includes('--svg');
  const only = args.filter((a) => !a.startsWith('--'));
  mkdirSync(VIDEO_DIR, { recursive: true });
  for (const clip of CLIPS) {
    if (only.length && !only.includes(clip.slug)) continue;
    writeFileSync(path.join(VIDEO_DIR, `${clip.slug}.svg`), toSvg(clip.scene(), clip.W, clip.H));
    if (!svgOnly) await renderClip(clip);
  }
}

await main();
