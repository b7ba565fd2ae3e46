import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eCookieSecret } from './site/support/form-start-token';

const sitePort = Number(process.env['E2E_SITE_PORT'] ?? 3100);
const storybookPort = Number(process.env['E2E_STORYBOOK_PORT'] ?? 6106);
// Each run starts from the demo data: the portal's specs change passwords, devices and users.
const sandboxData = mkdtempSync(join(tmpdir(), 'kmx-e2e-sandbox-'));

// Debian's Chromium: browsers cannot be downloaded on our machines.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../reports/e2e-output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'site',
      // Folders, not a pattern of the whole path: a checkout under `/tmp/view-storybook` must not
      // count as the storybook project.
      testDir: './site',
      testIgnore: 'visual.spec.ts',
      use: { baseURL: `http://127.0.0.1:${sitePort}` },
    },
    // Screenshots compared with committed baselines (issue 20): a change of the look fails until
    // its new pictures are looked at and committed (`--project=visual --update-snapshots`).
    {
      name: 'visual',
      testDir: './site',
      testMatch: 'visual.spec.ts',
      // Baselines beside the spec, without a platform suffix: CI and our machines share them.
      snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
      timeout: 90_000,
      use: { baseURL: `http://127.0.0.1:${sitePort}` },
    },
    {
      name: 'storybook',
      testDir: './storybook',
      use: { baseURL: `http://127.0.0.1:${storybookPort}` },
    },
  ],
  webServer: [
    {
      // The product exactly as the README starts it.
      command: 'npm start',
      cwd: '..',
      url: `http://127.0.0.1:${sitePort}/healthz`,
      env: {
        PORT: String(sitePort),
        HOST: '127.0.0.1',
        // The browser visits 127.0.0.1, so the embedded identity provider lives on that origin.
        PUBLIC_ORIGIN: `http://127.0.0.1:${sitePort}`,
        LOG_LEVEL: 'warn',
        SANDBOX_DATA_DIR: sandboxData,
        // Fixed, so the forms spec can make start tokens the server takes; for the tests alone.
        COOKIE_SECRET: e2eCookieSecret,
      },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `node serve-static.mjs ../stories/storybook-static ${storybookPort}`,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
