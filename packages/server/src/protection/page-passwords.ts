import { z } from 'zod';

/**
 * The passwords of the protected areas (spec public-site 2.3), by site id, then by the path (within
 * the site) of the area's top page; one password opens that page and every page below it.
 */
export type PagePasswords = Readonly<Record<string, Readonly<Record<string, string>>>>;

const areaPath = z
  .string()
  .regex(/^\/[^?#\s]*$/, 'area paths must start with "/" and hold no query, fragment or space');

const pagePasswordsSchema = z.record(
  z.string().trim().min(1, 'site ids must not be empty'),
  z.record(areaPath, z.string().min(8, 'passwords must have at least 8 characters')),
);

/**
 * The `PAGE_PASSWORDS` variable: JSON such as `{"site-events":{"/internal-2025":"…"}}`. A message
 * that says what is wrong, never the value (it holds passwords).
 */
export const pagePasswordsVariable = z.string().transform((text, context): PagePasswords => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be JSON: {"siteId":{"/path":"password"}}' });
    return z.NEVER;
  }
  const parsed = pagePasswordsSchema.safeParse(json);
  if (!parsed.success) {
    context.addIssue({
      code: 'custom',
      message: `must be {"siteId":{"/path":"password"}}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    });
    return z.NEVER;
  }
  return parsed.data;
});

/**
 * The sandbox's protected pages open with these (README "Protected pages"); they are used only
 * while the content comes from the embedded sandbox and `PAGE_PASSWORDS` is unset.
 */
export const demoPagePasswords: PagePasswords = {
  'site-productronica': { '/internal': 'Demo-2026!productronica' },
  'site-events': { '/internal-2025': 'Demo-2026!events' },
  'site-wirepro-expo-2024': { '/exhibitors-7f3a9c': 'Demo-2026!wirepro' },
  'site-brand-portal': {
    '/komax/komax-protected': 'Demo-2026!komax',
    '/komax-group/komax-group-protected': 'Demo-2026!komax-group',
    '/wirecraft/wirecraft-protected': 'Demo-2026!wirecraft',
  },
};

/** The passwords in force: the configured ones, else the demo ones for the sandbox's content only. */
export function pagePasswordsInForce(
  configured: PagePasswords | undefined,
  contentIsSandbox: boolean,
): PagePasswords {
  return configured ?? (contentIsSandbox ? demoPagePasswords : {});
}
