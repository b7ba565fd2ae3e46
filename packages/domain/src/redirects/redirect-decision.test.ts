import { describe, expect, it } from 'vitest';
import type { RedirectFacts } from './RedirectDecision';
import { decideRedirect } from './redirect-decision';

const servedAsIs: RedirectFacts = {
  path: '/de/company/about',
  query: '',
  chosenLocale: 'de',
  localePrefixIsRight: true,
  cmsRedirect: null,
  directPage: null,
  routeRules: [],
};

describe('the redirect decision', () => {
  it('serves a request that no rule applies to', () => {
    expect(decideRedirect(servedAsIs)).toEqual({ kind: 'serve' });
  });

  describe('given the direct flag and a page found by id', () => {
    it('sends a 302 to the canonical address without the flag', () => {
      const facts = {
        ...servedAsIs,
        query: '?direct=true&utm=x',
        directPage: '/en/events/internal-2025',
      };
      expect(decideRedirect(facts)).toEqual({
        kind: 'redirect',
        status: 302,
        location: '/en/events/internal-2025?utm=x',
        external: false,
        reason: 'direct-id',
      });
    });

    it('drops a trailing slash from the canonical address', () => {
      const facts = { ...servedAsIs, query: 'direct', directPage: '/en/about/' };
      expect(decideRedirect(facts)).toMatchObject({ location: '/en/about' });
    });

    it('keeps the canonical address query but still without the flag', () => {
      const facts = { ...servedAsIs, query: 'direct', directPage: '/en/about?tab=1&direct=1' };
      expect(decideRedirect(facts)).toMatchObject({ location: '/en/about?tab=1' });
    });

    it('goes before a trailing slash', () => {
      const facts = { ...servedAsIs, path: '/de/id/', query: 'direct', directPage: '/de/about' };
      expect(decideRedirect(facts)).toMatchObject({ reason: 'direct-id', location: '/de/about' });
    });

    it('never leaves the site', () => {
      const facts = { ...servedAsIs, query: 'direct', directPage: 'https://evil.example/x' };
      expect(decideRedirect(facts)).toEqual({ kind: 'serve' });
    });
  });

  it('ignores a found page when the request has no direct flag', () => {
    expect(decideRedirect({ ...servedAsIs, directPage: '/en/other' })).toEqual({ kind: 'serve' });
  });

  it('ignores the direct flag when no page was found', () => {
    expect(decideRedirect({ ...servedAsIs, query: 'direct' })).toEqual({ kind: 'serve' });
  });

  describe('given a trailing slash', () => {
    it('sends a 301 to the path without it, keeping the query', () => {
      const facts = { ...servedAsIs, path: '/de/company/about/', query: '?a=1&direct' };
      expect(decideRedirect(facts)).toEqual({
        kind: 'redirect',
        status: 301,
        location: '/de/company/about?a=1&direct',
        external: false,
        reason: 'trailing-slash',
      });
    });

    it('never turns the path into another host', () => {
      expect(decideRedirect({ ...servedAsIs, path: '//evil.example/' })).toMatchObject({
        location: '/evil.example',
      });
      expect(decideRedirect({ ...servedAsIs, path: '/\\evil.example/' })).toMatchObject({
        location: '/evil.example',
      });
    });

    it('goes before a wrong locale', () => {
      const facts = { ...servedAsIs, path: '/fr/about/', localePrefixIsRight: false };
      expect(decideRedirect(facts)).toMatchObject({
        reason: 'trailing-slash',
        location: '/fr/about',
      });
    });
  });

  describe('given repeated slashes', () => {
    it('sends a 301 to the path without them, keeping the query', () => {
      expect(decideRedirect({ ...servedAsIs, path: '//de//company/about', query: 'a=1' })).toEqual({
        kind: 'redirect',
        status: 301,
        location: '/de/company/about?a=1',
        external: false,
        reason: 'repeated-slashes',
      });
    });

    it('never leaves the origin', () => {
      for (const path of ['//evil.com', '//evil.com/x', '/\\evil.com', '///evil.com']) {
        expect(decideRedirect({ ...servedAsIs, path })).toMatchObject({
          location: path.endsWith('/x') ? '/evil.com/x' : '/evil.com',
          external: false,
        });
      }
    });
  });

  describe('given a path written in another letter case', () => {
    it('sends a 301 to its canonical case, keeping the query', () => {
      const facts = {
        ...servedAsIs,
        path: '/en/PRODUCTRONICA/booth',
        query: 'a=1',
        chosenLocale: 'en',
        canonicalCase: '/en/productronica/booth',
      };
      expect(decideRedirect(facts)).toEqual({
        kind: 'redirect',
        status: 301,
        location: '/en/productronica/booth?a=1',
        external: false,
        reason: 'letter-case',
      });
    });

    it('ignores a canonical path that is another address', () => {
      const facts = { ...servedAsIs, canonicalCase: '/de/somewhere-else' };
      expect(decideRedirect(facts)).toEqual({ kind: 'serve' });
    });
  });

  describe('given a wrong or missing locale prefix', () => {
    it('sends a 302 to the chosen locale', () => {
      const facts = {
        ...servedAsIs,
        path: '/fr/company/about',
        query: 'a=1',
        localePrefixIsRight: false,
      };
      expect(decideRedirect(facts)).toEqual({
        kind: 'redirect',
        status: 302,
        location: '/de/company/about?a=1',
        external: false,
        reason: 'locale',
      });
    });

    it('adds a missing prefix', () => {
      const facts = { ...servedAsIs, path: '/company/about', localePrefixIsRight: false };
      expect(decideRedirect(facts)).toMatchObject({ location: '/de/company/about' });
    });

    it('sends home to the bare prefix', () => {
      const facts = { ...servedAsIs, path: '/', chosenLocale: 'de-ch', localePrefixIsRight: false };
      expect(decideRedirect(facts)).toMatchObject({ location: '/de-ch' });
    });

    it('leaves the routes without locale handling alone', () => {
      const styleGuide = {
        ...servedAsIs,
        path: '/style-guide/buttons',
        localePrefixIsRight: false,
      };
      const blankCallback = { ...servedAsIs, path: '/blank-callback', localePrefixIsRight: false };
      expect(decideRedirect(styleGuide)).toEqual({ kind: 'serve' });
      expect(decideRedirect(blankCallback)).toEqual({ kind: 'serve' });
    });

    it('does not redirect to the address it was asked for', () => {
      const facts = { ...servedAsIs, localePrefixIsRight: false };
      expect(decideRedirect(facts)).toEqual({ kind: 'serve' });
    });

    it('goes before a CMS redirect', () => {
      const facts = {
        ...servedAsIs,
        path: '/old-page',
        localePrefixIsRight: false,
        cmsRedirect: { previousUrl: '/old-page', target: '/new-page' },
      };
      expect(decideRedirect(facts)).toMatchObject({ reason: 'locale', location: '/de/old-page' });
    });
  });

  describe('given a CMS redirect', () => {
    it('sends a 301 to its target in the chosen locale', () => {
      const facts = {
        ...servedAsIs,
        path: '/de/old-page',
        cmsRedirect: { previousUrl: '/old-page', target: '/en/new-page/' },
      };
      expect(decideRedirect(facts)).toEqual({
        kind: 'redirect',
        status: 301,
        location: '/de/new-page',
        external: false,
        reason: 'cms',
      });
    });

    it('keeps the request query unless the target has its own', () => {
      const base = { ...servedAsIs, path: '/de/old-page', query: 'utm=x' };
      expect(
        decideRedirect({ ...base, cmsRedirect: { previousUrl: '/old-page', target: '/new' } }),
      ).toMatchObject({ location: '/de/new?utm=x' });
      expect(
        decideRedirect({
          ...base,
          cmsRedirect: { previousUrl: '/old-page', target: '/new?tab=2#a' },
        }),
      ).toMatchObject({ location: '/de/new?tab=2#a' });
    });

    it('leads to an external https address flagged as external', () => {
      const facts = {
        ...servedAsIs,
        cmsRedirect: { previousUrl: '/company/about', target: 'https://www.example.com/about/' },
      };
      expect(decideRedirect(facts)).toEqual({
        kind: 'redirect',
        status: 301,
        location: 'https://www.example.com/about/',
        external: true,
        reason: 'cms',
      });
    });

    it('is ignored when its target is not a safe address', () => {
      const facts = {
        ...servedAsIs,
        cmsRedirect: { previousUrl: '/company/about', target: 'javascript:alert(1)' },
      };
      expect(decideRedirect(facts)).toEqual({ kind: 'serve' });
    });

    it('is ignored when it leads back to the request', () => {
      const facts = {
        ...servedAsIs,
        cmsRedirect: { previousUrl: '/company/about', target: '/company/about#team' },
      };
      expect(decideRedirect(facts)).toEqual({ kind: 'serve' });
    });

    it('goes before a route rule', () => {
      const facts = {
        ...servedAsIs,
        cmsRedirect: { previousUrl: '/company/about', target: '/cms' },
        routeRules: [{ pattern: '/company/about', to: '/rule' }],
      };
      expect(decideRedirect(facts)).toMatchObject({ reason: 'cms', location: '/de/cms' });
    });
  });

  describe('given a matching route rule of the build manifest', () => {
    it('redirects with the rule status, matching the path without locale', () => {
      const facts = {
        ...servedAsIs,
        routeRules: [{ pattern: '/company/**', to: '/about-us/**', status: 308 as const }],
      };
      expect(decideRedirect(facts)).toEqual({
        kind: 'redirect',
        status: 308,
        location: '/de/about-us/about',
        external: false,
        reason: 'route-rule',
      });
    });

    it('uses 307 when the rule names no status', () => {
      const facts = { ...servedAsIs, routeRules: [{ pattern: '/company/about', to: '/x' }] };
      expect(decideRedirect(facts)).toMatchObject({ status: 307 });
    });

    it('keeps the request query on the way to another origin', () => {
      const facts = {
        ...servedAsIs,
        query: 'utm_source=mail',
        routeRules: [{ pattern: '/company/about', to: 'https://investors.example.com/a#b' }],
      };
      expect(decideRedirect(facts)).toMatchObject({
        location: 'https://investors.example.com/a?utm_source=mail#b',
        external: true,
      });
    });

    it('keeps the query another origin names itself', () => {
      const facts = {
        ...servedAsIs,
        query: 'utm_source=mail',
        routeRules: [{ pattern: '/company/about', to: 'https://investors.example.com/?x=1' }],
      };
      expect(decideRedirect(facts)).toMatchObject({
        location: 'https://investors.example.com/?x=1',
      });
    });

    it('leads to an external https address flagged as external', () => {
      const facts = {
        ...servedAsIs,
        routeRules: [{ pattern: '/company/about', to: 'https://investors.example.com' }],
      };
      expect(decideRedirect(facts)).toMatchObject({
        location: 'https://investors.example.com',
        external: true,
        reason: 'route-rule',
      });
    });

    it('is ignored when it leads back to the request or nowhere safe', () => {
      const loop = {
        ...servedAsIs,
        routeRules: [{ pattern: '/company/about', to: '/company/about' }],
      };
      const unsafe = {
        ...servedAsIs,
        routeRules: [{ pattern: '/company/about', to: 'http://x.example' }],
      };
      expect(decideRedirect(loop)).toEqual({ kind: 'serve' });
      expect(decideRedirect(unsafe)).toEqual({ kind: 'serve' });
    });
  });

  it('refuses a chosen locale that is not a locale code', () => {
    expect(() => decideRedirect({ ...servedAsIs, chosenLocale: 'german' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIGURATION' }),
    );
    expect(() => decideRedirect({ ...servedAsIs, chosenLocale: '' })).toThrow(
      "The chosen locale '' is not a locale code",
    );
  });
});
