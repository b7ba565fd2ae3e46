import type { InboxEntry } from './forms-inbox-store';

/** Everything a visitor typed reaches this page: each value is escaped before it is printed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}

function fieldRows(fields: unknown): string {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    return `<tr><td colspan="2">${escapeHtml(textOf(fields))}</td></tr>`;
  }
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(textOf(value))}</td></tr>`,
    )
    .join('');
}

function entrySection(entry: InboxEntry): string {
  const { submission } = entry;
  const form = textOf(submission['form']) || 'unknown form';
  const details = [
    ['Submission id', textOf(submission['id'])],
    ['Idempotency key', entry.idempotencyKey],
    ['Language', textOf(submission['language'])],
    ['Page', textOf(submission['page'])],
    ['Accepted by the product', textOf(submission['receivedAt'])],
    ['Received by the inbox', entry.receivedAt],
  ]
    .map(([name = '', value = '']) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return [
    '<section class="submission">',
    `<h2>${escapeHtml(form)}</h2>`,
    `<dl>${details}</dl>`,
    `<table><caption>Fields</caption><tbody>${fieldRows(submission['fields'])}</tbody></table>`,
    '</section>',
  ].join('');
}

/** The developer's view of the inbox: what the product delivered, newest first. */
export function formsInboxPage(entries: readonly InboxEntry[]): string {
  const body =
    entries.length === 0
      ? '<p>Nothing received yet. Send a form on the site; the product delivers it here.</p>'
      : entries.map(entrySection).join('');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Forms inbox (sandbox)</title>',
    '<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}',
    '.submission{border:1px solid #999;border-radius:4px;padding:0 1rem 1rem;margin-block:1rem}',
    'dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dd{margin:0}',
    'th,td{text-align:left;vertical-align:top;padding:.25rem 1rem .25rem 0;white-space:pre-wrap}</style>',
    '</head>',
    '<body><main>',
    '<h1>Forms inbox (sandbox)</h1>',
    `<p>${entries.length} submission${entries.length === 1 ? '' : 's'} received, newest first. The same list as JSON: <code>GET /submissions</code> of this service.</p>`,
    body,
    '</main></body></html>',
  ].join('\n');
}
