import type { PageAccessCheck } from './PageProtection';

/** Until a visitor has given the password, a protected page stays closed: the safe default. */
export class DenyingPageAccess implements PageAccessCheck {
  mayView(): boolean {
    return false;
  }
}
