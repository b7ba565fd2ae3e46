import { findPageById } from './page-lookup';

/** Where the product takes purges, and the secret it asks for. */
export interface PurgeEndpoint {
  readonly url: string;
  readonly secret: string;
}

/** The header the product reads the secret from (its README). */
const secretHeader = 'x-cache-purge-secret';
const noticeTimeoutMs = 2000;

/**
 * Tells the product when this content service's content changed, as a CMS's publish hook would:
 * `POST {url}` with the pages' ids and paths. The product's address is known only once it
 * listens, so it is given later (`use`); until then, and when the product does not answer,
 * nobody is told and the change shows when the caches expire.
 */
export class CachePurgeNotice {
  private endpoint: PurgeEndpoint | null = null;

  use(endpoint: PurgeEndpoint): void {
    this.endpoint = endpoint;
  }

  /** Settles once the product has answered (or could not be told); says whether it purged. */
  async pagesChanged(pageIds: readonly string[]): Promise<boolean> {
    const { endpoint } = this;
    if (endpoint === null) return false;
    const paths = pageIds.flatMap((id) => {
      const page = findPageById(id, 'DRAFT');
      return page === undefined ? [] : [page.path];
    });
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [secretHeader]: endpoint.secret },
        body: JSON.stringify({ ids: pageIds, paths }),
        signal: AbortSignal.timeout(noticeTimeoutMs),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }
}
