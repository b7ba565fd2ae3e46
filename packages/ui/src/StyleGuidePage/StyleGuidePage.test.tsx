import { routeKinds } from '@kmx/domain/routing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { StyleGuidePage } from './StyleGuidePage';

/** The page's own title; the error page and the password gate shown inside have theirs. */
function title(): string {
  return screen.getAllByRole('heading', { level: 1 })[0]?.textContent ?? '';
}

describe('the style guide start page', () => {
  it('links every section with what it shows', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.styleGuide} />);
    expect(title()).toBe('Style guide');
    const list = screen.getByRole('main').querySelector('.style-guide-index') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/style-guide/buttons',
      '/style-guide/components',
      '/style-guide/inputs',
      '/style-guide/modules',
      '/style-guide/typography',
      '/style-guide/pages/error',
      '/style-guide/tools/email-links',
    ]);
    expect(within(list).getByText('Headings, paragraphs and lists.')).toBeTruthy();
  });

  it('is shown for a route kind that is no style-guide section', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.content} />);
    expect(title()).toBe('Style guide');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<StyleGuidePage section={routeKinds.styleGuide} />);
    await expectAccessible(container);
  });
});

describe('the buttons page', () => {
  it('shows primary, secondary and link buttons, enabled and disabled', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.styleGuideButtons} />);
    expect(title()).toBe('Buttons');
    const primary = screen.getAllByRole('button', { name: 'Primary button' });
    expect(primary.map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, true]);
    expect(screen.getAllByRole('button', { name: 'Secondary button' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Link button' })).toHaveLength(2);
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <StyleGuidePage section={routeKinds.styleGuideButtons} />,
    );
    await expectAccessible(container);
  });
});

describe('the components page', () => {
  it('shows a flash message of every type and a breadcrumb trail', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.styleGuideComponents} />);
    expect(screen.getByText('A info message')).toBeTruthy();
    expect(screen.getByText('A success message')).toBeTruthy();
    expect(screen.getByText('A error message')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <StyleGuidePage section={routeKinds.styleGuideComponents} />,
    );
    await expectAccessible(container);
  });
});

describe('the inputs page', () => {
  it('shows the spec messages linked to their fields', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.styleGuideInputs} />);
    const invalid = screen.getAllByText('Please enter a valid value');
    expect(invalid).toHaveLength(2);
    const checkboxMessage = screen.getByText('Please select the checkbox to continue');
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes[1]?.getAttribute('aria-describedby')).toBe(checkboxMessage.id);
    expect(checkboxes[1]?.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the password gate with its message', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.styleGuideInputs} />);
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please enter a password');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <StyleGuidePage section={routeKinds.styleGuideInputs} />,
    );
    await expectAccessible(container);
  });
});

describe('the modules page', () => {
  it('shows investor tables, locations and events with example data', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.styleGuideModules} />);
    expect(screen.getAllByRole('table')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Our locations' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Upcoming events' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <StyleGuidePage section={routeKinds.styleGuideModules} />,
    );
    await expectAccessible(container);
  });
});

describe('the typography page', () => {
  it('shows headings, a paragraph and both kinds of list', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.styleGuideTypography} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Heading level 2');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Heading level 4');
    const main = screen.getByRole('main');
    expect(main.querySelector('ul li')).not.toBeNull();
    expect(main.querySelector('ol li')).not.toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <StyleGuidePage section={routeKinds.styleGuideTypography} />,
    );
    await expectAccessible(container);
  });
});

describe('the error page page', () => {
  it('shows the error page with its link home', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.styleGuideErrorPage} />);
    expect(title()).toBe('Error page');
    expect(
      screen.getByRole('main').querySelector('.style-guide-example a[href="/en"]'),
    ).not.toBeNull();
  });
});

describe('the e-mail links tool', () => {
  it('starts with an empty link', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.styleGuideEmailLinks} />);
    expect(title()).toBe('E-mail links');
    expect((screen.getByLabelText('Link to copy') as HTMLTextAreaElement).value).toBe('mailto:');
  });
});

describe('given German', () => {
  it('reads German', () => {
    renderWithMessages(<StyleGuidePage section={routeKinds.styleGuideInputs} />, 'de');
    expect(title()).toBe('Eingabefelder');
    expect(
      screen.getByText('Bitte wählen Sie das Kontrollkästchen aus, um fortzufahren'),
    ).toBeTruthy();
  });
});
