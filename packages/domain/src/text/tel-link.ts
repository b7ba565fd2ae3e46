/**
 * A `tel:` link for a phone number as people write it (`+41 41 455 00 00`, `+41 (0)41 455-00-00`):
 * a dialable number is digits with at most a leading plus (RFC 3966 global number), so every other
 * character, and any plus after the first character, is left out.
 */
export function telLink(phone: string): string {
  const written = phone.trim();
  const digits = written.replace(/\D/g, '');
  return `tel:${written.startsWith('+') ? '+' : ''}${digits}`;
}
