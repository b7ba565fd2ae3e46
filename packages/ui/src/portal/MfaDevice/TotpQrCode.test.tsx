import { screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { TotpQrCode } from './TotpQrCode';

const uri =
  'otpauth://totp/Komax:yuki.tanaka%40meridian.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Komax';

describe('TotpQrCode', () => {
  it("draws each dark module of qrcode's matrix, inside a quiet zone", () => {
    const { container } = renderWithPortalMessages(<TotpQrCode uri={uri} label="QR code" />);
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
    let dark = 0;
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) dark += 1;
    }
    const path = container.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
    const size = String(modules.size + 8);
    expect(screen.getByRole('img', { name: 'QR code' }).getAttribute('viewBox')).toBe(
      `0 0 ${size} ${size}`,
    );
  });
});

describe('TotpQrCode, read aloud', () => {
  it('has its label as name and as text, so it is never an empty, unnamed picture', () => {
    const { container } = renderWithPortalMessages(
      <TotpQrCode uri={uri} label="QR code for your authenticator app" />,
    );
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(container.textContent).toBe('QR code for your authenticator app');
  });
});
