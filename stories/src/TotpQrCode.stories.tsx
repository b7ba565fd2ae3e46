import type { Meta, StoryObj } from '@storybook/react-vite';
import { TotpQrCode } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/Account/TotpQrCode',
  component: TotpQrCode,
  args: {
    uri: 'otpauth://totp/Komax:yuki.tanaka%40meridian.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Komax',
    label: 'QR code for your authenticator app',
  },
} satisfies Meta<typeof TotpQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongAccountName: Story = {
  args: {
    uri: 'otpauth://totp/Komax:maximiliane.schwarzenberger-lindqvist%40ostara-kabeltechnik.example?secret=KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD&issuer=Komax&algorithm=SHA1&digits=6&period=30',
  },
};

export const German: Story = {
  args: { label: 'QR-Code für Ihre Authenticator-App' },
  globals: { language: 'de' },
};
