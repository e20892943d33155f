import { circle, group, H, path, pick, poly, rect, rng, svgDoc, vGradient, W } from './svg.ts';

function tower(r: () => number, x: number, w: number, h: number, base: number, c: string): string {
  const top = base - h;
  let out = rect(x, top, w, h, c);
  if (r() < 0.3)
    out += poly(
      [
        [x, top],
        [x + w / 2, top - 60],
        [x + w, top],
      ],
      c,
    );
  if (r() < 0.3) out += rect(x + w / 2 - 2, top - 90, 4, 90, c) + circle(x + w / 2, top - 92, 5, '#ff5a4f');
  for (let y = top + 20; y < base - 20; y += 28) {
    for (let wx = x + 12; wx < x + w - 18; wx += 22) {
      if (r() < 0.3) out += rect(wx, y, 10, 14, pick(r, ['#ffd98a', '#ffe9b8', '#ffc46b']), { opacity: 0.9 });
    }
  }
  return out;
}

/** Black Star Gate (Independence Arch), Accra's best-known monument. */
function blackStarGate(cx: number, base: number): string {
  const star = (x: number, y: number, R: number) => {
    const pts: Array<[number, number]> = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? R * 0.4 : R;
      pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
    }
    return poly(pts, '#111');
  };
  return group(
    [
      rect(cx - 300, base - 300, 600, 300, '#f1ece2'),
      path(
        `M${cx - 170},${base} L${cx - 170},${base - 170} Q${cx},${base - 250} ${cx + 170},${base - 170} L${cx + 170},${base} Z`,
        '#6a4b6e',
      ),
      rect(cx - 300, base - 320, 600, 24, '#ddd4c4'),
      rect(cx - 280, base - 230, 60, 230, '#e4ddcf'),
      rect(cx + 220, base - 230, 60, 230, '#e4ddcf'),
      rect(cx - 120, base - 390, 240, 70, '#f1ece2'),
      star(cx, base - 455, 62),
    ].join(''),
  );
}

export function skyline(): string {
  const r = rng(97);
  const defs =
    vGradient('sky', [
      [0, '#1e2a5a'],
      [0.45, '#6b3a78'],
      [0.75, '#e8735a'],
      [1, '#ffc877'],
    ]) +
    vGradient('water', [
      [0, '#6b3a78'],
      [1, '#1e2a5a'],
    ]) +
    `<mask id="moon"><rect width="${W}" height="${H}" fill="#fff"/><circle cx="1620" cy="146" r="44" fill="#000"/></mask>`;
  let body = rect(0, 0, W, H, 'url(#sky)');
  for (let i = 0; i < 70; i++) body += circle(r() * W, r() * 360, 1 + r() * 2, '#fff', { opacity: 0.3 + r() * 0.6 });
  body += circle(1600, 160, 46, '#fdf3d8', { mask: 'url(#moon)' });
  const base = 820;
  for (let x = -20; x < W; x += 70 + r() * 60) body += tower(r, x, 80 + r() * 70, 90 + r() * 200, base, '#4a3466');
  for (let x = -40; x < W; x += 160 + r() * 160) body += tower(r, x, 100 + r() * 90, 160 + r() * 300, base, '#2b2547');
  body += rect(0, base, W, 40, '#1d1a33');
  body += rect(0, base + 40, W, H - base - 40, 'url(#water)');
  for (let i = 0; i < 60; i++) {
    const x = r() * W;
    body += rect(x, base + 60 + r() * 190, 30 + r() * 120, 3, pick(r, ['#ffd98a', '#e8735a', '#ffe9b8']), {
      opacity: 0.35 + r() * 0.4,
    });
  }
  body += rect(260, base + 20, 720, 24, '#3a2f52') + blackStarGate(620, base + 24);
  return svgDoc(defs, body);
}
