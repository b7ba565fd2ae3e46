import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docComments, domainIndex, indexPath, specRule, writeCommand } from './domain-index.mjs';

describe('the domain rule index (docs/domain.md)', () => {
  it('agrees with the Spec tags of packages/domain/src', async () => {
    const written = readFileSync(indexPath, 'utf8');
    const generated = await domainIndex();
    expect(
      written === generated,
      `docs/domain.md and the Spec tags of packages/domain/src disagree: run \`${writeCommand}\``,
    ).toBe(true);
  });
});

describe('reading a Spec tag', () => {
  it('takes the section and the first sentence', () => {
    expect(
      specRule('Spec public-site 3.6: the primary image is the default one. Else the first.'),
    ).toEqual({ section: 'public-site 3.6', rule: 'The primary image is the default one' });
    expect(specRule('Spec portal 8, RFC 7009 2.2: revoking failed; a warning only.')).toEqual({
      section: 'portal 8, RFC 7009 2.2',
      rule: 'Revoking failed; a warning only',
    });
  });

  it('keeps abbreviations inside the sentence and reads a bare tag', () => {
    expect(
      specRule('Spec public-site 7: `{page}/_payload.json`, e.g. `/en/_payload.json`.'),
    ).toEqual({
      section: 'public-site 7',
      rule: '`{page}/_payload.json`, e.g. `/en/_payload.json`',
    });
    expect(specRule('Spec public-site 3.8.')).toEqual({ section: 'public-site 3.8', rule: '' });
  });

  it('is no rule for other comments', () => {
    expect(specRule('The image flagged as default is the primary one.')).toBeNull();
  });
});

describe('the comments of a source', () => {
  it('names the export each top-level comment documents, and reads its @usedBy tags', () => {
    const source = [
      '/** Spec public-site 2.5: a title names the site. */',
      'export function titleWithSite() {}',
      '',
      '/**',
      ' * Spec portal 5: a comment is required.',
      ' *',
      ' * @usedBy issue 16',
      ' */',
      'export const validateTicketComment = 1;',
      '/** Spec public-site 9: constants. */',
      '',
      'const second = 1000;',
    ].join('\n');
    expect(docComments(source)).toEqual([
      { text: 'Spec public-site 2.5: a title names the site.', tags: [], name: 'titleWithSite' },
      {
        text: 'Spec portal 5: a comment is required.',
        tags: ['@usedBy issue 16'],
        name: 'validateTicketComment',
      },
      { text: 'Spec public-site 9: constants.', tags: [], name: null },
    ]);
  });
});
