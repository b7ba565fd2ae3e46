// @vitest-environment happy-dom
import type { PortalUser } from '@kmx/domain/portal';
import { act } from 'react';
import { type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IdmRequestError, type IdmCall } from '../idm-request';
import { AccountScreen } from './AccountScreen';
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

const tomas: PortalUser = {
  id: 'account-profile',
  firstName: 'Tomas',
  lastName: 'Ruiz',
  fullName: 'Tomas Ruiz',
  email: 'tomas.ruiz@voltline.example',
  initials: 'TR',
  roles: ['kmx_int_serviceticketing_active'],
  populated: true,
  isDelegatedAdminInternal: false,
  isDelegatedAdminExternal: false,
};

const record = {
  _id: 'account-profile',
  givenName: 'Tomas',
  sn: 'Ruiz',
  mail: 'tomas.ruiz@voltline.example',
  mfaEnabled: false,
};

type Answer = (path: string, init: IdmCall) => Promise<unknown>;

/** Session storage of one tab, kept across the screen's remounts. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function show(answer: Answer, user: PortalUser = tomas, storage = tabStorage()) {
  const idm = vi.fn((path: string, init: IdmCall = {}) => answer(path, init));
  const url = new URL('http://127.0.0.1/en/mykomax/account');
  const portal = testScreenContext({ url, user, idm, storage });
  const rendered = renderScreen(<AccountScreen portal={portal} />);
  root = rendered.root;
  const { container } = rendered;
  return { ...portal, idm, container };
}

function input(label: string): HTMLInputElement {
  const found = [...document.querySelectorAll('label')].find((item) => item.textContent === label);
  const control = document.getElementById(found?.htmlFor ?? '');
  if (!(control instanceof HTMLInputElement)) throw new Error(`No field ${label}`);
  return control;
}

function type(control: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function click(text: string) {
  const button = [...document.querySelectorAll('button')].find((item) => item.textContent === text);
  if (button === undefined) throw new Error(`No button ${text}`);
  act(() => button.click());
}

describe('the account screen', () => {
  it("loads the user's own record and saves a changed profile, then reads the user again", async () => {
    const portal = show((_path, init) =>
      Promise.resolve(init.method === 'PATCH' ? { ...record, givenName: 'Tomás' } : record),
    );
    await settle();
    expect(document.title).toBe('Account settings | Komax');
    expect(input('First name').value).toBe('Tomas');
    type(input('First name'), 'Tomás');
    click('Save profile');
    await settle();
    expect(portal.idm).toHaveBeenLastCalledWith('/openidm/managed/alpha_user/account-profile', {
      method: 'PATCH',
      body: [{ operation: 'replace', field: '/givenName', value: 'Tomás' }],
    });
    expect(document.body.textContent).toContain('Your profile has been saved.');
    expect(portal.refreshUser).toHaveBeenCalledOnce();
  });

  it('keeps what was typed and names the failure when the service refuses', async () => {
    show((_path, init) =>
      init.method === 'PATCH'
        ? Promise.reject(
            new IdmRequestError(
              403,
              'refused',
              'Policy validation failed',
              new Map([['givenName', [{ code: 'VALID_NAME_FORMAT', params: {} }]]]),
            ),
          )
        : Promise.resolve(record),
    );
    await settle();
    type(input('First name'), 'T0mas');
    click('Save profile');
    await settle();
    expect(input('First name').value).toBe('T0mas');
    expect(input('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('Please enter a valid name.');
    expect(document.title).toBe('Error: Account settings | Komax');
  });

  it('brings back what was typed and not saved after a reload, and forgets it once saved', async () => {
    const storage = tabStorage();
    show(() => Promise.resolve(record), tomas, storage);
    await settle();
    type(input('City'), 'Lörrach');
    act(() => root?.unmount());
    document.body.innerHTML = '';
    const portal = show(() => Promise.resolve(record), tomas, storage);
    await settle();
    expect(input('City').value).toBe('Lörrach');
    click('Save profile');
    await settle();
    expect(portal.idm).toHaveBeenLastCalledWith('/openidm/managed/alpha_user/account-profile', {
      method: 'PATCH',
      body: [{ operation: 'replace', field: '/city', value: 'Lörrach' }],
    });
    expect(storage.getItem('kmx-portal-draft:account-profile:account-profile')).toBeNull();
  });

  it('offers a retry when the account cannot be loaded', async () => {
    let calls = 0;
    show(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new IdmRequestError('network', 'x', '', new Map()))
        : Promise.resolve(record);
    });
    await settle();
    expect(document.body.textContent).toContain('Your account could not be loaded.');
    click('Try again');
    await settle();
    expect(input('Last name').value).toBe('Ruiz');
  });

  it('shows an internal employee profile and password read-only, with the device reset', async () => {
    const ines: PortalUser = {
      ...tomas,
      id: 'internal-employee',
      email: 'ines.kessler@example.com',
      roles: ['kmx_delegatedadmin_intern'],
      isDelegatedAdminInternal: true,
    };
    const portal = show(
      (path) =>
        Promise.resolve({
          ...record,
          _id: 'internal-employee',
          mfaEnabled: !path.includes('resetTotp'),
        }),
      ines,
    );
    await settle();
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(0);
    expect(document.querySelector('input[name="firstName"]')).toBeNull();
    expect(document.body.textContent).toContain('Your account is managed internally');
    expect(document.body.textContent).not.toContain('Delete my account');
    click('Reset the device');
    click('Yes, reset the device');
    await settle();
    expect(portal.idm).toHaveBeenLastCalledWith(
      '/openidm/managed/alpha_user/internal-employee?_action=resetTotp',
      { method: 'POST', body: {} },
    );
    expect(document.body.textContent).toContain('Your device has been reset.');
  });

  it('signs out once the account is deleted', async () => {
    const portal = show(() => Promise.resolve(record));
    await settle();
    click('Delete my account');
    type(
      input('To confirm, type your e-mail address: tomas.ruiz@voltline.example'),
      'tomas.ruiz@voltline.example',
    );
    click('Delete my account for good');
    await settle();
    expect(portal.idm).toHaveBeenLastCalledWith('/openidm/managed/alpha_user/account-profile', {
      method: 'DELETE',
    });
    expect(portal.signOut).toHaveBeenCalledOnce();
  });
});
