import { encode } from 'uqr';

/**
 * The e-invoice's signed QR code (ADR 251), drawn here from the portal's signed string as an
 * SVG path: nothing is fetched, and the code scans to exactly that string.
 */
export function SignedQr({ value, label }: { value: string; label: string }) {
  const { data } = encode(value, { border: 2 });
  const n = data.length;
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      viewBox={`0 0 ${n} ${n}`}
      width={160}
      height={160}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="einvoice-qr"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
