import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { PasswordForm, type PasswordFormProps } from './PasswordForm';

function props(overrides: Partial<PasswordFormProps> = {}): PasswordFormProps {
  return {
    editable: true,
    busy: false,
    changes: 0,
    failure: null,
    onSubmit: vi.fn(),
    ...overrides,
  };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const change = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

function fill() {
  type('Current password', 'Demo-2026!profile');
  type('New password', 'Harbour-2027!');
  type('Confirm the new password', 'Harbour-2027!');
}

describe('given the password form', () => {
  it('shows the rules before anything is typed, tied to the new password', async () => {
    const { container } = renderWithPortalMessages(<PasswordForm {...props()} />);
    expect(container.textContent).toContain('at least one capital letter');
    const rules = field('New password').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(rules)?.textContent).toContain('at least one digit');
    await expectAccessible(container);
  });

  it('asks for each missing field and for the same new password twice', () => {
    const onSubmit = vi.fn();
    renderWithPortalMessages(<PasswordForm {...props({ onSubmit })} />);
    change();
    expect(screen.getByRole('link', { name: 'Please enter your current password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Please enter a new password' })).toBeTruthy();
    type('Current password', 'a');
    type('New password', 'Harbour-2027!');
    type('Confirm the new password', 'Harbour-2027?');
    change();
    expect(
      screen.getByRole('link', { name: 'The two new passwords are not the same' }),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the current and the new password', () => {
    const onSubmit = vi.fn();
    renderWithPortalMessages(<PasswordForm {...props({ onSubmit })} />);
    fill();
    change();
    expect(onSubmit).toHaveBeenCalledWith({ current: 'Demo-2026!profile', next: 'Harbour-2027!' });
  });

  it('shows a wrong current password on its field, policy codes on the new one', () => {
    const { rerender } = renderWithPortalMessages(<PasswordForm {...props()} />);
    fill();
    change();
    rerender(<PasswordForm {...props({ failure: { kind: 'reauth' } })} />);
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('link', { name: 'Your current password is not correct' })).toBeTruthy();
    rerender(
      <PasswordForm
        {...props({
          failure: {
            kind: 'policy',
            fields: new Map([
              [
                'next',
                [
                  { code: 'MIN_LENGTH', params: { minLength: '8' } },
                  { code: 'AT_LEAST_X_NUMBERS', params: { numNums: '1' } },
                ],
              ],
            ]),
          },
        })}
      />,
    );
    expect(
      screen.getByRole('link', {
        name: 'Please enter at least 8 characters. Use at least this many digits: 1.',
      }),
    ).toBeTruthy();
    expect(field('New password').value).toBe('Harbour-2027!');
  });

  it('empties the fields and says so once the change is confirmed', () => {
    const { rerender } = renderWithPortalMessages(<PasswordForm {...props()} />);
    fill();
    change();
    rerender(<PasswordForm {...props({ changes: 1 })} />);
    expect(field('Current password').value).toBe('');
    expect(field('New password').value).toBe('');
    expect(screen.getByRole('status').textContent).toContain('Your password has been changed.');
  });

  it('shows another failure with its details', () => {
    renderWithPortalMessages(
      <PasswordForm
        {...props({ failure: { kind: 'error', failure: 'timeout', serviceMessage: '' } })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('An error has occurred');
    expect(screen.getByText('The identity service did not answer in time.')).toBeTruthy();
  });
});

describe('given an internal employee', () => {
  it('says why there is no form, in German', () => {
    const { container } = renderWithPortalMessages(
      <PasswordForm {...props({ editable: false })} />,
      'de',
    );
    expect(screen.queryByLabelText('Aktuelles Passwort')).toBeNull();
    expect(container.textContent).toContain('Ihr Passwort wird intern verwaltet.');
  });
});
