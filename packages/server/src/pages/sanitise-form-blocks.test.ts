import { describe, expect, it } from 'vitest';
import { sanitiseBlock } from './sanitise-block';

describe('the form blocks as they reach a renderer', () => {
  it('keep the licence request form’s title and intro as plain text', () => {
    expect(
      sanitiseBlock({
        id: 'l',
        type: 'LicenceRequestForm',
        title: 'Request <b>licence</b> information',
        intro: 'Every field is required.<script>alert(1)</script>',
      }),
    ).toEqual({
      id: 'l',
      type: 'LicenceRequestForm',
      title: 'Request licence information',
      intro: 'Every field is required.',
    });
  });

  it('keep a block without title or intro as it is', () => {
    const block = { id: 'l', type: 'LicenceRequestForm', title: null, intro: null } as const;
    expect(sanitiseBlock(block)).toEqual(block);
  });

  it('clean the whitepaper’s id and title of markup too', () => {
    expect(
      sanitiseBlock({
        id: 'w',
        type: 'WhitepaperForm',
        title: 'Download the whitepaper',
        intro: null,
        whitepaper: { id: 'wire-processing-guide', title: '<i>The wire processing guide</i>' },
      }),
    ).toEqual({
      id: 'w',
      type: 'WhitepaperForm',
      title: 'Download the whitepaper',
      intro: null,
      whitepaper: { id: 'wire-processing-guide', title: 'The wire processing guide' },
    });
  });
});
