import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { groupedSecret, MfaDevice, type MfaDeviceProps } from './MfaDevice';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const uri = `otpauth://totp/Komax:yuki.tanaka%40meridian.example?secret=${secret}&issuer=Komax`;

function props(overrides: Partial<MfaDeviceProps> = {}): MfaDeviceProps {
  return {
    state: { kind: 'off' },
    canEnable: true,
    busy: false,
    failure: null,
    notice: null,
    onEnable: vi.fn(),
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    onReset: vi.fn(),
    copy: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe('given no device', () => {
  it('offers to set one up', () => {
    const onEnable = vi.fn();
    renderWithPortalMessages(<MfaDevice {...props({ onEnable })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(onEnable).toHaveBeenCalledOnce();
  });

  it('says why an internal employee cannot', () => {
    const { container } = renderWithPortalMessages(<MfaDevice {...props({ canEnable: false })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toContain('Internal accounts set up their authenticator app');
  });
});

describe('while setting one up', () => {
  const setup = { kind: 'setup', secret, uri } as const;

  it('shows the QR code and the key in fours, and copies the key', async () => {
    const copy = vi.fn(() => Promise.resolve());
    const { container } = renderWithPortalMessages(
      <MfaDevice {...props({ state: setup, copy })} />,
    );
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the key' }));
    expect(copy).toHaveBeenCalledWith(secret);
    await waitFor(() => expect(container.textContent).toContain('The key has been copied.'));
    await expectAccessible(container);
  });

  it('asks for 6 digits, then sends the code', () => {
    const onConfirm = vi.fn();
    renderWithPortalMessages(<MfaDevice {...props({ state: setup, onConfirm })} />);
    const code = screen.getByLabelText('Code shown by the app');
    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(onConfirm).toHaveBeenCalledWith('123456');
  });

  it('shows a code the service refused on the field', () => {
    renderWithPortalMessages(<MfaDevice {...props({ state: setup, failure: { kind: 'code' } })} />);
    expect(screen.getByRole('link', { name: /This code is not valid/ })).toBeTruthy();
  });
});

describe('given a device', () => {
  it('warns of the consequences before resetting', async () => {
    const onReset = vi.fn();
    const { container } = renderWithPortalMessages(
      <MfaDevice {...props({ state: { kind: 'on' }, onReset, canEnable: false })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset the device' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your multi-factor device?' });
    expect(dialog.textContent).toContain('signing in no longer asks for a code');
    expect(dialog.textContent).toContain('stops working');
    expect(dialog.textContent).toContain('new QR code');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(onReset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset the device' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, reset the device' }));
    expect(onReset).toHaveBeenCalledOnce();
    await expectAccessible(container);
  });

  it('says the device was set up, in German', () => {
    renderWithPortalMessages(
      <MfaDevice {...props({ state: { kind: 'on' }, notice: 'enabled' })} />,
      'de',
    );
    expect(screen.getByRole('status').textContent).toBe('Ihre Authenticator-App ist eingerichtet.');
  });
});

describe('groupedSecret', () => {
  it('groups in fours, keeping a shorter last group', () => {
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
