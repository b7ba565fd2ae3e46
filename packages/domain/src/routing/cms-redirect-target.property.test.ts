import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pathSegments } from './path-segments';
import { cmsRedirectTarget } from './cms-redirect-target';

test.prop([fc.string(), fc.constantFrom('product', 'service')])(
  'a catalogue slug stays one segment below its catalogue, whatever it holds',
  (slug, kind) => {
    const target =
      kind === 'product'
        ? cmsRedirectTarget({ kind: 'product', text: '', productSlug: slug })
        : cmsRedirectTarget({ kind: 'service', text: '', serviceSlug: slug });
    const segments = pathSegments(target ?? '');
    expect(segments[0]).toBe(kind === 'product' ? 'products' : 'services');
    expect(segments.length).toBeLessThanOrEqual(2);
    if (segments[1] !== undefined) expect(decodeURIComponent(segments[1])).toBe(slug);
  },
);
