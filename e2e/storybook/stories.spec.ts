import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface StoryIndex {
  readonly entries: Readonly<
    Record<string, { id: string; type: string; title: string; name: string }>
  >;
}

// The static Storybook is built before the e2e run; every story it lists gets a test.
const index = JSON.parse(
  readFileSync(new URL('../../stories/storybook-static/index.json', import.meta.url), 'utf8'),
) as StoryIndex;
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the built Storybook lists stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders without console errors`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    await expect(root).not.toBeEmpty();
    await expect(page.locator('.sb-errordisplay')).toBeHidden();
    expect(problems).toEqual([]);
  });
}
