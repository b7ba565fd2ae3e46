import type { Page } from '@kmx/domain/content';
import type { Request } from 'express';

/**
 * Spec public-site 2.3: whether this visitor may see a protected page. Access given by the password
 * gate is remembered in a signed HttpOnly cookie, so the check reads only the request.
 */
export interface PageAccessCheck {
  /** Reads only what the access depends on, so a protected page's file can be checked too. */
  mayView(request: Request, page: Pick<Page, 'siteId' | 'url' | 'protection'>): boolean;
}
