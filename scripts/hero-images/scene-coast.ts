import { circle, group, H, palm, path, poly, rect, rGradient, rng, svgDoc, vGradient, W } from './svg.ts';

/** A dug-out fishing canoe with painted bands, as seen on Ghana's beaches; bow points right when flip is false. */
function canoe(id: string, x: number, y: number, len: number, bands: string[], flip = false): string {
  const hull = `M${x},${y - 50} Q${x + len * 0.12},${y - 14} ${x + len * 0.25},${y - 16} L${x + len * 0.75},${y - 16} Q${x + len * 0.88},${y - 14} ${x + len},${y - 50} Q${x + len * 0.85},${y + 24} ${x + len * 0.5},${y + 26} Q${x + len * 0.15},${y + 24} ${x},${y - 50} Z`;
  const bandH = 42 / bands.length;
  let stripes = '';
  bands.forEach((c, i) => (stripes += rect(x, y - 16 + i * bandH, len, bandH + 1, c)));
  for (let t = x + len * 0.3; t < x + len * 0.7; t += 36)
    stripes += poly(
      [
        [t, y - 16],
        [t + 18, y - 2],
        [t + 36, y - 16],
      ],
      '#fff',
      { opacity: 0.85 },
    );
  const flag =
    rect(x + len * 0.82, y - 120, 4, 104, '#3b2a1e') +
    rect(x + len * 0.82 + 4, y - 120, 40, 9, '#ce1126') +
    rect(x + len * 0.82 + 4, y - 111, 40, 9, '#fcd116') +
    rect(x + len * 0.82 + 4, y - 102, 40, 9, '#006b3f');
  const body =
    `<clipPath id="${id}"><path d="${hull}"/></clipPath>` +
    `<ellipse cx="${x + len / 2}" cy="${y + 30}" rx="${len * 0.48}" ry="16" fill="#000" opacity="0.18"/>` +
    path(hull, '#6b4226') +
    group(stripes, { 'clip-path': `url(#${id})` }) +
    path(hull, 'none', { stroke: '#3b2a1e', 'stroke-width': 3 }) +
    flag;
  return flip ? group(body, { transform: `translate(${2 * x + len},0) scale(-1,1)` }) : body;
}

export function coast(): string {
  const r = rng(23);
  const defs =
    vGradient('sky', [
      [0, '#4fa3d9'],
      [0.6, '#a9d7ea'],
      [1, '#ffe1b0'],
    ]) +
    vGradient('sea', [
      [0, '#2b86ad'],
      [1, '#4bb7c7'],
    ]) +
    vGradient('sand', [
      [0, '#efd29c'],
      [1, '#ddb574'],
    ]) +
    rGradient('sun', [
      [0, '#fffbe0'],
      [0.3, '#ffe89a', 0.8],
      [1, '#ffd66e', 0],
    ]);
  const horizon = 580;
  let body = rect(0, 0, W, horizon, 'url(#sky)');
  body += circle(560, 300, 300, 'url(#sun)') + circle(560, 300, 64, '#fff7d6');
  for (let i = 0; i < 5; i++) {
    const cx = 200 + r() * 1500;
    const cy = 90 + r() * 200;
    body += group(
      circle(cx, cy, 40, '#fff') +
        circle(cx + 45, cy - 15, 52, '#fff') +
        circle(cx + 100, cy, 38, '#fff') +
        rect(cx - 10, cy, 130, 38, '#fff'),
      { opacity: 0.75 },
    );
  }
  // Cape Coast-style whitewashed fort on a rocky point.
  body += path(`M0,${horizon} L0,520 Q120,500 260,530 Q330,550 380,${horizon} Z`, '#6e7a56');
  body += rect(40, 430, 240, 100, '#f4f1ea') + rect(120, 380, 80, 60, '#f4f1ea');
  for (let c = 40; c < 280; c += 24) body += rect(c, 416, 14, 16, '#f4f1ea');
  for (let c = 60; c < 270; c += 46) body += rect(c, 470, 14, 26, '#8a8f96');
  body +=
    rect(150, 330, 4, 52, '#333') +
    rect(154, 330, 30, 7, '#ce1126') +
    rect(154, 337, 30, 7, '#fcd116') +
    rect(154, 344, 30, 7, '#006b3f');
  body += rect(0, horizon, W, 200, 'url(#sea)');
  for (let i = 0; i < 40; i++) {
    const y = horizon + 10 + r() * 180;
    body += rect(r() * W, y, 60 + r() * 160, 3, '#fff', { opacity: 0.35 + r() * 0.3 });
  }
  const shore = `M0,760 Q240,730 480,752 T960,748 T1440,752 T1920,744 L1920,${H} L0,${H} Z`;
  body += path(`M0,748 Q240,716 480,740 T960,736 T1440,740 T1920,732 L1920,${H} L0,${H} Z`, '#fff', { opacity: 0.8 });
  body += path(shore, 'url(#sand)');
  body += path(`M0,770 Q240,742 480,764 T960,760 T1440,764 T1920,756 L1920,800 L0,800 Z`, '#c9a266', { opacity: 0.35 });
  body += canoe('c1', 180, 900, 620, ['#ce1126', '#fcd116', '#006b3f', '#1d1d1d']);
  body += canoe('c2', 760, 980, 700, ['#1e5aa8', '#fff', '#f2a900', '#ce1126'], true);
  body += canoe('c3', 1120, 860, 480, ['#006b3f', '#fcd116', '#ce1126']);
  for (const [px, h, lean] of [
    [1700, 620, -90],
    [1820, 520, -40],
    [1560, 470, 40],
  ] as const) {
    body += palm(px, 840, h, lean, '#8a6a45', '#2f8a45');
  }
  for (let i = 0; i < 6; i++) {
    const bx = 900 + r() * 600;
    const by = 120 + r() * 180;
    body += path(`M${bx},${by} q14,-12 28,0 q14,-12 28,0`, 'none', {
      stroke: '#2c3e50',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    });
  }
  return svgDoc(defs, body);
}
