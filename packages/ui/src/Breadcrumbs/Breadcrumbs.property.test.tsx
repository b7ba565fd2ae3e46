import { breadcrumbTrail } from '@kmx/domain/navigation';
import { fc, test } from '@fast-check/vitest';
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderWithMessages } from '../test-support/render-with-messages';
import { Breadcrumbs } from './Breadcrumbs';

const crumb = fc.record({
  title: fc.string({ minLength: 1, maxLength: 20 }),
  breadcrumbOverride: fc.option(fc.string({ maxLength: 10 })),
  url: fc.stringMatching(/^\/en(\/[a-z]{1,8}){1,4}$/),
});

test.prop([fc.array(crumb, { maxLength: 6 })], { numRuns: 40 })(
  'every link is nofollow, only the last crumb is current and never a link',
  (path) => {
    const trail = breadcrumbTrail({ title: 'Home', route: '/en' }, path);
    const { container, unmount } = renderWithMessages(<Breadcrumbs trail={trail} />);
    const list = within(container.querySelector('ol') as HTMLElement);
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(trail.entries.length);
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('rel')).toBe('nofollow');
    }
    const current = container.querySelectorAll('[aria-current="page"]');
    const crumbs = trail.entries.length - 1;
    expect(current).toHaveLength(crumbs > 0 ? 1 : 0);
    if (crumbs > 0) {
      expect(items.at(-1)?.contains(current[0] ?? null)).toBe(true);
      expect(current[0]?.closest('a')).toBeNull();
    }
    expect(items[0]?.className.includes('home-alone')).toBe(crumbs === 0);
    unmount();
  },
);
