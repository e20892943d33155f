/** Small helpers for writing the hero illustrations as SVG strings. */

export const W = 1920;
export const H = 1080;

/** Deterministic pseudo-random numbers, so re-running the script gives byte-identical scenes. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  `<rect ${attrs({ x: r2(x), y: r2(y), width: r2(w), height: r2(h), fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle ${attrs({ cx: r2(cx), cy: r2(cy), r: r2(r), fill, ...extra })}/>`;

export const poly = (points: Array<[number, number]>, fill: string, extra: Attrs = {}) =>
  `<polygon ${attrs({ points: points.map(([x, y]) => `${r2(x)},${r2(y)}`).join(' '), fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Attrs = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;

export const group = (body: string, extra: Attrs = {}) => `<g ${attrs(extra)}>${body}</g>`;

const r2 = (n: number) => Math.round(n * 100) / 100;

/** A vertical gradient definition; stops are [offset 0..1, colour]. */
export function vGradient(id: string, stops: Array<[number, string]>, x2 = 0, y2 = 1): string {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function rGradient(id: string, stops: Array<[number, string, number?]>): string {
  const s = stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op ?? 1}"/>`).join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/** A smooth ridge line across the width, closed down to the bottom edge: hills, dunes, waves. */
export function ridge(
  r: () => number,
  baseY: number,
  amp: number,
  steps: number,
  fill: string,
  extra: Attrs = {},
): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= steps; i++)
    pts.push([(W * i) / steps, baseY - amp * (0.5 + 0.5 * Math.sin(i * 1.7 + r() * 2)) * r()]);
  let d = `M0,${H} L${pts[0]![0]},${r2(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    d += ` Q${r2(x0 + (x1 - x0) / 2)},${r2(y0)} ${r2(x1)},${r2((y0 + y1) / 2)}`;
  }
  d += ` L${W},${H} Z`;
  return path(d, fill, extra);
}

/** A coconut palm: curved trunk and drooping fronds, base at (x, y). */
export function palm(x: number, y: number, height: number, lean: number, trunk: string, leaf: string): string {
  const tx = x + lean;
  const ty = y - height;
  let out = path(
    `M${x - 14},${y} Q${x + lean * 0.2},${y - height * 0.55} ${tx - 6},${ty} L${tx + 6},${ty} Q${x + lean * 0.3 + 10},${y - height * 0.5} ${x + 14},${y} Z`,
    trunk,
  );
  for (let i = 0; i < 9; i++) {
    const a = (-Math.PI * (i + 0.5)) / 9 - 0.15;
    const len = height * (0.42 + (0.12 * ((i * 7) % 3)) / 2);
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.35 + len * 0.45;
    const cx = tx + Math.cos(a) * len * 0.5;
    const cy = ty + Math.sin(a) * len * 0.6 - 20;
    out += path(
      `M${tx},${ty} Q${r2(cx)},${r2(cy - 18)} ${r2(ex)},${r2(ey)} Q${r2(cx)},${r2(cy + 14)} ${tx},${ty + 6} Z`,
      leaf,
    );
  }
  return out + circle(tx, ty + 8, 10, '#5b3a1a');
}

export function svgDoc(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}
