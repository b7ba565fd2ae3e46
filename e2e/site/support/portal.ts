import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';

/** A demo user of the sandbox's identity provider (README, "Demo users"). */
export interface DemoUser {
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
}

/** The README's demo users, by what each one shows. */
export const demoUsers = {
  /** Every service active; a cloud wire-flow user. */
  mira: {
    email: 'mira.castellan@cablecraft.example',
    password: 'Demo-2026!customer',
    fullName: 'Mira Castellan',
  },
  /** Direct pending, nothing else. */
  paul: {
    email: 'paul.ferrand@example.com',
    password: 'Demo-2026!pending',
    fullName: 'Paul Ferrand',
  },
  /** Organisation administrator with tickets, inventory and on-premise wire-flow. */
  jonas: {
    email: 'jonas.wendel@cablecraft.example',
    password: 'Demo-2026!orgadmin',
    fullName: 'Jonas Wendel',
  },
  /** No roles at all. */
  noah: {
    email: 'noah.lindqvist@example.com',
    password: 'Demo-2026!newuser',
    fullName: 'Noah Lindqvist',
  },
  /** Service tickets only, another organisation than Mira's. */
  lea: {
    email: 'lea.brunnholz@voltline.example',
    password: 'Demo-2026!tickets',
    fullName: 'Lea Brunnholz',
  },
} as const satisfies Record<string, DemoUser>;

/** Where portal-auth keeps the tokens (the SDK's prefix and the client id). */
export const tokenKey = 'FR-SDK-kmx-portal';

/** The ID token portal-auth stored for the signed-in user: what the browser sends as Bearer. */
export async function storedIdToken(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), tokenKey);
  const idToken = (JSON.parse(stored ?? '{}') as { idToken?: unknown }).idToken;
  expect(typeof idToken).toBe('string');
  return String(idToken);
}

/** Menus, forms and the portal answer only once React has taken over the server's HTML. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Opens a portal address as a visitor without a session: the portal sends them to the embedded
 * identity provider's page, they sign in there, and come back to the address they asked for.
 */
export async function signIn(page: Page, user: DemoUser, path = '/en/mykomax'): Promise<void> {
  await page.goto(path);
  // The portal first tries a silent sign-in in a hidden frame; only its failure sends the visitor on.
  await expect(page).toHaveURL(/\/am\/oauth2\/realms\/root\/realms\/alpha\//, {
    timeout: 15_000,
  });
  // The provider's page speaks the portal page's language (English or German here).
  await page.getByLabel(/^E-mail$/i).fill(user.email);
  await page.getByLabel(/^(Password|Passwort)$/).fill(user.password);
  await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
  await hydrated(page);
  await expect(userMenu(page, user)).toBeVisible();
}

/** The portal frame's user menu, named after the signed-in user. */
export function userMenu(page: Page, user: DemoUser) {
  return page.getByRole('button', { name: new RegExp(escapeRegExp(user.fullName)) }).first();
}

/** Script errors and failed loads, collected for a test to assert there were none. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** axe's serious and critical findings on what the page shows now, by rule id and target. */
export async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The page needs no sideways scrolling (a phone's width). */
export async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A real PNG of `width` × `height` red pixels: what the ticketing service accepts as a picture. */
export function pngPicture(width = 4, height = 4): Buffer {
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([220, 30, 40])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
