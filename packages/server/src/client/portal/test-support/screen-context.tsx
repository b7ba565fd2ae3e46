import { portalServicesFromRoles, type PortalUser } from '@kmx/domain/portal';
import { messagesFor, MessagesProvider } from '@kmx/ui';
import { PortalMessagesProvider, portalMessagesFor } from '@kmx/ui/portal';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { DraftStore, type DraftStorage } from '../draft-store';
import type { IdmRequest } from '../idm-request';
import type { PortalApi } from '../portal-api';
import { PortalHistory } from '../portal-history';
import type { PortalScreenContext } from '../PortalScreenContext';
import type { PortalView } from '../PortalShell';

/** The portal page of an English site, as the server describes it to the browser. */
const testPortalView: PortalView = {
  kind: 'portal',
  language: 'en',
  homeHref: '/en',
  localeCode: 'en',
  siteName: 'Komax',
  links: { komaxDirectRegistration: 'https://direct.example.com/register' },
  signIn: {
    baseUrl: 'http://127.0.0.1/am',
    realmPath: 'alpha',
    clientId: 'kmx-portal',
    scope: 'openid',
    callbackPath: '/en/callback',
    silentCallbackPath: '/blank-callback',
  },
};

export interface TestScreenOptions {
  readonly view?: PortalView;
  readonly url: URL;
  readonly user: PortalUser;
  readonly api?: Partial<PortalApi>;
  readonly idm?: IdmRequest;
  /** The tab's session storage for drafts; none by default. */
  readonly storage?: DraftStorage | null;
  readonly replaceState?: () => void;
}

/** What a portal screen is given, with spies where the browser would act. */
export function testScreenContext(options: TestScreenOptions): PortalScreenContext {
  const { view = testPortalView, url, user, storage = null } = options;
  return {
    view,
    messages: portalMessagesFor('en'),
    user,
    services: portalServicesFromRoles(user.roles),
    api: (options.api ?? {}) as PortalApi,
    idm: options.idm ?? vi.fn(() => Promise.reject(new Error('no identity service in this test'))),
    history: new PortalHistory({
      location: { href: url.href },
      history: { pushState: vi.fn(), replaceState: options.replaceState ?? vi.fn() },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      scrollTo: vi.fn(),
    }),
    url,
    drafts: new DraftStore(() => storage),
    idToken: () => Promise.resolve('id.token'),
    uploadRequest: () => {
      throw new Error('no uploads here');
    },
    leaveTo: vi.fn(),
    report: vi.fn(),
    signOut: vi.fn(),
    refreshUser: vi.fn(),
  };
}

/** Renders a screen in English into a fresh container of the document. */
export function renderScreen(screen: ReactNode): { root: Root; container: HTMLDivElement } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <MessagesProvider messages={messagesFor('en')}>
        <PortalMessagesProvider messages={portalMessagesFor('en')}>{screen}</PortalMessagesProvider>
      </MessagesProvider>,
    );
  });
  return { root, container };
}

/** Lets answers already given (resolved promises) arrive and React render them; no clock involved. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 6; round += 1) {
    await act(() => Promise.resolve());
  }
}
