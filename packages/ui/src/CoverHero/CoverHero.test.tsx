import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleCoverBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { CoverHero } from './CoverHero';

describe('given a cover hero', () => {
  it('shows the page title as its heading over the caption', () => {
    render(<CoverHero cover={exampleCoverBlock} title="Wire processing" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wire processing');
    expect(screen.getByText('Our assembly hall in Dierikon')).toBeTruthy();
  });

  it('loads the stretched rendition (1180) at once, described by its alternative text', () => {
    render(<CoverHero cover={exampleCoverBlock} title="Wire processing" />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('alt')).toBe('The assembly hall with three harness lines');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('srcset')).toContain(' 1180w, ');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = render(<CoverHero cover={exampleCoverBlock} title="Wire processing" />);
    await expectAccessible(container);
  });
});
