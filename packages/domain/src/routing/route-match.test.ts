import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-match';

describe('route matching', () => {
  it('finds a media release with its slug', () => {
    expect(matchRoute('/media-releases/annual-results')).toEqual({
      kind: 'media-release',
      layout: 'default',
      params: { slug: 'annual-results' },
      rest: [],
    });
  });

  it('finds the catalogue with its chain of slugs', () => {
    expect(matchRoute('/products/wire-processing/mira-340')).toMatchObject({
      kind: 'products',
      rest: ['wire-processing', 'mira-340'],
    });
    expect(matchRoute('/services')).toMatchObject({ kind: 'services', rest: [] });
  });

  it('prefers the story authors list over a story named contacts', () => {
    expect(matchRoute('/stories/contacts').kind).toBe('story-contacts');
    expect(matchRoute('/stories/contacts/jane')).toMatchObject({
      kind: 'story-contact',
      params: { author: 'jane' },
    });
    expect(matchRoute('/stories/my-story')).toMatchObject({
      kind: 'story',
      params: { slug: 'my-story' },
    });
  });

  it('finds the portal routes under mykomax', () => {
    expect(matchRoute('/mykomax').kind).toBe('portal-home');
    expect(matchRoute('/mykomax/tickets/newticket').kind).toBe('portal-new-ticket');
    expect(matchRoute('/mykomax/tickets/4711')).toMatchObject({
      kind: 'portal-ticket',
      params: { id: '4711' },
    });
    expect(matchRoute('/mykomax/user-admin/17')).toMatchObject({
      kind: 'portal-user',
      params: { id: '17' },
    });
    expect(matchRoute('/mykomax/inventory/old').kind).toBe('portal-inventory-old');
  });

  it('finds the style-guide pages with their own layout', () => {
    expect(matchRoute('/style-guide/tools/email-links')).toMatchObject({
      kind: 'style-guide-email-links',
      layout: 'style-guide',
    });
  });

  it('finds the callbacks', () => {
    expect(matchRoute('/callback').kind).toBe('callback');
    expect(matchRoute('/blank-callback').kind).toBe('blank-callback');
  });

  it('gives everything else to the catch-all content route', () => {
    expect(matchRoute('/company/about')).toMatchObject({
      kind: 'content',
      rest: ['company', 'about'],
    });
    expect(matchRoute('/')).toMatchObject({ kind: 'content', rest: [] });
    expect(matchRoute('/mykomax/unknown')).toMatchObject({ kind: 'content' });
  });

  it('decodes parameters', () => {
    expect(matchRoute('/stories/caf%C3%A9')).toMatchObject({ params: { slug: 'café' } });
  });

  it('ignores query and fragment', () => {
    expect(matchRoute('/stories?tag=x#top').kind).toBe('stories');
  });

  it('gives the 404 state for a path that fails validation', () => {
    expect(matchRoute('/stories/%E0%A4%A')).toEqual({
      kind: 'not-found',
      code: 'PAGE_NOT_FOUND',
      path: '/stories/%E0%A4%A',
      message: 'Page not found: /stories/%E0%A4%A',
    });
  });
});
