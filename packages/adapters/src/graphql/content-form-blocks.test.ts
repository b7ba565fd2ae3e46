import { describe, expect, it } from 'vitest';
import { blockSchema } from './content-block-schemas';

describe('the form blocks as the content service answers them', () => {
  it('turns a licence request form without title or intro into its domain block', () => {
    expect(
      blockSchema.parse({
        __typename: 'LicenceRequestFormBlock',
        id: 'l',
        title: null,
        intro: null,
      }),
    ).toEqual({ id: 'l', type: 'LicenceRequestForm', title: null, intro: null });
  });

  it('keeps only the whitepaper’s id and title', () => {
    expect(
      blockSchema.parse({
        __typename: 'WhitepaperFormBlock',
        id: 'w',
        title: 'Download',
        intro: null,
        whitepaper: { id: 'guide', title: 'The guide' },
      }),
    ).toEqual({
      id: 'w',
      type: 'WhitepaperForm',
      title: 'Download',
      intro: null,
      whitepaper: { id: 'guide', title: 'The guide' },
    });
  });

  it('refuses a whitepaper form that names no whitepaper, naming the field', () => {
    const result = blockSchema.safeParse({
      __typename: 'WhitepaperFormBlock',
      id: 'w',
      title: null,
      intro: null,
      whitepaper: { id: '', title: 'The guide' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['whitepaper', 'id']);
  });
});
