// @vitest-environment happy-dom
import type { PortalUser } from '@kmx/domain/portal';
import { act } from 'react';
import { type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IdmRequestError, type IdmCall, type IdmRequest } from '../idm-request';
import { UserAdminScreen } from './UserAdminScreen';
import { UserScreen } from './UserScreen';
import { renderScreen, settle, testScreenContext } from '../test-support/screen-context';

let root: Root | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const jonas: PortalUser = {
  id: 'org-admin-external',
  firstName: 'Jonas',
  lastName: 'Wendel',
  fullName: 'Jonas Wendel',
  email: 'jonas.wendel@cablecraft.example',
  initials: 'JW',
  roles: ['kmx_delegatedadmin_extern'],
  populated: true,
  isDelegatedAdminInternal: false,
  isDelegatedAdminExternal: true,
};

const organisations = {
  result: [{ _id: 'org-cablecraft', name: 'Cablecraft Assemblies' }],
  totalPagedResults: 1,
};

const member = {
  _id: 'cablecraft-user-003',
  givenName: 'Clara',
  sn: 'Adler',
  mail: 'cablecraft-user-003@cablecraft.example',
  accountStatus: 'active',
  memberOfOrgIDs: ['org-cablecraft'],
  applications: [
    {
      application: 'artemis',
      organisationId: 'org-cablecraft',
      role: 'user',
      status: 'pending',
      requestedBy: 'cablecraft-user-003',
      requestDate: '2026-03-01T00:00:00.000Z',
    },
  ],
};

type Answer = (path: string, init: IdmCall) => unknown;

/** An identity service that answers by path; a thrown answer is the service's refusal. */
function fakeIdm(answer: Answer) {
  return vi.fn<IdmRequest>((path, init = {}) => {
    try {
      return Promise.resolve(answer(path, init));
    } catch (error) {
      return Promise.reject(error);
    }
  });
}

async function show(path: string, idm: IdmRequest, screen: 'list' | 'user') {
  const url = new URL(`http://127.0.0.1${path}`);
  const portal = testScreenContext({ url, user: jonas, idm });
  root = renderScreen(
    screen === 'list' ? (
      <UserAdminScreen portal={portal} />
    ) : (
      <UserScreen portal={portal} id="cablecraft-user-003" />
    ),
  ).root;
  await settle();
  return portal;
}

function click(element: Element | null | undefined) {
  act(() => (element as HTMLElement).click());
}

function byText(selector: string, text: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(selector)].find(
    (element) => element.textContent === text,
  );
}

describe('the user detail screen', () => {
  it('accepts a request, reads the user again and refreshes the signed-in user', async () => {
    let status = 'pending';
    const idm = fakeIdm((path) => {
      if (path.startsWith('/openidm/managed/alpha_organization')) return organisations;
      if (path.endsWith('?_action=access')) {
        status = 'active';
        return member;
      }
      if (path === '/openidm/managed/alpha_user/cablecraft-user-003') {
        return { ...member, applications: [{ ...member.applications[0], status }] };
      }
      return { result: [], totalPagedResults: 12 };
    });
    const portal = await show('/en/mykomax/user-admin/cablecraft-user-003', idm, 'user');
    expect(document.querySelector('h1')?.textContent).toBe('Clara Adler');
    expect(document.title).toBe('Clara Adler | Komax');
    expect(document.body.textContent).toContain('12 members');
    click(document.querySelector('[aria-label^="Accept request: Wire-flow"]'));
    await settle();
    expect(idm).toHaveBeenCalledWith(
      '/openidm/managed/alpha_user/cablecraft-user-003?_action=access',
      {
        method: 'POST',
        body: {
          organisationId: 'org-cablecraft',
          application: 'artemis',
          action: 'accept-request',
        },
      },
    );
    expect(document.querySelector('.access-status')?.textContent).toBe('Active');
    expect(portal.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('shows a refused change under its own title, with the technical details', async () => {
    const idm = fakeIdm((path) => {
      if (path.startsWith('/openidm/managed/alpha_organization')) return organisations;
      if (path.endsWith('?_action=access')) {
        throw new IdmRequestError(
          409,
          'x',
          'This action is not offered for this access',
          new Map(),
        );
      }
      if (path === '/openidm/managed/alpha_user/cablecraft-user-003') return member;
      return { result: [], totalPagedResults: 1 };
    });
    const portal = await show('/en/mykomax/user-admin/cablecraft-user-003', idm, 'user');
    click(document.querySelector('[aria-label^="Accept request: Wire-flow"]'));
    await settle();
    const alert = document.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Accepting the request failed');
    expect(alert?.textContent).toContain('409 This action is not offered for this access');
    expect(portal.refreshUser).not.toHaveBeenCalled();
  });

  it('says "No permission to view" for a 403 and the invalid-user error for a 404', async () => {
    const refuse = (status: number) =>
      fakeIdm((path) => {
        if (path.startsWith('/openidm/managed/alpha_organization')) return organisations;
        throw new IdmRequestError(
          status,
          'x',
          status === 403 ? 'Access denied' : 'Object not found',
          new Map(),
        );
      });
    await show('/en/mykomax/user-admin/cablecraft-user-003', refuse(403), 'user');
    expect(document.querySelector('h1')?.textContent).toBe('No permission to view');
    act(() => root?.unmount());
    document.body.innerHTML = '';
    await show('/en/mykomax/user-admin/cablecraft-user-003', refuse(404), 'user');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'This user could not be loaded',
    );
  });
});

describe('the user list screen', () => {
  it('lists the users of the address with the waiting requests counted', async () => {
    const idm = fakeIdm((path) => {
      if (path.startsWith('/openidm/managed/alpha_organization')) return organisations;
      const filter = new URL(path, 'http://127.0.0.1').searchParams.get('_queryFilter');
      if (filter === '/applications/status eq "pending"')
        return { result: [], totalPagedResults: 4 };
      return { result: [member], totalPagedResults: 1 };
    });
    await show('/en/mykomax/user-admin?q=clara', idm, 'list');
    expect(document.body.textContent).toContain('4 requests are waiting for you');
    expect(byText('a', 'Clara Adler')?.getAttribute('href')).toBe(
      '/en/mykomax/user-admin/cablecraft-user-003',
    );
    const list = idm.mock.calls.find(([path]) => path.includes('_pageSize=25'));
    expect(new URL(list?.[0] ?? '', 'http://127.0.0.1').searchParams.get('_queryFilter')).toBe(
      '(/givenName co "clara" or /sn co "clara" or /mail co "clara")',
    );
  });

  it('says "User already exists" with a link found by the e-mail', async () => {
    const idm = fakeIdm((path) => {
      if (path.startsWith('/openidm/managed/alpha_organization')) return organisations;
      if (path.endsWith('?_action=invite')) {
        throw new IdmRequestError(
          403,
          'x',
          'Policy validation failed',
          new Map([['mail', [{ code: 'UNIQUE', params: {} }]]]),
        );
      }
      const filter = new URL(path, 'http://127.0.0.1').searchParams.get('_queryFilter');
      if (filter === '/mail eq "cablecraft-user-003@cablecraft.example"') {
        return { result: [{ _id: 'cablecraft-user-003' }], totalPagedResults: 1 };
      }
      return { result: [member], totalPagedResults: 1 };
    });
    await show('/en/mykomax/user-admin', idm, 'list');
    click(byText('button', 'Invite user'));
    const email = document.querySelector<HTMLInputElement>('input[type="email"]');
    act(() => {
      if (email === null) return;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(email, 'cablecraft-user-003@cablecraft.example');
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    click(byText('button', 'Send invite'));
    await settle();
    const link = byText('a', "Open the user's profile");
    expect(link?.getAttribute('href')).toBe('/en/mykomax/user-admin/cablecraft-user-003');
    expect(document.body.textContent).toContain('User already exists');
  });
});
