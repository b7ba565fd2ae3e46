import { exampleAdminId, exampleAdminUser } from '@kmx/ui/examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { UserDetail, type UserDetailProps } from './UserDetail';

function props(overrides: Partial<UserDetailProps> = {}): UserDetailProps {
  return {
    localeCode: 'en',
    state: { kind: 'loaded', user: exampleAdminUser },
    listHref: '/en/mykomax/user-admin',
    adminId: exampleAdminId,
    adminOrganizationIds: ['org-cablecraft', 'org-ostara'],
    busy: false,
    failure: null,
    saved: false,
    onAccess: vi.fn(),
    onRemoveOrganization: vi.fn(),
    onDelete: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

const row = (application: string) =>
  screen.getByRole('rowheader', { name: application }).closest('tr') as HTMLElement;
const button = (name: RegExp | string) => screen.getByRole('button', { name });

describe('a user the administrator may see', () => {
  it('shows the profile, organisations with their member counts and every access', async () => {
    const { container } = renderWithPortalMessages(<UserDetail {...props()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('David Adler');
    expect(screen.getByRole('link', { name: 'Back to the user list' }).getAttribute('href')).toBe(
      '/en/mykomax/user-admin',
    );
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile.textContent).toContain('cablecraft-user-004@cablecraft.example');
    expect(profile.textContent).toContain('Germany');
    expect(profile.textContent).toContain('DACH');
    expect(profile.textContent).toContain('Enabled');
    expect(screen.getByRole('region', { name: 'Cablecraft Assemblies' }).textContent).toContain(
      '150 members',
    );
    const invited = row('Wire-flow');
    expect(invited.textContent).toContain('Jonas Wendel');
    expect(invited.textContent).toMatch(/Sent .*2026.*, expires .*2026/);
    expect(row('Inventory').textContent).toContain('David Adler');
    await expectAccessible(container);
  });

  it('offers the actions of the access matrix, each named after its row', () => {
    renderWithPortalMessages(<UserDetail {...props()} />);
    const names = (application: string) =>
      within(row(application))
        .queryAllByRole('button')
        .map((candidate) => candidate.textContent);
    expect(names('Service tickets')).toEqual(['Add application', 'Edit', 'Withdraw']);
    expect(names('Inventory')).toEqual(['Accept request', 'Deny']);
    expect(names('Wire-flow')).toEqual(['Resend invite', 'Withdraw']);
    expect(names('Direct online shop')).toEqual(['Send new invite']);
    expect(names('Wire master planning')).toEqual(['Grant access']);
    expect(names('Master data')).toEqual(['Grant access']);
    expect(button('Accept request: Inventory at Cablecraft Assemblies')).toBeTruthy();
  });

  it('sends a change that takes nothing away at once', () => {
    const onAccess = vi.fn();
    renderWithPortalMessages(<UserDetail {...props({ onAccess })} />);
    fireEvent.click(button('Accept request: Inventory at Cablecraft Assemblies'));
    expect(onAccess).toHaveBeenCalledWith({
      organizationId: 'org-cablecraft',
      application: 'assetdb',
      action: 'accept-request',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms a denial before sending it, and sends nothing on Cancel', () => {
    const onAccess = vi.fn();
    renderWithPortalMessages(<UserDetail {...props({ onAccess })} />);
    fireEvent.click(button('Deny: Inventory at Cablecraft Assemblies'));
    let dialog = screen.getByRole('dialog', { name: 'Deny the request?' });
    expect(dialog.textContent).toContain(
      'David Adler asked for Inventory at Cablecraft Assemblies',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onAccess).not.toHaveBeenCalled();
    fireEvent.click(button('Deny: Inventory at Cablecraft Assemblies'));
    dialog = screen.getByRole('dialog', { name: 'Deny the request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(onAccess).toHaveBeenCalledWith({
      organizationId: 'org-cablecraft',
      application: 'assetdb',
      action: 'deny',
    });
  });

  it('confirms withdrawing access', () => {
    const onAccess = vi.fn();
    renderWithPortalMessages(<UserDetail {...props({ onAccess })} />);
    fireEvent.click(button('Withdraw: Wire-flow at Cablecraft Assemblies'));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw access?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(onAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'withdraw' }));
  });

  it('edits a role in a dialog', () => {
    const onAccess = vi.fn();
    renderWithPortalMessages(<UserDetail {...props({ onAccess })} />);
    fireEvent.click(button('Edit: Service tickets at Cablecraft Assemblies'));
    const dialog = screen.getByRole('dialog', { name: 'Change the role' });
    const role = within(dialog).getByLabelText('Role') as HTMLSelectElement;
    expect(role.value).toBe('key-user');
    fireEvent.change(role, { target: { value: 'admin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onAccess).toHaveBeenCalledWith({
      organizationId: 'org-cablecraft',
      application: 'serviceticketing',
      action: 'edit',
      role: 'admin',
    });
  });

  it('adds an application that the organisation does not have yet, with its role', () => {
    const onAccess = vi.fn();
    renderWithPortalMessages(<UserDetail {...props({ onAccess })} />);
    fireEvent.click(button('Add application: Service tickets at Cablecraft Assemblies'));
    const dialog = screen.getByRole('dialog', { name: 'Add an application' });
    const application = within(dialog).getByLabelText('Application');
    expect(
      within(application)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Master data']);
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'key-user' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onAccess).toHaveBeenCalledWith({
      organizationId: 'org-cablecraft',
      application: 'mfpmds',
      action: 'add-application',
      role: 'key-user',
    });
  });

  it('removes an organisation after confirming, without a warning for another user', () => {
    const onRemoveOrganization = vi.fn();
    renderWithPortalMessages(<UserDetail {...props({ onRemoveOrganization })} />);
    fireEvent.click(button('Remove Ostara Kabeltechnik'));
    const dialog = screen.getByRole('dialog', { name: 'Remove the organisation?' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove organisation' }));
    expect(onRemoveOrganization).toHaveBeenCalledWith('org-ostara');
  });

  it("warns first when the removal takes the administrator's own rights", () => {
    const own = { ...exampleAdminUser, id: exampleAdminId };
    renderWithPortalMessages(<UserDetail {...props({ state: { kind: 'loaded', user: own } })} />);
    fireEvent.click(button('Remove Ostara Kabeltechnik'));
    const dialog = screen.getByRole('dialog', { name: 'Remove the organisation?' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'this removes your own administrator rights for Ostara Kabeltechnik',
    );
  });

  it('never offers administrators a raise of their own roles', () => {
    const own = { ...exampleAdminUser, id: exampleAdminId };
    renderWithPortalMessages(<UserDetail {...props({ state: { kind: 'loaded', user: own } })} />);
    expect(
      within(row('Service tickets'))
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Withdraw']);
    expect(
      within(row('Inventory'))
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Deny']);
  });

  it('offers nothing in an organisation the administrator does not administer', () => {
    renderWithPortalMessages(
      <UserDetail {...props({ adminOrganizationIds: ['org-cablecraft'] })} />,
    );
    expect(within(row('Master data')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Remove Ostara Kabeltechnik' })).toBeNull();
  });

  it('deletes the user after confirming', () => {
    const onDelete = vi.fn();
    renderWithPortalMessages(<UserDetail {...props({ onDelete })} />);
    fireEvent.click(button('Delete user'));
    const dialog = screen.getByRole('dialog', { name: 'Delete the user?' });
    expect(dialog.textContent).toContain('cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('ignores another change while one is on its way', () => {
    const onAccess = vi.fn();
    renderWithPortalMessages(<UserDetail {...props({ onAccess, busy: true })} />);
    fireEvent.click(button('Accept request: Inventory at Cablecraft Assemblies'));
    fireEvent.click(button('Deny: Inventory at Cablecraft Assemblies'));
    expect(onAccess).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a failure under the action's own title with the technical details", () => {
    renderWithPortalMessages(
      <UserDetail
        {...props({ failure: { action: 'deny', details: '409 This action is not offered' } })}
      />,
    );
    const alert = screen.getByRole('alert', { name: 'Denying the request failed' });
    expect(alert.textContent).toContain('409 This action is not offered');
  });

  it('has a title of its own for a failed deletion', () => {
    renderWithPortalMessages(
      <UserDetail {...props({ failure: { action: 'delete-user', details: '403' } })} />,
    );
    expect(screen.getByRole('alert', { name: 'Deleting the user failed' })).toBeTruthy();
  });

  it('says a saved change politely', () => {
    renderWithPortalMessages(<UserDetail {...props({ saved: true })} />);
    expect(screen.getByText('The change was saved.').getAttribute('aria-live')).toBe('polite');
  });
});

describe('a user the detail cannot show', () => {
  it('says "No permission to view" for a user out of reach', async () => {
    const { container } = renderWithPortalMessages(
      <UserDetail {...props({ state: { kind: 'noPermission' } })} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No permission to view');
    await expectAccessible(container);
  });

  it('gives the invalid-user loading error for an unknown id', () => {
    renderWithPortalMessages(<UserDetail {...props({ state: { kind: 'notFound' } })} />);
    expect(screen.getByRole('alert').textContent).toContain('This user could not be loaded');
  });

  it('offers a retry when loading failed', () => {
    const onRetry = vi.fn();
    renderWithPortalMessages(
      <UserDetail {...props({ onRetry, state: { kind: 'failed', details: 'timeout' } })} />,
    );
    fireEvent.click(button('Try again'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is busy while loading', () => {
    const { container } = renderWithPortalMessages(
      <UserDetail {...props({ state: { kind: 'loading' } })} />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('speaks German on a German page', () => {
    renderWithPortalMessages(
      <UserDetail {...props({ localeCode: 'de-ch', state: { kind: 'noPermission' } })} />,
      'de',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Benutzerliste' })).toBeTruthy();
  });
});
