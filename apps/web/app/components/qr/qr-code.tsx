import { useMemo } from 'react';
import { encodeQr, qrPath } from './qr-encode.ts';

const QUIET_ZONE = 4;

/** The QR code of a text as SVG, drawn in the page (the 2FA secret never goes to a QR service). */
export default function QrCode({
  text,
  label,
  size = 200,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const code = useMemo(() => encodeQr(text), [text]);
  const extent = code.size + QUIET_ZONE * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      {/* Dark on white with the quiet zone: phone cameras read it in any theme. */}
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPath(code, QUIET_ZONE)} fill="#000" />
    </svg>
  );
}
