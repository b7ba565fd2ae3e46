import type { Meta, StoryObj } from '@storybook/react-vite';
import { MfaDevice } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const setup = {
  kind: 'setup',
  secret,
  uri: `otpauth://totp/Komax:yuki.tanaka%40meridian.example?secret=${secret}&issuer=Komax`,
} as const;

const meta = {
  title: 'Portal/Account/MfaDevice',
  component: MfaDevice,
  args: {
    state: { kind: 'off' },
    canEnable: true,
    busy: false,
    failure: null,
    notice: null,
    onEnable: () => undefined,
    onConfirm: () => undefined,
    onCancel: () => undefined,
    onReset: () => undefined,
    copy: () => Promise.resolve(),
  },
} satisfies Meta<typeof MfaDevice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const OffForAnInternalEmployee: Story = { args: { canEnable: false } };

export const Registering: Story = { args: { busy: true } };

export const SettingUp: Story = { args: { state: setup } };

export const CodeNotValid: Story = { args: { state: setup, failure: { kind: 'code' } } };

export const Enabled: Story = { args: { state: { kind: 'on' }, notice: 'enabled' } };

export const On: Story = { args: { state: { kind: 'on' } } };

export const ResetWarning: Story = {
  args: { state: { kind: 'on' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Reset|zurücksetzen/ }));
  },
};

export const ResetDone: Story = { args: { notice: 'reset' } };

export const Failed: Story = {
  args: {
    state: { kind: 'on' },
    failure: { kind: 'error', failure: 409, serviceMessage: 'A device is already registered' },
  },
};

export const German: Story = { globals: { language: 'de' } };

export const GermanSettingUp: Story = { args: { state: setup }, globals: { language: 'de' } };

export const GermanResetWarning: Story = { ...ResetWarning, globals: { language: 'de' } };
