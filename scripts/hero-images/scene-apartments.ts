import { circle, group, H, palm, path, pick, rect, rng, svgDoc, vGradient, W } from './svg.ts';

function block(r: () => number, x: number, w: number, floors: number, base: number, accent: string): string {
  const fh = 64;
  const top = base - floors * fh - 30;
  let out = rect(x + 18, top + 18, w, floors * fh + 30, '#000', { opacity: 0.12 });
  out += rect(x, top, w, floors * fh + 30, '#f3efe7') + rect(x - 10, top - 14, w + 20, 18, '#d9d2c4');
  out += rect(x + w - 70, top, 70, floors * fh + 30, accent);
  for (let f = 0; f < floors; f++) {
    const y = top + 30 + f * fh;
    out += rect(x + 16, y, w - 102, fh - 20, 'url(#glass)');
    for (let m = x + 16; m < x + w - 86; m += 64) out += rect(m, y, 4, fh - 20, '#cfd8dc');
    if (r() < 0.35) out += rect(x + 16 + Math.floor(r() * 4) * 64 + 4, y, 60, fh - 20, '#ffe8a8', { opacity: 0.55 });
    out += rect(x + 6, y + fh - 22, w - 82, 6, '#bfb6a6');
    out += rect(x + 10, y + fh - 38, w - 90, 2, '#9aa4a8', { opacity: 0.8 });
    if (r() < 0.55) {
      const px = x + 30 + r() * (w - 160);
      out +=
        circle(px, y + fh - 30, 10, pick(r, ['#3f8f4a', '#2f7a3f', '#5aa651'])) +
        circle(px + 12, y + fh - 28, 8, '#2f7a3f');
    }
  }
  out += rect(x + w / 2 - 60, base - 70, 120, 70, '#2e3b44') + rect(x + w / 2 - 80, base - 84, 160, 14, accent);
  return out;
}

function tree(x: number, y: number, s: number, c: string): string {
  return (
    rect(x - 6 * s, y - 70 * s, 12 * s, 70 * s, '#6b4a2f') +
    circle(x, y - 100 * s, 55 * s, c) +
    circle(x - 40 * s, y - 70 * s, 38 * s, c) +
    circle(x + 40 * s, y - 72 * s, 40 * s, c)
  );
}

export function apartments(): string {
  const r = rng(37);
  const defs =
    vGradient('sky', [
      [0, '#3d8fd1'],
      [0.7, '#9fd0ee'],
      [1, '#dff1f7'],
    ]) +
    vGradient(
      'glass',
      [
        [0, '#5f8fb0'],
        [0.5, '#8fb9d4'],
        [1, '#4d7a99'],
      ],
      1,
      1,
    ) +
    vGradient('lawn', [
      [0, '#7dbb5a'],
      [1, '#4f9a45'],
    ]);
  let body = rect(0, 0, W, H, 'url(#sky)');
  for (let i = 0; i < 6; i++) {
    const cx = r() * W;
    const cy = 80 + r() * 260;
    const s = 0.7 + r() * 0.8;
    body += group(
      circle(cx, cy, 36 * s, '#fff') +
        circle(cx + 44 * s, cy - 16 * s, 50 * s, '#fff') +
        circle(cx + 96 * s, cy, 34 * s, '#fff') +
        rect(cx, cy, 96 * s, 34 * s, '#fff'),
      { opacity: 0.8 },
    );
  }
  for (let x = 0; x < W; x += 90 + r() * 80) {
    const h = 160 + r() * 260;
    body += rect(x, 860 - h, 70 + r() * 70, h, '#a9c6d6', { opacity: 0.7 });
  }
  const base = 900;
  body += block(r, 180, 420, 7, base, '#c9673e');
  body += block(r, 1180, 470, 9, base, '#2f8a6a');
  body += block(r, 700, 400, 11, base, '#d9a23b');
  body += rect(0, base, W, H - base, 'url(#lawn)');
  body += path(`M760,${H} L860,${base} L1040,${base} L1180,${H} Z`, '#cfc7b8');
  body += rect(0, base, W, 10, '#3f7f3a', { opacity: 0.6 });
  for (let x = 20; x < W; x += 70) if (x < 740 || x > 1200) body += circle(x, base + 12, 30, '#3e8a3c');
  body +=
    tree(110, base + 60, 1.6, '#3c8f45') + tree(1800, base + 70, 1.8, '#2f7d3c') + tree(640, base + 40, 1.1, '#4a9c4a');
  body += palm(1700, base + 20, 500, -50, '#8a6a45', '#2f8a45');
  body += group(
    path(`M900,1010 q10,-40 60,-44 l120,0 q40,4 56,44 l10,0 l0,38 l-262,0 l0,-38 Z`, '#c0392b') +
      rect(935, 978, 60, 28, '#2b3b47') +
      rect(1005, 978, 70, 28, '#2b3b47') +
      circle(950, 1048, 22, '#1c1c1c') +
      circle(1110, 1048, 22, '#1c1c1c'),
  );
  return svgDoc(defs, body);
}
