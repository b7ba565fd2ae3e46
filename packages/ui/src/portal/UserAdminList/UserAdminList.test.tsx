import type { UserAdminQuery } from '@kmx/domain/portal';
import { userAdminSearch } from '@kmx/domain/portal';
import {
  exampleAdminOrganizations,
  exampleAdminUserPage,
  exampleUserAdminQuery,
} from '@kmx/ui/examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { UserAdminList, type UserAdminListProps } from './UserAdminList';

const hrefFor = (query: UserAdminQuery) => `/en/mykomax/user-admin${userAdminSearch(query)}`;

function props(overrides: Partial<UserAdminListProps> = {}): UserAdminListProps {
  return {
    localeCode: 'en',
    query: exampleUserAdminQuery,
    state: { kind: 'loaded', page: exampleAdminUserPage },
    organizations: exampleAdminOrganizations,
    pending: 3,
    hrefFor,
    userHref: (id) => `/en/mykomax/user-admin/${id}`,
    onQueryChange: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

const emptyPage = { ...exampleAdminUserPage, items: [], total: 0 };

describe('given a page of users', () => {
  it('shows one row a user, with the columns of spec portal 3 and a link to the detail', async () => {
    const { container } = renderWithPortalMessages(<UserAdminList {...props()} />);
    const table = screen.getByRole('table', { name: 'Users of your organisations' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'E-mail',
      'Organisation',
      'Application',
      'Role',
      'Status',
      'Sub region',
      'Country',
      'City',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    const clara = rows[3] as HTMLElement;
    expect(within(clara).getByRole('link', { name: 'Clara Adler' }).getAttribute('href')).toBe(
      '/en/mykomax/user-admin/cablecraft-user-003',
    );
    expect(clara.textContent).toContain('cablecraft-user-003@cablecraft.example');
    expect(clara.textContent).toContain('Cablecraft Assemblies');
    expect(clara.textContent).toContain('Wire-flow');
    expect(clara.textContent).toContain('Austria');
    expect(within(clara).getByText('Access requested').className).toContain(
      'access-status--pending',
    );
    expect(screen.getByText('163 users')).toBeTruthy();
    await expectAccessible(container);
  });

  it('names an invitee without a name by their e-mail, and lists every access of a user', () => {
    renderWithPortalMessages(<UserAdminList {...props()} />);
    expect(
      screen.getByRole('link', { name: 'cablecraft-user-001@cablecraft.example' }),
    ).toBeTruthy();
    const david = screen.getByRole('link', { name: 'David Adler' }).closest('tr') as HTMLElement;
    expect(within(david).getAllByText(/./, { selector: '.access-status' })).toHaveLength(6);
    expect(david.textContent).toContain('Key user');
    expect(david.textContent).toContain('(Ostara Kabeltechnik)');
  });

  it('marks the sorted column with aria-sort and only that one', () => {
    const { container } = renderWithPortalMessages(
      <UserAdminList {...props({ query: { ...exampleUserAdminQuery, sort: 'email:asc' } })} />,
    );
    const sorted = container.querySelectorAll('th[aria-sort]');
    expect(sorted).toHaveLength(1);
    expect(sorted[0]?.textContent).toBe('E-mail');
  });

  it('sorts by a column from its header: name flips, e-mail goes A to Z', () => {
    const onQueryChange = vi.fn();
    renderWithPortalMessages(<UserAdminList {...props({ onQueryChange })} />);
    const table = screen.getByRole('table');
    const name = within(table).getByRole('link', { name: 'Name' });
    expect(name.getAttribute('href')).toBe('/en/mykomax/user-admin?sort=name:desc');
    fireEvent.click(name);
    expect(onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ sort: 'name:desc', page: 1 }),
    );
    expect(within(table).getByRole('link', { name: 'E-mail' })).toBeTruthy();
    expect(within(table).queryByRole('link', { name: 'Status' })).toBeNull();
  });

  it('counts the waiting requests and shows them in one click', () => {
    const onQueryChange = vi.fn();
    renderWithPortalMessages(<UserAdminList {...props({ onQueryChange })} />);
    expect(screen.getByText('3 requests are waiting for you')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Show the waiting requests' });
    expect(link.getAttribute('href')).toBe('/en/mykomax/user-admin?status=pending');
    fireEvent.click(link);
    expect(onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'pending', sort: 'name:asc', page: 1 }),
    );
  });

  it('says when no request waits', () => {
    renderWithPortalMessages(<UserAdminList {...props({ pending: 0 })} />);
    expect(screen.getByText('No requests are waiting for you.')).toBeTruthy();
  });

  it('reads the filters, search and sort from its form and starts at page 1', () => {
    const onQueryChange = vi.fn();
    renderWithPortalMessages(
      <UserAdminList {...props({ onQueryChange, query: { ...exampleUserAdminQuery, page: 3 } })} />,
    );
    const form = screen.getByRole('search', { name: 'Filter the users' });
    fireEvent.change(within(form).getByLabelText('Name or e-mail'), { target: { value: 'adler' } });
    fireEvent.change(within(form).getByLabelText('Status'), {
      target: { value: 'invite-expired' },
    });
    fireEvent.change(within(form).getByLabelText('Organisation'), {
      target: { value: 'org-ostara' },
    });
    fireEvent.change(within(form).getByLabelText('Application'), { target: { value: 'assetdb' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'key-user' } });
    fireEvent.change(within(form).getByLabelText('Sort by'), { target: { value: 'name:desc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show users' }));
    expect(onQueryChange).toHaveBeenCalledWith({
      status: 'invite-expired',
      organization: 'org-ostara',
      application: 'assetdb',
      role: 'key-user',
      text: 'adler',
      sort: 'name:desc',
      page: 1,
    });
  });

  it('offers only the sorts it is given', () => {
    renderWithPortalMessages(<UserAdminList {...props({ sorts: ['name:asc', 'email:asc'] })} />);
    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sorted by name, A to Z', 'Sorted by e-mail, A to Z']);
  });

  it('pages through the users by the address', () => {
    const onQueryChange = vi.fn();
    renderWithPortalMessages(<UserAdminList {...props({ onQueryChange })} />);
    const next = screen.getByRole('link', { name: /Next/ });
    expect(next.getAttribute('href')).toBe('/en/mykomax/user-admin?page=2');
    fireEvent.click(next);
    expect(onQueryChange).toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));
  });

  it('opens the invite in a panel from its button', () => {
    renderWithPortalMessages(<UserAdminList {...props({ invite: <p>The invite form</p> })} />);
    const open = screen.getByRole('button', { name: 'Invite user' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('The invite form')).toBeNull();
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('The invite form')).toBeTruthy();
  });
});

describe('the other states', () => {
  it('is busy with placeholder rows while loading', () => {
    const { container } = renderWithPortalMessages(
      <UserAdminList {...props({ state: { kind: 'loading' }, pending: null })} />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Loading the users…')).toBeTruthy();
    expect(container.querySelectorAll('.ticket-table__placeholder')).toHaveLength(5);
  });

  it('says there are no users yet, without filters', () => {
    renderWithPortalMessages(
      <UserAdminList {...props({ state: { kind: 'loaded', page: emptyPage } })} />,
    );
    expect(screen.getByRole('heading', { name: 'No users yet' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('offers to clear filters that find nobody', () => {
    const onQueryChange = vi.fn();
    renderWithPortalMessages(
      <UserAdminList
        {...props({
          onQueryChange,
          query: { ...exampleUserAdminQuery, text: 'nobody' },
          state: { kind: 'loaded', page: emptyPage },
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No users match these filters' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('link', { name: 'Clear filters' })[0] as HTMLElement);
    expect(onQueryChange).toHaveBeenCalledWith(expect.objectContaining({ text: null, page: 1 }));
  });

  it('shows the failure with its technical details and a retry', () => {
    const onRetry = vi.fn();
    renderWithPortalMessages(
      <UserAdminList
        {...props({ onRetry, state: { kind: 'failed', details: '503 Unavailable' } })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('503 Unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks German on a German page', () => {
    renderWithPortalMessages(<UserAdminList {...props({ localeCode: 'de-ch' })} />, 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Benutzerverwaltung');
    expect(screen.getByText('3 Anfragen warten auf Sie')).toBeTruthy();
    expect(screen.getByText('163 Benutzer')).toBeTruthy();
    expect(screen.getByText('Österreich')).toBeTruthy();
  });
});
