import type { QrCodeDrawing } from '#contract/second-factor/second-factor-api';

/** The server's QR code (its dark modules as one path), drawn black on white with the quiet zone scanners need. */
export function QrCode({ drawing }: { drawing: QrCodeDrawing }) {
  const margin = 4;
  const side = drawing.size + 2 * margin;
  return (
    <svg
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`${-margin} ${-margin} ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-48 shrink-0"
    >
      <rect x={-margin} y={-margin} width={side} height={side} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
    </svg>
  );
}
