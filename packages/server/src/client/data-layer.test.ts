import { pageViewEvent } from '@kmx/domain/browser';
import { describe, expect, it } from 'vitest';
import { pushToDataLayer, type DataLayerHost } from './data-layer';

const event = pageViewEvent('/en/company', 'Company', {
  kind: 'error',
  language: 'en',
  homeHref: '/en',
});

describe('the data layer', () => {
  it('is created when missing and gets the kudex.page-view event', () => {
    const host: DataLayerHost = {};
    pushToDataLayer(host, event);
    expect(host.dataLayer).toEqual([
      {
        event: 'kudex.page-view',
        page: { path: '/en/company', title: 'Company', language: 'en', site: null },
      },
    ]);
  });

  it('keeps what analytics tags pushed before', () => {
    const earlier = { event: 'gtm.js' };
    const host: DataLayerHost = { dataLayer: [earlier] };
    pushToDataLayer(host, event);
    expect(host.dataLayer).toEqual([earlier, event]);
  });

  it('replaces something that is no list', () => {
    const host: DataLayerHost = { dataLayer: 'broken' };
    pushToDataLayer(host, event);
    expect(host.dataLayer).toEqual([event]);
  });
});
