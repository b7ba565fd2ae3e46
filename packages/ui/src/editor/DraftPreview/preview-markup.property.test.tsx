import { fc, test } from '@fast-check/vitest';
import { render } from '@testing-library/react';
import { expect } from 'vitest';
import { previewMarkup } from './preview-markup';

// Hostile pieces a draft could carry, mixed with ordinary markup in any order and nesting.
const piece = fc.oneof(
  fc.constantFrom(
    '<script>steal()</script>',
    '<img src="about:blank" onerror="steal()">',
    '<p onclick="steal()">',
    '</p>',
    '<a href="javascript:steal()">',
    '<a href=" jav&#x09;ascript:steal()">',
    '<a href="/de/company">',
    '</a>',
    '<style>*{}</style>',
    '<svg onload="steal()"><circle/></svg>',
    '<div style="background:url(x)">',
    '</div>',
    '<h1>',
    '</h1>',
    '<!-- comment -->',
    '<template><script>steal()</script></template>',
  ),
  fc.string({ maxLength: 12 }),
);

test.prop([fc.array(piece, { maxLength: 25 })])(
  'no script, handler, style or unsafe link survives, whatever the draft holds',
  (pieces) => {
    const { container, unmount } = render(<div>{previewMarkup(pieces.join(''))}</div>);
    expect(container.querySelector('script, style, svg, img, template, h1, [style]')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(['href', 'rel']).toContain(attribute);
      }
    }
    for (const link of container.querySelectorAll('a[href]')) {
      expect(link.getAttribute('href')).toBe('/de/company');
    }
    unmount();
  },
);
