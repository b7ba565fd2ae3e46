import { describe, expect, it } from 'vitest';
import { mailtoLink } from './mailto-link';

describe('a mailto link', () => {
  it('names the recipient and nothing else when the rest is empty', () => {
    expect(mailtoLink({ to: 'info@komax.example', subject: '', body: '' })).toBe(
      'mailto:info@komax.example',
    );
  });

  it('carries subject and text, spaces as %20', () => {
    expect(
      mailtoLink({ to: 'info@komax.example', subject: 'Service request', body: 'Hello team' }),
    ).toBe('mailto:info@komax.example?subject=Service%20request&body=Hello%20team');
  });

  it('writes line breaks as CRLF', () => {
    expect(mailtoLink({ to: '', subject: '', body: 'Line 1\nLine 2' })).toBe(
      'mailto:?body=Line%201%0D%0ALine%202',
    );
  });

  it('encodes characters that would end a field', () => {
    expect(mailtoLink({ to: 'a@b.example', subject: 'Q&A = ?', body: '' })).toBe(
      'mailto:a@b.example?subject=Q%26A%20%3D%20%3F',
    );
  });

  it('lists several recipients separated by commas, trimmed', () => {
    expect(mailtoLink({ to: ' a@b.example , c@d.example ,', subject: '', body: '' })).toBe(
      'mailto:a@b.example,c@d.example',
    );
  });
});
