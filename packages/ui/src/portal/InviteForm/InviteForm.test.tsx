import { exampleAdminOrganizations, exampleSentInvite } from '@kmx/ui/examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { InviteForm, type InviteFormProps } from './InviteForm';

function props(overrides: Partial<InviteFormProps> = {}): InviteFormProps {
  return {
    localeCode: 'en',
    organizations: exampleAdminOrganizations,
    state: { kind: 'editing' },
    onSubmit: vi.fn(),
    onAnother: vi.fn(),
    ...overrides,
  };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('the invite', () => {
  it('sends the e-mail, organisation, application and role', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithPortalMessages(<InviteForm {...props({ onSubmit })} />);
    fireEvent.change(field('E-mail'), { target: { value: ' new.colleague@cablecraft.example ' } });
    fireEvent.change(field('Organisation'), { target: { value: 'org-ostara' } });
    fireEvent.change(field('Application'), { target: { value: 'assetdb' } });
    fireEvent.change(field('Role'), { target: { value: 'key-user' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'new.colleague@cablecraft.example',
      organizationId: 'org-ostara',
      application: 'assetdb',
      role: 'key-user',
    });
    await expectAccessible(container);
  });

  it('checks on submit: a summary that links each problem to its field, and sends nothing', () => {
    const onSubmit = vi.fn();
    renderWithPortalMessages(<InviteForm {...props({ onSubmit })} />);
    fireEvent.change(field('E-mail'), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter a valid e-mail address.', 'Please choose an organisation.']);
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect((field('E-mail') as HTMLInputElement).value).toBe('not an address');
  });

  it('takes the one organisation an administrator has without asking', () => {
    const onSubmit = vi.fn();
    renderWithPortalMessages(
      <InviteForm {...props({ onSubmit, organizations: exampleAdminOrganizations.slice(0, 1) })} />,
    );
    fireEvent.change(field('E-mail'), { target: { value: 'a.b@cablecraft.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ organizationId: 'org-cablecraft' }),
    );
  });

  it('sends once while busy', () => {
    const onSubmit = vi.fn();
    renderWithPortalMessages(<InviteForm {...props({ onSubmit, state: { kind: 'busy' } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sending the invite…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "User already exists" with a link to the profile, keeping what was typed', () => {
    const { rerender } = renderWithPortalMessages(<InviteForm {...props()} />);
    fireEvent.change(field('E-mail'), { target: { value: 'anna@cablecraft.example' } });
    rerender(
      <InviteForm
        {...props({ state: { kind: 'exists', userHref: '/en/mykomax/user-admin/u-7' } })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('User already exists');
    expect(
      within(alert).getByRole('link', { name: "Open the user's profile" }).getAttribute('href'),
    ).toBe('/en/mykomax/user-admin/u-7');
    expect((field('E-mail') as HTMLInputElement).value).toBe('anna@cablecraft.example');
  });

  it('gives no link to a user out of reach', () => {
    renderWithPortalMessages(
      <InviteForm {...props({ state: { kind: 'exists', userHref: null } })} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('do not administer');
    expect(screen.queryByRole('link', { name: "Open the user's profile" })).toBeNull();
  });

  it("shows the service's refusal of the e-mail on its field, in the page's words", () => {
    renderWithPortalMessages(
      <InviteForm
        {...props({
          state: {
            kind: 'invalid',
            emailProblem: { code: 'VALID_EMAIL_ADDRESS_FORMAT', params: {} },
          },
        })}
      />,
    );
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Please enter a valid e-mail address.').length).toBeGreaterThan(0);
  });

  it('shows any other failure with the technical details', () => {
    renderWithPortalMessages(
      <InviteForm
        {...props({
          state: { kind: 'failed', details: '403 You do not administer this organisation' },
        })}
      />,
    );
    const alert = screen.getByRole('alert', { name: 'The invite could not be sent' });
    expect(alert.textContent).toContain('403 You do not administer this organisation');
  });

  it('shows a sent invite with when it was sent and when it expires', async () => {
    const onAnother = vi.fn();
    const { container } = renderWithPortalMessages(
      <InviteForm
        {...props({
          onAnother,
          state: {
            kind: 'sent',
            invite: exampleSentInvite,
            userHref: '/en/mykomax/user-admin/u-new',
          },
        })}
      />,
    );
    const sent = screen.getByRole('status');
    expect(sent.textContent).toContain(
      'An invite to Service tickets was sent to new.colleague@cablecraft.example.',
    );
    const times = [...sent.querySelectorAll('time')].map((time) => time.getAttribute('dateTime'));
    expect(times).toEqual(['2026-03-14T12:00:00Z', '2026-03-21T12:00:00Z']);
    expect(sent.textContent).toContain('Expires');
    fireEvent.click(screen.getByRole('button', { name: 'Invite another user' }));
    expect(onAnother).toHaveBeenCalledTimes(1);
    await expectAccessible(container);
  });

  it('speaks German on a German page', () => {
    renderWithPortalMessages(<InviteForm {...props({ localeCode: 'de-ch' })} />, 'de');
    expect(screen.getByRole('button', { name: 'Einladung senden' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Inventar' })).toBeTruthy();
  });
});
