import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { userMenuLinks } from './user-menu-links';

test.prop([fc.stringMatching(/^\/[a-z]{2}(-[a-z]{2})?\/mykomax\/?$/)])(
  'every link starts at the portal home and has no double slash',
  (portalHref) => {
    const home = portalHref.replace(/\/$/, '');
    for (const href of Object.values(userMenuLinks(portalHref))) {
      expect(href.startsWith(home)).toBe(true);
      expect(href).not.toContain('//');
    }
  },
);
