import { circle, group, H, path, poly, rect, rGradient, rng, svgDoc, vGradient, W } from './svg.ts';

/** One wing of a compound house: plastered walls under a corrugated iron roof. */
function wing(x: number, y: number, w: number, h: number, wall: string, doors: number): string {
  let out = rect(x, y, w, h, wall) + rect(x, y + h - 60, w, 60, '#8c4b2f', { opacity: 0.35 });
  out += poly(
    [
      [x - 30, y + 6],
      [x + 20, y - 70],
      [x + w - 20, y - 70],
      [x + w + 30, y + 6],
    ],
    '#9aa3a8',
  );
  for (let c = x; c < x + w; c += 22) out += rect(c, y - 66, 3, 70, '#7d868b', { opacity: 0.7 });
  out += rect(x - 30, y, w + 60, 10, '#6f777c');
  const gap = w / doors;
  for (let i = 0; i < doors; i++) {
    const dx = x + i * gap + gap / 2;
    out += rect(dx - 34, y + h - 170, 68, 170, '#5a3320') + rect(dx - 26, y + h - 160, 52, 150, '#7a4a2c');
    out +=
      rect(dx + 50, y + 50, 60, 70, '#2c3338') +
      rect(dx + 50, y + 50, 60, 70, 'none', { stroke: '#f4efe6', 'stroke-width': 6 });
  }
  return out;
}

export function compound(): string {
  const r = rng(53);
  const defs =
    vGradient('sky', [
      [0, '#f7b267'],
      [0.5, '#fcd9a6'],
      [1, '#fdf0d5'],
    ]) +
    vGradient('yard', [
      [0, '#d9a46b'],
      [1, '#b9804a'],
    ]) +
    rGradient('glow', [
      [0, '#fff3c4'],
      [1, '#ffd38a', 0],
    ]);
  let body = rect(0, 0, W, H, 'url(#sky)') + circle(1500, 240, 340, 'url(#glow)') + circle(1500, 240, 90, '#fff2c2');
  body += path('M0,520 Q300,440 640,500 T1300,470 T1920,500 L1920,700 L0,700 Z', '#c98e57', { opacity: 0.45 });
  body += rect(0, 660, W, H - 660, 'url(#yard)');
  body += wing(300, 380, 1320, 330, '#f1dcb7', 5);
  body += wing(-60, 520, 420, 300, '#e8c79a', 1);
  body += wing(1560, 520, 420, 300, '#e8c79a', 1);
  body += `<ellipse cx="960" cy="1010" rx="330" ry="40" fill="#5a3a1e" opacity="0.22"/>`;
  // Mango tree shading the courtyard, the heart of family life in a compound house.
  body += path('M930,1000 Q960,820 920,700 L990,700 Q990,840 1010,1000 Z', '#5e3d24');
  body += group(
    [
      circle(960, 560, 200, '#2f7a3a'),
      circle(800, 640, 140, '#3b8a44'),
      circle(1130, 630, 150, '#2c6e35'),
      circle(960, 700, 130, '#357f3e'),
    ].join(''),
  );
  for (let i = 0; i < 14; i++) body += circle(760 + r() * 420, 520 + r() * 240, 11, '#f2b134');
  body += rect(0, 1000, W, 12, '#000', { opacity: 0.06 });
  body += path('M330,760 Q700,800 1100,770', 'none', { stroke: '#3b3b3b', 'stroke-width': 3 });
  const cloths = ['#fcd116', '#ce1126', '#006b3f', '#e67e22', '#2d6cdf', '#8e44ad'];
  cloths.forEach((c, i) => {
    const cx = 360 + i * 120;
    const cy = 766 + Math.sin(i / 2) * 14;
    body += rect(cx, cy, 90, 130 + (i % 2) * 30, c);
    for (let k = 0; k < 4; k++)
      body += rect(cx, cy + 20 + k * 30, 90, 8, i % 2 ? '#fff' : '#1d1d1d', { opacity: 0.45 });
  });
  for (let i = 0; i < 3; i++) {
    const hx = 1250 + i * 90;
    body +=
      `<ellipse cx="${hx}" cy="${950 + i * 14}" rx="32" ry="24" fill="${i === 1 ? '#7a4a2c' : '#f4efe6'}"/>` +
      circle(hx + 28, 926 + i * 14, 14, i === 1 ? '#7a4a2c' : '#f4efe6') +
      poly(
        [
          [hx + 38, 926 + i * 14],
          [hx + 52, 930 + i * 14],
          [hx + 38, 934 + i * 14],
        ],
        '#e0a800',
      ) +
      rect(hx + 24, 908 + i * 14, 8, 8, '#ce1126');
  }
  body += group(rect(120, 900, 140, 90, '#2b6cb0') + rect(110, 890, 160, 18, '#1f4f85'), { opacity: 0.95 });
  return svgDoc(defs, body);
}
