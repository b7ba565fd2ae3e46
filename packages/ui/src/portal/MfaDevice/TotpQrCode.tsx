import QRCode from 'qrcode';
import { useMemo } from 'react';

export interface TotpQrCodeProps {
  /** The `otpauth://totp/…` address the authenticator app reads. */
  readonly uri: string;
  /** What the image is, for a screen reader. */
  readonly label: string;
}

/** The white margin a QR code needs around it, in modules (ISO/IEC 18004). */
const quietZone = 4;

/** The dark modules as one SVG path of unit squares: one element, however large the code. */
function modulesPath(uri: string): { readonly size: number; readonly path: string } {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * quietZone, path: parts.join('') };
}

/**
 * The authenticator app's QR code, drawn as SVG in the page: no image address, no data URL, no
 * markup from a string, so the secret it holds never leaves the document.
 */
export function TotpQrCode({ uri, label }: TotpQrCodeProps) {
  const { size, path } = useMemo(() => modulesPath(uri), [uri]);
  return (
    <svg
      className="totp-qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      width={size * 4}
      height={size * 4}
      shapeRendering="crispEdges"
    >
      {/* Also the hover text; the SVG's name comes from aria-label. */}
      <title>{label}</title>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
