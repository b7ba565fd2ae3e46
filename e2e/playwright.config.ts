import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

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
      testMatch: /site\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${sitePort}` },
    },
    {
      name: 'storybook',
      testMatch: /storybook\/.*\.spec\.ts/,
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
