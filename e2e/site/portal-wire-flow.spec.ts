import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { collectProblems, demoUsers, severeViolations, signIn } from './support/portal';

// Issue 16: wire-flow is a download center for on-premise users and the way into the cloud
// service for cloud users.

const wireFlow = '/en/mykomax/wire-flow';

test.describe('wire-flow', () => {
  test('lists downloads for an on-premise user, whose bytes match the listed SHA-256', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await signIn(page, demoUsers.jonas, wireFlow);
    const download = page.getByRole('button', { name: /^Download / }).first();
    await expect(download).toBeVisible();
    expect.soft(await severeViolations(page)).toEqual([]);

    // Each file lists its SHA-256 in a field named after the file.
    const fileName = ((await download.textContent()) ?? '').replace(/^Download /, '').trim();
    const listed = await page.getByLabel(`SHA-256 checksum (${fileName})`).inputValue();
    expect(listed).toMatch(/^[0-9a-f]{64}$/);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(fileName);
    const bytes = await readFile(await file.path());
    expect(bytes.length).toBeGreaterThan(0);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(listed);
    expect(problems).toEqual([]);
  });

  test('offers a cloud user the way into the cloud service', async ({ page }) => {
    await signIn(page, demoUsers.mira, wireFlow);
    const cloud = page.getByRole('link', { name: 'Open wire-flow in the cloud' });
    await expect(cloud).toBeVisible();
    await expect(cloud).toHaveAttribute('href', /^https?:\/\//);
    await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(0);
    expect.soft(await severeViolations(page)).toEqual([]);
  });
});
