import { useMemo } from 'react';
import { encodeQr } from '../lib/qr-code';

/** Light modules around the symbol, as the standard asks, so phones find it on any background. */
const quietZone = 4;

/** The QR of `value` as an SVG (one path of dark modules on white), `size` pixels wide. */
export function QrCodeImage({ value, label, size = 256 }: { value: string; label: string; size?: number }) {
  const path = useMemo(() => {
    const modules = encodeQr(value);
    if (!modules) return null;
    const parts: string[] = [];
    modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
      });
    });
    return { d: parts.join(''), extent: modules.length + quietZone * 2 };
  }, [value]);
  if (!path) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.extent} ${path.extent}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={path.extent} height={path.extent} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
