import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isWithinHost, normalizeHost, parseSiteDomain } from './site-domain';

const label = fc.constantFrom('komax', 'www', 'events', 'preview', 'shop', 'ch', 'com');
const host = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));
const slug = fc.constantFrom('events', 'productronica', 'brand-portal', 'wirepro-expo-2024');

test.prop([host, slug])(
  'a domain written as host/slug reads back as that host and slug',
  (h, s) => {
    expect(parseSiteDomain(`${h}/${s}`)).toEqual({ host: h, slug: s });
    expect(parseSiteDomain(h)).toEqual({ host: h, slug: null });
  },
);

test.prop([host, fc.integer({ min: 1, max: 65535 })])(
  'case, port and trailing dot do not change a host',
  (h, port) => {
    expect(normalizeHost(`${h.toUpperCase()}.:${port}`)).toBe(h);
    expect(normalizeHost(normalizeHost(h))).toBe(normalizeHost(h));
  },
);

test.prop([host, host])(
  'a sub-domain lies within its parent, never the other way',
  (parent, sub) => {
    expect(isWithinHost(`${sub}.${parent}`, parent)).toBe(true);
    expect(isWithinHost(parent, `${sub}.${parent}`)).toBe(false);
  },
);
