import clsx from 'clsx';
import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the symbol that scanners need (the standard asks for four). */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules: drawn here, so the page needs no canvas and no data URL. */
function qrPath(value: string): { path: string; size: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.data[row * modules.size + col]) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + QUIET_ZONE * 2 };
}

/**
 * A QR code of any text (a link, an address) as an SVG, with the `qrcode` package the two-factor
 * setup and the wallet use; black on white in both themes so that it scans.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
      className={clsx('rounded-xl border border-slate-200 bg-white dark:border-slate-700', className)}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
