import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleProductPageView } from '../examples/product-page-examples';
import { PageActionsContext } from '../PageLayout/PageActions';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ProductPage } from './ProductPage';
import { TalkToExpert } from './TalkToExpert';

const contactLink = { title: 'Contact', href: '/en/contact', newTab: false };

describe('Talk to an Expert on a product page (issue 20)', () => {
  it('sits in the product’s header, beside the comparison button', () => {
    renderWithMessages(<ProductPage view={exampleProductPageView} />);
    const heading = screen.getByRole('heading', { level: 1 });
    const call = screen.getByText('Talk to an Expert');
    expect(heading.parentElement?.contains(call)).toBe(true);
  });

  it('is a link to the contact page before the script runs and where no panel is open to it', () => {
    renderWithMessages(<TalkToExpert contactLink={contactLink} />);
    const link = screen.getByRole('link', { name: 'Talk to an Expert' });
    expect(link.getAttribute('href')).toBe('/en/contact');
    // No page actions (server render): the click is left to the browser.
    expect(fireEvent.click(link)).toBe(true);
  });

  it('opens the contact panel instead when the layout has one', () => {
    const openContactPanel = vi.fn(() => true);
    renderWithMessages(
      <PageActionsContext.Provider value={{ openNewsFeedPanel: vi.fn(), openContactPanel }}>
        <TalkToExpert contactLink={contactLink} />
      </PageActionsContext.Provider>,
    );
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Talk to an Expert' }));
    expect(openContactPanel).toHaveBeenCalledOnce();
    expect(followed).toBe(false);
  });

  it('is a button opening the panel when the site has no contact page', () => {
    const openContactPanel = vi.fn(() => true);
    renderWithMessages(
      <PageActionsContext.Provider value={{ openNewsFeedPanel: vi.fn(), openContactPanel }}>
        <TalkToExpert contactLink={null} />
      </PageActionsContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Talk to an Expert' }));
    expect(openContactPanel).toHaveBeenCalledOnce();
  });

  it('speaks German and has no accessibility violations', async () => {
    const { container } = renderWithMessages(<TalkToExpert contactLink={contactLink} />, 'de');
    expect(screen.getByRole('link').textContent).not.toBe('');
    await expectAccessible(container);
  });
});
