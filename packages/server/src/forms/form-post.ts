import type { FormKind } from '@kmx/domain/forms';

/** The fields every form posts besides its own (RULES "Server"; docs/forms.md). */
const controlFields = {
  started: 'formStarted',
  honeypot: 'website',
  page: 'page',
  language: 'language',
  whitepaper: 'whitepaper',
} as const;

const controlNames: ReadonlySet<string> = new Set(Object.values(controlFields));

/** One post, read: the form's own fields for the domain's rules, and the control fields. */
export interface FormPost {
  /** The form's own fields, consent as a boolean when it was ticked. */
  readonly input: Readonly<Record<string, unknown>>;
  readonly formStarted: string | null;
  /** The honeypot's content: people never see the field, so anything in it was filled by a robot. */
  readonly honeypot: string;
  /** The sending page's path, or `null` when none (or no plain path) was sent. */
  readonly page: string | null;
  /** `en`, `de`: the sending page's language, English when not told. */
  readonly language: string;
  /** The whitepaper form's whitepaper id. */
  readonly whitepaperId: string | null;
}

const pagePath = /^\/(?!\/)[^\s\\]{0,500}$/;
const languageCode = /^[a-z]{2}$/;
const whitepaperIdPattern = /^[\w.-]{1,100}$/;
/** A form has a dozen fields; more are not from one of ours. */
const maxFields = 40;

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A ticked box posts `on` from a form, `true` from the script. */
function consentOf(value: unknown): unknown {
  if (value === 'on' || value === 'true') return true;
  if (value === '' || value === 'false') return false;
  return value;
}

/**
 * Reads a parsed body (JSON or form-encoded); `null` when it is not a flat object of fields (a
 * list, a repeated field, too many fields): the caller answers 400.
 */
export function readFormPost(form: FormKind, body: unknown): FormPost | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length > maxFields) return null;
  if (entries.some(([, value]) => Array.isArray(value))) return null;
  const fields = new Map(entries);
  const input: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (controlNames.has(name)) continue;
    input[name] = name === 'consent' ? consentOf(value) : value;
  }
  const page = text(fields.get(controlFields.page));
  const language = text(fields.get(controlFields.language))?.slice(0, 2).toLowerCase() ?? '';
  const whitepaper = text(fields.get(controlFields.whitepaper));
  return {
    input,
    formStarted: text(fields.get(controlFields.started)),
    honeypot: text(fields.get(controlFields.honeypot)) ?? '',
    page: page !== null && pagePath.test(page) ? page : null,
    language: languageCode.test(language) ? language : 'en',
    whitepaperId:
      form === 'whitepaper' && whitepaper !== null && whitepaperIdPattern.test(whitepaper)
        ? whitepaper
        : null,
  };
}

/** What was typed, to show again: texts and ticks only, never the honeypot or the token. */
export function typedValues(post: FormPost): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(post.input)) {
    if (typeof value === 'string' || typeof value === 'boolean') values[name] = value;
  }
  if (post.whitepaperId !== null) values[controlFields.whitepaper] = post.whitepaperId;
  return values;
}
