export interface MailtoFields {
  /** One address or several separated by commas; may be empty. */
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** Percent-encodes a value of a mailto link; `@` may stay as it is in an address (RFC 6068 2). */
function encodeAddress(address: string): string {
  return encodeURIComponent(address).replace(/%40/g, '@');
}

/**
 * A `mailto:` link with the subject and text filled in (RFC 6068): every part percent-encoded,
 * spaces as `%20` (never `+`), line breaks as `%0D%0A`; empty fields are left out.
 */
export function mailtoLink(fields: MailtoFields): string {
  const addresses = fields.to
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '')
    .map(encodeAddress)
    .join(',');
  const fieldsInQuery: readonly (readonly [string, string])[] = [
    ['subject', fields.subject],
    ['body', fields.body.replace(/\r\n|\r|\n/g, '\r\n')],
  ];
  const query = fieldsInQuery
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${addresses}${query === '' ? '' : `?${query}`}`;
}
