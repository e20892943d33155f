import { circle, H, path, rect, rGradient, ridge, rng, svgDoc, vGradient, W } from './svg.ts';

/** One repeat of a simplified Kente weave: warp stripes crossed by blocks of weft pattern. */
function kenteTile(): string {
  let t = rect(0, 0, 240, 120, '#f2b705');
  for (const x of [0, 80, 160]) t += rect(x, 0, 14, 120, '#0b6b3a') + rect(x + 18, 0, 4, 120, '#1d1d1d');
  t += rect(40, 10, 30, 40, '#c8102e') + rect(120, 70, 30, 40, '#c8102e') + rect(200, 10, 30, 40, '#0b6b3a');
  for (let i = 0; i < 4; i++) t += rect(40, 14 + i * 10, 30, 3, '#1d1d1d') + rect(120, 74 + i * 10, 30, 3, '#f2b705');
  t += rect(0, 56, 240, 6, '#1d1d1d') + rect(0, 64, 240, 3, '#c8102e');
  return `<pattern id="kente" width="240" height="120" patternUnits="userSpaceOnUse">${t}</pattern>`;
}

function acacia(x: number, y: number, s: number, c: string): string {
  return (
    path(
      `M${x - 6 * s},${y} L${x - 3 * s},${y - 70 * s} L${x - 30 * s},${y - 110 * s} L${x - 24 * s},${y - 112 * s} L${x},${y - 82 * s} L${x + 26 * s},${y - 118 * s} L${x + 32 * s},${y - 114 * s} L${x + 5 * s},${y - 70 * s} L${x + 7 * s},${y} Z`,
      c,
    ) + `<ellipse cx="${x}" cy="${y - 124 * s}" rx="${90 * s}" ry="${22 * s}" fill="${c}"/>`
  );
}

export function kenteSunset(): string {
  const r = rng(71);
  const defs =
    kenteTile() +
    vGradient('sky', [
      [0, '#3b1f4a'],
      [0.35, '#8e2f4f'],
      [0.7, '#f0703f'],
      [1, '#ffc65c'],
    ]) +
    `<pattern id="kente-small" href="#kente" patternTransform="scale(0.25)"/>` +
    rGradient('sun', [
      [0, '#fff1b8'],
      [0.25, '#ffd36b', 0.9],
      [1, '#ff9a3c', 0],
    ]);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += rect(0, 0, W, 60, 'url(#kente)') + rect(0, 60, W, 6, '#1d1d1d', { opacity: 0.6 });
  body +=
    circle(980, 690, 420, 'url(#sun)') +
    circle(980, 690, 150, '#ffe08a') +
    circle(980, 690, 150, '#fff', { opacity: 0.25 });
  // Thin woven ribbons drift across the sky like evening cloud bands.
  for (let i = 0; i < 3; i++) {
    const y = 260 + i * 95 + r() * 20;
    const x = r() * 900 - 100;
    body += rect(x, y, 600 + r() * 700, 30, 'url(#kente-small)', { rx: 15, opacity: 0.55 - i * 0.12 });
  }
  body += ridge(r, 700, 160, 6, '#b34a5c');
  body += ridge(r, 780, 180, 7, '#7d3450');
  body += ridge(r, 870, 150, 8, '#4a2a44');
  body += ridge(r, 960, 120, 9, '#26202e');
  body += acacia(380, 900, 1.3, '#26202e') + acacia(1500, 930, 1.6, '#1c1822') + acacia(1700, 950, 0.9, '#1c1822');
  for (let i = 0; i < 5; i++) {
    const bx = 600 + r() * 700;
    const by = 200 + r() * 150;
    body += path(`M${bx},${by} q12,-10 24,0 q12,-10 24,0`, 'none', {
      stroke: '#2a1630',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    });
  }
  return svgDoc(defs, body);
}
