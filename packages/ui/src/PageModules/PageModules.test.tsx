import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleModules } from '../examples/example-modules';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { PageModules } from './PageModules';

const swiss = { language: 'en', country: 'CH' };

describe('given no module', () => {
  it('renders nothing', () => {
    const { container } = renderWithMessages(<PageModules modules={[]} locale={swiss} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('given one module of each kind', () => {
  it('renders the investor tables, the locations and the events in that order', () => {
    renderWithMessages(<PageModules modules={exampleModules} locale={swiss} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Shares',
      'Dividend per share',
      'Financial calendar',
      'Our locations',
      'Upcoming events',
      'Past events',
    ]);
  });

  it('formats for the visitor locale: English in Switzerland', () => {
    renderWithMessages(<PageModules modules={exampleModules} locale={swiss} />);
    expect(screen.getByText('9 March 2023')).toBeTruthy();
  });

  it('formats internationally for the country ALL', () => {
    renderWithMessages(
      <PageModules modules={exampleModules} locale={{ language: 'en', country: 'ALL' }} />,
    );
    expect(screen.getByText('March 9, 2023')).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <PageModules modules={exampleModules} locale={swiss} />,
    );
    await expectAccessible(container);
  });
});
