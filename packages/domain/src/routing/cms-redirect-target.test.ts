import { describe, expect, it } from 'vitest';
import type { NavigationLink } from '../navigation/NavigationLink';
import { cmsRedirectTarget } from './cms-redirect-target';

describe('where a system redirect leads', () => {
  it('leads a page link to the page with its parameters', () => {
    expect(
      cmsRedirectTarget({
        kind: 'page',
        text: 'Share and dividend',
        page: { id: 'page-investors-share', url: '/investors/share' },
        pageParameters: '#dividend-table',
        openInNewTab: false,
      }),
    ).toBe('/investors/share#dividend-table');
  });

  it('leads nowhere for a page without address', () => {
    expect(
      cmsRedirectTarget({
        kind: 'page',
        text: 'Gone',
        page: { id: 'page-gone', url: null },
        pageParameters: '',
        openInNewTab: false,
      }),
    ).toBeNull();
  });

  it('leads a path link to its path and an action link nowhere', () => {
    const path = { kind: 'path', path: '/media-releases' } as const;
    const action = { kind: 'action', action: 'open-news-feed-panel' } as const;
    expect(cmsRedirectTarget({ kind: 'path', text: 'Media releases', link: path })).toBe(
      '/media-releases',
    );
    expect(cmsRedirectTarget({ kind: 'path', text: 'News', link: action })).toBeNull();
  });

  it('leads an external link to its address', () => {
    expect(
      cmsRedirectTarget({
        kind: 'external',
        text: 'Job portal',
        url: 'https://jobs.komax.example',
      }),
    ).toBe('https://jobs.komax.example');
  });

  it('leads a product to /products/{slug} and a service to /services/{slug}', () => {
    expect(cmsRedirectTarget({ kind: 'product', text: 'Cutter', productSlug: 'cutter-355' })).toBe(
      '/products/cutter-355',
    );
    expect(
      cmsRedirectTarget({ kind: 'service', text: 'Training', serviceSlug: 'operator-training' }),
    ).toBe('/services/operator-training');
  });

  it('leads nowhere for a link of a kind it does not know', () => {
    const future = { kind: 'event', text: 'Fair' } as unknown as NavigationLink;
    expect(cmsRedirectTarget(future)).toBeNull();
  });
});
