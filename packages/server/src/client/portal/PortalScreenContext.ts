import type { PortalServices, PortalUser } from '@kmx/domain/portal';
import type { PortalMessages } from '@kmx/ui/portal';
import type { UploadRequest } from './attachment-upload';
import type { DraftStore } from './draft-store';
import type { IdmRequest } from './idm-request';
import type { PortalApi } from './portal-api';
import type { PortalHistory } from './portal-history';
import type { PortalView } from './PortalShell';

/** What every portal screen is given: the signed-in user, the endpoints, the address bar. */
export interface PortalScreenContext {
  readonly view: PortalView;
  readonly messages: PortalMessages;
  readonly user: PortalUser;
  readonly services: PortalServices;
  readonly api: PortalApi;
  /** The identity-management service on this origin (`/openidm/…`), with the access token. */
  readonly idm: IdmRequest;
  readonly history: PortalHistory;
  /** The address shown now. */
  readonly url: URL;
  readonly drafts: DraftStore;
  /** The user's ID token, renewed when due: for uploads, which do not go through `api`. */
  readonly idToken: () => Promise<string>;
  /** A new upload request (an `XMLHttpRequest` in the browser). */
  readonly uploadRequest: () => UploadRequest;
  /** Sends the browser to an address of this origin outside the app (a signed download). */
  readonly leaveTo: (href: string) => void;
  /** Says what failed, for the console; never a token. */
  readonly report: (message: string, error: unknown) => void;
  /** Spec portal 4: signs this tab and every other out. */
  readonly signOut: () => void;
  /** Reads the user info again (after a grant, a saved profile), so new roles show at once. */
  readonly refreshUser: () => void;
}
