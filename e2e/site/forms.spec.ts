import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { formStartToken } from './support/form-start-token';

// Issue 19: the visitors' forms in Chromium, with and without JavaScript, down to the sandbox's
// forms inbox. The sandbox pages and the inbox: docs/forms.md.
const licencePath = '/en/open-source-licences';
const whitepaperPath = '/en/whitepapers/wire-processing-guide';
const productPath = '/en/products/wire-processing/cutting/cutter-355';
const inboxPath = '/sandbox/forms-inbox/submissions';

interface InboxEntry {
  readonly submission: {
    readonly id: string;
    readonly form: string;
    readonly fields: Readonly<Record<string, string | boolean>>;
  };
}

/**
 * How long a submission may take to be stored: the first one a worker takes in a run opens (and
 * creates) its embedded database, one per worker slot (docs/deploy.md), which takes seconds.
 */
const firstSubmissionMs = 15_000;

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A refused post (a 4xx the form shows in plain words) is logged by Chromium as a resource error.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * The server refuses a form sent under 3 s after it was shown. Rather than sleep that out, the
 * script's request for a fresh start token (made when a form mounts) is answered with one made a
 * minute ago, signed with the test server's secret. Answers the token, to wait for the form to
 * hold it.
 */
async function startedAMinuteAgo(page: Page): Promise<string> {
  const token = formStartToken(Date.now() - 60_000);
  await page.route('**/api/forms/started', (route) =>
    route.fulfill({
      json: { formStarted: token },
      headers: { 'cache-control': 'no-store' },
    }),
  );
  return token;
}

/** Opens a page and waits until its form (`action`) holds a start token from a minute ago. */
async function openForm(page: Page, path: string, action: string): Promise<void> {
  const token = await startedAMinuteAgo(page);
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator(`form[action="${action}"] input[name="formStarted"]`)).toHaveValue(
    token,
  );
}

/**
 * Without JavaScript a form posts the token the server rendered into the page: the post to `path`
 * goes out with one from a minute ago in its place, everything else as typed.
 */
async function postedAMinuteAfterStart(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = new URLSearchParams(request.postData() ?? '');
    body.set('formStarted', formStartToken(Date.now() - 60_000));
    return route.continue({ postData: body.toString() });
  });
}

async function fill(scope: Locator, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label, { exact: false }).first().fill(value);
  }
}

async function inboxEntry(page: Page, matches: (entry: InboxEntry) => boolean) {
  let found: InboxEntry | undefined;
  // The delivery worker hands stored submissions to the inbox every few seconds.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(inboxPath);
        const body = (await answer.json()) as { submissions: InboxEntry[] };
        found = body.submissions.find(matches);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as InboxEntry;
}

async function expectAccessible(page: Page, include: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(severe.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.describe('the open-source licence request', () => {
  test('shows a first error in the summary, then sends and reaches the inbox', async ({ page }) => {
    const problems = collectProblems(page);
    await openForm(page, licencePath, '/api/forms/licence-request');
    const form = page.locator('form[action="/api/forms/licence-request"]');
    await expectAccessible(page, 'form[action="/api/forms/licence-request"]');
    const serial = `SN-${Date.now()}`;
    await fill(form, {
      'E-mail': 'ada@example',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Company: 'Analytical Engines',
      Country: 'Switzerland',
      Product: 'Cutter 355',
      'Serial number': serial,
      'Details of your request': 'The licences of the open-source parts, please.',
    });
    await form.getByRole('button', { name: 'Send request' }).click();

    const summary = form.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: /);
    await expectAccessible(page, 'form[action="/api/forms/licence-request"]');
    await summary.getByRole('link', { name: 'Please provide a valid email address' }).click();
    const email = form.getByLabel('E-mail', { exact: false });
    await expect(email).toBeFocused();
    await expect(form.getByLabel('Serial number', { exact: false })).toHaveValue(serial);
    await email.fill('ada@example.com');

    await form.getByRole('button', { name: 'Send request' }).click();
    const success = page.getByRole('status').filter({ hasText: 'We have your licence request' });
    await expect(success).toBeVisible({ timeout: firstSubmissionMs });
    await expect(page).not.toHaveTitle(/^Error: /);

    const entry = await inboxEntry(
      page,
      (candidate) => candidate.submission.fields['serialNumber'] === serial,
    );
    expect(entry.submission.form).toBe('licence-request');
    expect(entry.submission.fields['email']).toBe('ada@example.com');
    expect(problems).toEqual([]);
  });
});

test.describe('the forms in German', () => {
  test('say what to correct in German, without sending anything', async ({ page }) => {
    const problems = collectProblems(page);
    await openForm(page, '/de/open-source-licences', '/api/forms/licence-request');
    const form = page.locator('form[action="/api/forms/licence-request"]');
    await expect(form.getByLabel('Seriennummer (Pflichtfeld)')).toBeVisible();
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    const summary = form.getByRole('alert', { name: 'Es gibt ein Problem' });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('link', { name: 'Bitte geben Sie Ihren Vornamen ein' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Fehler: /);
    await expectAccessible(page, 'form[action="/api/forms/licence-request"]');
    expect(problems).toEqual([]);
  });
});

test.describe('the whitepaper download', () => {
  test('asks for the consent, then downloads the whitepaper', async ({ page }) => {
    const problems = collectProblems(page);
    await openForm(page, whitepaperPath, '/api/forms/whitepaper');
    const form = page.locator('form[action="/api/forms/whitepaper"]');
    await expectAccessible(page, 'form[action="/api/forms/whitepaper"]');
    const company = `Engines ${Date.now()}`;
    await fill(form, {
      'E-mail': 'ada@example.com',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Company: company,
      Country: 'United Kingdom',
    });
    await form.getByRole('button', { name: 'Get the whitepaper' }).click();
    await expect(
      form.getByRole('alert').getByRole('link', { name: 'Please select the checkbox to continue' }),
    ).toBeVisible();
    await form.getByRole('checkbox').check();

    const download = page.waitForEvent('download', { timeout: firstSubmissionMs });
    await form.getByRole('button', { name: 'Get the whitepaper' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = await file.path();
    expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.url()).toContain('/api/forms/whitepaper/download/');
    await expect(page.getByRole('link', { name: 'Download the whitepaper' })).toBeVisible();

    const entry = await inboxEntry(
      page,
      (candidate) => candidate.submission.fields['company'] === company,
    );
    expect(entry.submission.form).toBe('whitepaper');
    expect(entry.submission.fields['whitepaper']).toBe('wire-processing-guide');
    expect(problems).toEqual([]);
  });
});

test.describe('the contact panel', () => {
  test('sent from a product page names the product', async ({ page }) => {
    const problems = collectProblems(page);
    const token = await startedAMinuteAgo(page);
    await page.goto(productPath);
    await hydrated(page);
    const product = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(product).not.toBe('');

    await page.getByRole('button', { name: 'Contact' }).click();
    const panel = page.getByRole('dialog', { name: 'Talk to an Expert' });
    await expect(panel).toContainText('reply within 24 hours');
    await expect(panel).toContainText(`Your request regards: ${product}`);
    await expect(panel.locator('input[name="formStarted"]')).toHaveValue(token);
    await expectAccessible(page, 'dialog');

    const message = `Which cutter for 0.13 mm² wires? ${Date.now()}`;
    await fill(panel, {
      Name: 'Grace Hopper',
      'E-mail': 'grace@example.com',
      Company: 'Navy',
      Country: 'United States',
      'Your message': message,
    });
    await panel.getByRole('button', { name: 'Send message' }).click();
    await expect(
      panel
        .getByRole('alert')
        .getByRole('link', { name: 'Please select the checkbox to continue' }),
    ).toBeVisible();
    await panel.getByRole('checkbox').check();

    await panel.getByRole('button', { name: 'Send message' }).click();
    await expect(panel.getByRole('status')).toContainText('reply within 24 hours', {
      timeout: firstSubmissionMs,
    });

    const entry = await inboxEntry(
      page,
      (candidate) => candidate.submission.fields['message'] === message,
    );
    expect(entry.submission.form).toBe('contact');
    expect(entry.submission.fields['product']).toBe(product);
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a licence request posts as a plain form and lands on the outcome page', async ({
    page,
  }) => {
    await postedAMinuteAfterStart(page, '/api/forms/licence-request');
    await page.goto(licencePath);
    const form = page.locator('form[action="/api/forms/licence-request"]');
    // First a mistake: the outcome page shows the form again, what was typed kept.
    const serial = `NOJS-${Date.now()}`;
    await fill(form, {
      'E-mail': 'ada@example.com',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Company: 'Analytical Engines',
      Country: 'Switzerland',
      Product: 'Cutter 355',
      'Serial number': serial,
    });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/api\/forms\/licence-request$/);
    await expect(page.getByRole('link', { name: 'Please add some more details' })).toBeVisible();
    const again = page.locator('form[action="/api/forms/licence-request"]');
    await expect(again.getByLabel('Serial number', { exact: false })).toHaveValue(serial);
    await again
      .getByLabel('Details of your request', { exact: false })
      .fill('All of them, please.');
    await again.getByRole('button', { name: 'Send request' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'We have your licence request' }),
    ).toBeVisible({ timeout: firstSubmissionMs });
    await expect(
      page.getByRole('link', { name: 'Back to the page you came from' }),
    ).toHaveAttribute('href', licencePath);
    await inboxEntry(page, (candidate) => candidate.submission.fields['serialNumber'] === serial);
  });
});
