import { circle, group, H, palm, path, pick, poly, rect, rGradient, rng, svgDoc, vGradient, W } from './svg.ts';

const WALLS = ['#e9a23b', '#2f9e8f', '#e0664f', '#8cbf4a', '#3f7cc4', '#f2d16b', '#c8553d', '#efe6d6', '#9b5fb5'];

function house(r: () => number, x: number, w: number, h: number, base: number): string {
  const wall = pick(r, WALLS);
  const top = base - h;
  const storeys = h > 300 ? 2 : 1;
  let out = rect(x, top, w, h, wall);
  out += rect(x, top + h * 0.72, w, h * 0.28, '#000', { opacity: 0.08 });
  if (r() < 0.5) {
    out += poly(
      [
        [x - 14, top],
        [x + w / 2, top - 70 - r() * 30],
        [x + w + 14, top],
      ],
      pick(r, ['#7a3b2e', '#5d6770', '#8d4a2f']),
    );
  } else {
    out += rect(x - 6, top - 18, w + 12, 22, '#fff', { opacity: 0.85 });
  }
  const cols = Math.max(2, Math.floor(w / 95));
  const gap = w / cols;
  for (let s = 0; s < storeys; s++) {
    const wy = top + 40 + s * (h / storeys);
    for (let c = 0; c < cols; c++) {
      const wx = x + c * gap + gap / 2 - 28;
      const isDoor = s === storeys - 1 && c === Math.floor(cols / 2);
      if (isDoor) {
        out += rect(wx - 4, base - 150, 64, 150, '#4a2c1d') + rect(wx + 4, base - 140, 48, 130, '#6b3f26');
        continue;
      }
      out += rect(wx - 6, wy - 6, 68, 94, '#fff', { opacity: 0.9 });
      out += rect(wx, wy, 56, 82, '#23313a');
      const shutter = pick(r, ['#1f6f54', '#2d5c8f', '#a33b2b', '#5a4636']);
      for (let k = 0; k < 6; k++) out += rect(wx, wy + k * 14, 56, 7, shutter, { opacity: 0.85 });
    }
    if (s === 0 && storeys === 2) {
      out += rect(x + 10, top + h / 2 - 6, w - 20, 10, '#fff', { opacity: 0.9 });
      for (let b = x + 18; b < x + w - 14; b += 18) out += rect(b, top + h / 2 - 44, 4, 40, '#fff', { opacity: 0.8 });
      out += rect(x + 10, top + h / 2 - 48, w - 20, 6, '#fff', { opacity: 0.9 });
    }
  }
  return out;
}

function trotro(x: number, y: number): string {
  return group(
    [
      path(
        `M${x},${y} L${x},${y - 120} Q${x + 10},${y - 150} ${x + 60},${y - 152} L${x + 300},${y - 152} Q${x + 340},${y - 150} ${x + 350},${y - 100} L${x + 360},${y} Z`,
        '#f6f1e7',
      ),
      rect(x, y - 60, 360, 22, '#1b7a4a'),
      rect(x, y - 38, 360, 10, '#f5c542'),
      rect(x + 20, y - 132, 60, 50, '#2b3b47'),
      rect(x + 92, y - 132, 70, 50, '#2b3b47'),
      rect(x + 174, y - 132, 70, 50, '#2b3b47'),
      rect(x + 256, y - 132, 60, 50, '#2b3b47'),
      path(`M${x + 322},${y - 132} L${x + 340},${y - 132} L${x + 352},${y - 84} L${x + 322},${y - 84} Z`, '#2b3b47'),
      circle(x + 80, y + 4, 30, '#1c1c1c') + circle(x + 80, y + 4, 12, '#9aa3a8'),
      circle(x + 290, y + 4, 30, '#1c1c1c') + circle(x + 290, y + 4, 12, '#9aa3a8'),
    ].join(''),
  );
}

export function accraStreet(): string {
  const r = rng(11);
  const defs =
    vGradient('sky', [
      [0, '#7cc6ee'],
      [0.55, '#bfe4f2'],
      [1, '#fbe3b5'],
    ]) +
    rGradient('sun', [
      [0, '#fff6c9'],
      [0.35, '#ffe27a', 0.9],
      [1, '#ffd34d', 0],
    ]) +
    vGradient('road', [
      [0, '#5b5f63'],
      [1, '#3a3d40'],
    ]);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += circle(1540, 210, 260, 'url(#sun)') + circle(1540, 210, 70, '#fff4c2');
  for (let x = 0; x < W; x += 60 + r() * 70) {
    const h = 120 + r() * 200;
    body += rect(x, 640 - h, 50 + r() * 60, h + 10, '#9fbfd0', { opacity: 0.6 });
  }
  let x = -30;
  const base = 830;
  while (x < W) {
    const w = 240 + r() * 130;
    body += house(r, x, w, 250 + r() * 210, base);
    x += w + 6;
  }
  body += rect(0, base, W, 50, '#cdbfa8') + rect(0, base + 46, W, 8, '#9c8f7a');
  body += rect(0, base + 54, W, H - base - 54, 'url(#road)');
  for (let lx = 40; lx < W; lx += 200) body += rect(lx, 975, 110, 10, '#f2f2f2', { opacity: 0.85 });
  body += rect(0, base + 54, W, 14, '#e2c14a', { opacity: 0.8 });
  for (const px of [300, 1020, 1720]) {
    body += rect(px, 330, 14, base - 320, '#4b3b2f') + rect(px - 50, 350, 114, 10, '#4b3b2f');
  }
  body += path('M0,380 Q160,420 307,355 Q660,410 1027,355 Q1380,410 1727,355 Q1820,380 1920,370', 'none', {
    stroke: '#2d2a26',
    'stroke-width': 3,
  });
  body += path('M0,400 Q160,440 307,375 Q660,432 1027,375 Q1380,432 1727,375 Q1820,400 1920,392', 'none', {
    stroke: '#2d2a26',
    'stroke-width': 3,
  });
  body += palm(1860, base + 10, 520, -60, '#7a5a3a', '#2f8a45');
  body += palm(120, base + 10, 440, 50, '#7a5a3a', '#3c9a4f');
  body += trotro(720, 985);
  return svgDoc(defs, body);
}
