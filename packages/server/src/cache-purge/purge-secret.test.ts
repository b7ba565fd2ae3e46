import { describe, expect, it } from 'vitest';
import { purgeSecretFor } from './purge-secret';

const noUpstreams = {
  contentUrl: undefined,
  catalogueUrl: undefined,
  ticketingUrl: undefined,
  searchUrl: undefined,
  inventoryUrl: undefined,
  wireFlowUrl: undefined,
};
const everyUpstream = {
  contentUrl: 'https://cms.example',
  catalogueUrl: 'https://catalogue.example',
  ticketingUrl: 'https://tickets.example',
  searchUrl: 'https://search.example',
  inventoryUrl: 'https://inventory.example',
  wireFlowUrl: 'https://downloads.example',
};
const configured = 'c'.repeat(32);

describe('purgeSecretFor', () => {
  it('is CACHE_PURGE_SECRET when set, sandbox or not', () => {
    expect(purgeSecretFor({ ...noUpstreams, cachePurgeSecret: configured })).toBe(configured);
    expect(purgeSecretFor({ ...everyUpstream, cachePurgeSecret: configured })).toBe(configured);
  });

  it('is a drawn one while the embedded sandbox runs without it', () => {
    expect(purgeSecretFor({ ...noUpstreams, cachePurgeSecret: undefined }, () => 'drawn')).toBe(
      'drawn',
    );
    const [one, two] = [1, 2].map(() =>
      purgeSecretFor({ ...noUpstreams, cachePurgeSecret: undefined }),
    );
    expect(one).toHaveLength(43);
    expect(one).not.toBe(two);
  });

  it('is none with every upstream configured and no secret', () => {
    expect(purgeSecretFor({ ...everyUpstream, cachePurgeSecret: undefined })).toBeNull();
  });
});
