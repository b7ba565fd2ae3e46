import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isDomainError } from '../errors/DomainError';
import { chooseSite } from './site-choice';
import { isWithinHost, parseSiteDomain } from './site-domain';
import type { Site } from './SystemData';

const label = fc.constantFrom('komax', 'www', 'events', 'preview', 'com');
const host = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.'));
const slug = fc.constantFrom('events', 'productronica', 'brand-portal');
const domain = fc.oneof(
  host,
  fc.tuple(host, slug).map(([h, s]) => `${h}/${s}`),
);

const site = fc.record({
  id: fc.uuid(),
  name: fc.constantFrom('Main', 'Events', 'Productronica', 'Brand Portal'),
  slug: fc.option(slug, { nil: null }),
  internationalOnly: fc.constant(false),
  hideSideButtons: fc.constant(false),
  enableCutFont: fc.constant(false),
  headerNavigationId: fc.constant('header'),
  footerNavigationId: fc.constant('footer'),
  domains: fc.array(domain, { minLength: 1, maxLength: 3 }),
}) satisfies fc.Arbitrary<Site>;

const mainSite: Site = {
  id: 'main',
  name: 'Main',
  slug: null,
  internationalOnly: false,
  hideSideButtons: false,
  enableCutFont: false,
  headerNavigationId: 'header',
  footerNavigationId: 'footer',
  domains: ['komax.com'],
};

const request = fc.record({ host, slug: fc.option(slug, { nil: null }) });

test.prop([fc.array(site, { maxLength: 6 }), fc.array(site, { maxLength: 6 }), host, slug])(
  'an exact host with slug always wins, with the first site that has it',
  (before, after, h, s) => {
    const exact = `${h}/${s}`;
    const owner: Site = { ...mainSite, id: 'owner', slug: s, domains: [exact] };
    const sites = [...before, owner, ...after, mainSite];
    const choice = chooseSite(sites, { host: h, slug: s });
    expect(choice.site).toBe(sites.find((candidate) => candidate.domains.includes(exact)));
    expect(choice.matchedBy).toBe('exactHostAndSlug');
    expect(choice.pathSlug).toBe(s);
  },
);

test.prop([fc.array(site, { maxLength: 6 }), request])(
  'when a domain matches the host, the chosen site is served under a matching domain',
  (sites, req) => {
    const all = [...sites, mainSite];
    const matches = (text: string): boolean => {
      const parsed = parseSiteDomain(text);
      return (
        isWithinHost(req.host, parsed.host) && (parsed.slug === null || parsed.slug === req.slug)
      );
    };
    const anyMatch = all.some((candidate) => candidate.domains.some(matches));
    const choice = chooseSite(all, req);
    if (anyMatch) {
      expect(choice.site.domains.some(matches)).toBe(true);
      expect(['slug', 'mainSite']).not.toContain(choice.matchedBy);
    } else {
      expect(['slug', 'mainSite']).toContain(choice.matchedBy);
    }
  },
);

test.prop([fc.array(site, { maxLength: 6 }), request])(
  'the path slug of a choice is none or the slug of the request',
  (sites, req) => {
    const choice = chooseSite([...sites, mainSite], req);
    expect([null, req.slug]).toContain(choice.pathSlug);
    if (choice.matchedBy !== 'slug' && choice.matchedBy !== 'mainSite') {
      expect(choice.pathSlug).toBe(choice.domain.slug);
    }
  },
);

test.prop([fc.array(site, { maxLength: 6 }), request, fc.integer({ min: 1, max: 65535 })])(
  'the case and port of the host never change the choice',
  (sites, req, port) => {
    const all = [...sites, mainSite];
    const plain = chooseSite(all, req);
    const shouted = chooseSite(all, { host: `${req.host.toUpperCase()}:${port}`, slug: req.slug });
    expect(shouted.site).toBe(plain.site);
    expect(shouted.matchedBy).toBe(plain.matchedBy);
  },
);

test.prop([fc.array(site, { maxLength: 6 }), slug])(
  'on a host no domain matches, a site with the path slug is chosen before the main site',
  (sites, s) => {
    const all = [...sites, mainSite];
    const choice = chooseSite(all, { host: 'localhost', slug: s });
    const bySlug = all.find((candidate) => candidate.slug === s);
    const firstMain = all.find((candidate) => candidate.slug === null);
    expect(choice.site).toBe(bySlug ?? firstMain);
    expect(choice.domain).toEqual(parseSiteDomain(choice.site.domains[0] ?? ''));
  },
);

test.prop([fc.array(site, { maxLength: 6 }), request])(
  'a site without domain configuration is never chosen silently',
  (sites, req) => {
    const withoutDomains = sites.map((candidate) => ({ ...candidate, domains: [] }));
    try {
      const choice = chooseSite([...withoutDomains, mainSite], req);
      expect(choice.site).toBe(mainSite);
    } catch (error) {
      expect(isDomainError(error, 'SITE_WITHOUT_DOMAIN')).toBe(true);
    }
  },
);
