import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleHeroBlock } from '../../examples/example-home-blocks';
import { CoverHero } from '../../CoverHero/CoverHero';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithMessages } from '../../test-support/render-with-messages';
import { BlockSettingsProvider, defaultBlockSettings } from '../BlockSettings';
import { HeroBlock } from './HeroBlock';

const german = { ...defaultBlockSettings, linkContext: { localeCode: 'de', siteSlug: null } };

describe('given a hero further down a page', () => {
  it('shows its headline, lead and both calls to action for the visitor’s locale', () => {
    renderWithMessages(
      <BlockSettingsProvider settings={german}>
        <HeroBlock block={exampleHeroBlock} />
      </BlockSettingsProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Precision wire processing');
    expect(screen.getByRole('region', { name: 'Precision wire processing' })).toBeTruthy();
    expect(screen.getByText(/Machines that cut, strip/)).toBeTruthy();
    const primary = screen.getByRole('link', { name: 'Explore our machines' });
    expect(primary.getAttribute('href')).toBe('/de/products');
    expect(primary.className).toContain('button--accent');
    expect(screen.getByRole('link', { name: 'Talk to an Expert' }).className).toContain(
      'button--ghost',
    );
  });

  it('draws no picture, lead or actions it was not given', () => {
    const { container } = renderWithMessages(
      <HeroBlock
        block={{
          ...exampleHeroBlock,
          picture: null,
          lead: null,
          callToAction: null,
          secondaryAction: null,
        }}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.block-hero__lead')).toBeNull();
    expect(container.querySelector('.block-hero__actions')).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<HeroBlock block={exampleHeroBlock} />);
    await expectAccessible(container);
  });
});

describe('given a hero as the first block of a page (the cover)', () => {
  it('carries the page title as the one level-1 heading, the lead and the calls to action', () => {
    renderWithMessages(
      <BlockSettingsProvider settings={german}>
        <CoverHero cover={exampleHeroBlock} title="Präzise Kabelverarbeitung" />
      </BlockSettingsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Präzise Kabelverarbeitung');
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('link', { name: 'Explore our machines' }).getAttribute('href')).toBe(
      '/de/products',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <CoverHero cover={exampleHeroBlock} title="Precision wire processing" />,
    );
    await expectAccessible(container);
  });
});
