import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactMessages, formKinds, type FormKind } from '@kmx/domain/forms';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start-server';
import { validForms } from './test-support/form-values';
import {
  postForm,
  postJson,
  startFormsProduct,
  startedAMinuteAgo,
  testCookieSecret,
  testOrigin,
} from './test-support/forms-product';
import { formKeysFor } from './form-keys';

let product: RunningServer;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'kmx-forms-router-'));
  // The embedded sandbox: its forms inbox is where the submissions go.
  product = await startFormsProduct({
    SANDBOX_DATA_DIR: folder,
    FORMS_DATA_DIR: join(folder, 'forms'),
  });
  // The health details read the outbox: it is open (opening takes seconds) once they answer.
  await fetch(`${product.url}/healthz`);
}, 120_000);
afterAll(async () => {
  await product?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Each test posts from an address of its own, so the limit per address counts only its posts. */
let address = 0;
function fromNewAddress(): Record<string, string> {
  address += 1;
  return { 'x-forwarded-for': `192.0.2.${address}` };
}

const controls = (language = 'en') => ({
  formStarted: startedAMinuteAgo(),
  website: '',
  page: `/${language}/company`,
  language,
});

/** Spec portal 5's messages, verbatim (the last name's follows the first name's). */
const formMessages = {
  checkbox: 'Please select the checkbox to continue',
  email: 'Please provide a valid email address',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  company: 'Please enter the company you work for',
  country: "Please enter the country you're in",
} as const;

/** Every field's message when nothing is filled in: the spec's where it has one (portal 5). */
const emptyFormErrors: Readonly<Record<FormKind, Readonly<Record<string, string>>>> = {
  contact: {
    name: contactMessages.name,
    email: formMessages.email,
    company: formMessages.company,
    country: formMessages.country,
    message: contactMessages.message,
    consent: formMessages.checkbox,
  },
  'licence-request': {
    email: 'Please provide a valid email address',
    firstName: 'Please enter your first name',
    lastName: 'Please enter your last name',
    company: 'Please enter the company you work for',
    country: "Please enter the country you're in",
    product: 'Please specify the product your request regards',
    serialNumber: 'Please enter the serial number of your product',
    details: 'Please add some more details',
  },
  whitepaper: {
    email: formMessages.email,
    firstName: formMessages.firstName,
    lastName: formMessages.lastName,
    company: formMessages.company,
    country: formMessages.country,
    consent: formMessages.checkbox,
    whitepaper: 'Please choose a whitepaper',
  },
};

describe('POST /api/forms/{form} with JSON (the script)', () => {
  it.each(formKinds)(
    '%s: an empty form is a 400 naming every field with its message',
    async (form) => {
      const answer = await postJson(product.url, form, controls(), fromNewAddress());
      expect(answer.status).toBe(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const body = (await answer.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toBe('Please correct the marked fields.');
      expect(body.fields).toEqual(emptyFormErrors[form]);
    },
  );

  it('contact: a phone number that cannot be dialled and a broken e-mail address get their messages', async () => {
    const answer = await postJson(
      product.url,
      'contact',
      { ...validForms.contact, phone: 'call me', email: 'anna@', ...controls() },
      fromNewAddress(),
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { fields: unknown }).fields).toEqual({
      email: formMessages.email,
      phone: contactMessages.phone,
    });
  });

  it.each(formKinds)('%s: a valid form is stored and answered 202 with its id', async (form) => {
    const answer = await postJson(
      product.url,
      form,
      { ...validForms[form], ...controls() },
      fromNewAddress(),
    );
    expect(answer.status).toBe(202);
    const body = (await answer.json()) as { id: string; downloadUrl?: string };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    if (form === 'whitepaper') {
      expect(body.downloadUrl).toMatch(
        /^\/api\/forms\/whitepaper\/download\/wp1\.[\w-]+\.[\w-]{43}$/,
      );
    } else expect(body.downloadUrl).toBeUndefined();
  });

  it('whitepaper: the download link streams the sandbox whitepaper as an attachment', async () => {
    const answer = await postJson(
      product.url,
      'whitepaper',
      { ...validForms.whitepaper, ...controls() },
      fromNewAddress(),
    );
    const { downloadUrl } = (await answer.json()) as { downloadUrl: string };
    const file = await fetch(`${product.url}${downloadUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const guessed = await fetch(
      `${product.url}/api/forms/whitepaper/download/wire-processing-guide`,
    );
    expect(guessed.status).toBe(404);
  });

  it('delivers to the embedded sandbox forms inbox, shown at /sandbox/forms-inbox', async () => {
    const answer = await postJson(
      product.url,
      'contact',
      { ...validForms.contact, ...controls() },
      fromNewAddress(),
    );
    const { id } = (await answer.json()) as { id: string };
    const listed = async () => {
      const inbox = await fetch(`${product.url}/sandbox/forms-inbox/submissions`);
      const body = (await inbox.json()) as { submissions: { submission: { id: string } }[] };
      return body.submissions.filter((entry) => entry.submission.id === id).length;
    };
    await expect.poll(listed, { timeout: 20_000 }).toBe(1);
    const page = await fetch(`${product.url}/sandbox/forms-inbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  }, 30_000);
});

describe('POST /api/forms/{form} form-encoded (no JavaScript)', () => {
  it.each(formKinds)(
    '%s: an empty form is the form-outcome page, 400, with what was typed',
    async (form) => {
      const answer = await postForm(
        product.url,
        form,
        { company: 'Muster AG', ...controls('de') },
        fromNewAddress(),
      );
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      const html = await answer.text();
      expect(html).toContain('"kind":"form-outcome"');
      expect(html).toContain('Muster AG');
      expect(html).toContain('noindex');
      // The message of a field left empty reaches the page.
      expect(html).toContain(Object.values(emptyFormErrors[form])[1]);
    },
  );

  it.each(formKinds)('%s: a valid form answers the sent page, 200', async (form) => {
    const fields = Object.fromEntries(
      Object.entries(validForms[form]).map(([name, value]) => [
        name,
        value === true ? 'on' : String(value),
      ]),
    );
    const answer = await postForm(
      product.url,
      form,
      { ...fields, ...controls() },
      fromNewAddress(),
    );
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('"outcome":"sent"');
    if (form === 'whitepaper') expect(html).toContain('/api/forms/whitepaper/download/wp1.');
  });
});

describe('a page with a form, rendered on the server', () => {
  it('carries a fresh start token for visitors without JavaScript', async () => {
    const page = await fetch(`${product.url}/en/open-source-licences`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const token = /name="formStarted" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBeDefined();
    const startedAt = formKeysFor({ cookieSecret: testCookieSecret }).startTokens.startedAt(
      token ?? '',
    );
    expect(startedAt).not.toBeNull();
    expect(Date.now() - (startedAt ?? 0)).toBeLessThan(5 * 60 * 1000);
  });
});

describe('refusals', () => {
  it('refuses a post from another site (403), as JSON and as a page', async () => {
    const body = { ...validForms.contact, ...controls() };
    const json = await postJson(product.url, 'contact', body, {
      ...fromNewAddress(),
      origin: 'http://evil.example',
    });
    expect(json.status).toBe(403);
    expect(await json.json()).toEqual({
      error: 'Forms are accepted only from the pages of this site.',
    });
    const page = await postForm(
      product.url,
      'contact',
      { name: 'x' },
      {
        ...fromNewAddress(),
        origin: 'http://evil.example',
      },
    );
    expect(page.status).toBe(403);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const crossSite = await postJson(product.url, 'contact', body, {
      ...fromNewAddress(),
      origin: testOrigin,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
  });

  it('refuses a post that says nowhere where it comes from (403)', async () => {
    const answer = await fetch(`${product.url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromNewAddress() },
      body: JSON.stringify({ ...validForms.contact, ...controls() }),
    });
    expect(answer.status).toBe(403);
  });

  it('refuses an oversized body (413), as JSON and as a page', async () => {
    const long = 'x'.repeat(20 * 1024);
    const json = await postJson(
      product.url,
      'contact',
      { ...validForms.contact, message: long, ...controls() },
      fromNewAddress(),
    );
    expect(json.status).toBe(413);
    expect(((await json.json()) as { error: string }).error).toMatch(/too long/);
    const page = await postForm(product.url, 'contact', { message: long }, fromNewAddress());
    expect(page.status).toBe(413);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('refuses a filled honeypot and a form sent too fast or without its start (422)', async () => {
    const filled = { ...validForms.contact, ...controls(), website: 'http://spam.example' };
    expect((await postJson(product.url, 'contact', filled, fromNewAddress())).status).toBe(422);
    const fresh = await (await fetch(`${product.url}/api/forms/started`)).json();
    const tooFast = { ...validForms.contact, ...controls(), ...(fresh as object) };
    const answer = await postJson(product.url, 'contact', tooFast, fromNewAddress());
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { error: string }).error).toMatch(/very quickly/);
    const withoutStart: Record<string, unknown> = { ...validForms.contact, ...controls() };
    delete withoutStart['formStarted'];
    expect((await postJson(product.url, 'contact', withoutStart, fromNewAddress())).status).toBe(
      422,
    );
    const forged = { ...validForms.contact, ...controls(), formStarted: 'fs1.0.AAAA' };
    expect((await postJson(product.url, 'contact', forged, fromNewAddress())).status).toBe(422);
    const page = await postForm(
      product.url,
      'contact',
      { ...controls(), website: 'x' },
      fromNewAddress(),
    );
    expect(page.status).toBe(422);
  });

  it('answers a French visitor without JavaScript in French', async () => {
    const page = await postForm(
      product.url,
      'contact',
      { ...controls('fr'), website: 'x' },
      fromNewAddress(),
    );
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain('<title>Formulaire non envoyé');
    expect(html).toContain('Le formulaire a été envoyé très rapidement.');
    expect(html).not.toContain('The form was sent very quickly.');
  });

  it('answers a malformed post with a 4xx, never a 500', async () => {
    const headers = fromNewAddress();
    expect((await postJson(product.url, 'contact', '{"name": ', headers)).status).toBe(400);
    expect((await postJson(product.url, 'contact', '[1, 2]', headers)).status).toBe(400);
    expect((await postJson(product.url, 'contact', 'null', headers)).status).toBe(400);
    expect((await postJson(product.url, 'newsletter', {}, headers)).status).toBe(404);
    const text = await fetch(`${product.url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: testOrigin, ...fromNewAddress() },
      body: 'name=Anna',
    });
    expect(text.status).toBe(415);
    const repeated = await fetch(`${product.url}/api/forms/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: testOrigin,
        ...fromNewAddress(),
      },
      body: 'name=Anna&name=Bea',
    });
    expect(repeated.status).toBe(400);
  });

  it('property: whatever JSON is posted, the answer is never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string()), async (body) => {
        const answer = await postJson(product.url, 'licence-request', body, fromNewAddress());
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('GET /api/forms/started and /healthz', () => {
  it('hands out a fresh start token, never cached', async () => {
    const answer = await fetch(`${product.url}/api/forms/started`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ formStarted: expect.stringMatching(/^fs1\.\d+\./) });
  });

  it('tells the outbox counts in the health details', async () => {
    const answer = await fetch(`${product.url}/healthz`);
    expect(await answer.json()).toMatchObject({
      status: 'ok',
      details: { forms: { pending: expect.any(Number), failed: 0 } },
    });
  });
});
