import type { PageTreeFilter } from '@kmx/domain/editor';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleEditorNavigation } from '../../examples/editor-tree-examples';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithEditorMessages } from '../../test-support/render-with-editor-messages';
import { PageTreeView, type PageTreeLoad, type PageTreeViewProps } from './PageTreeView';

const loaded: PageTreeLoad = {
  kind: 'loaded',
  items: exampleEditorNavigation.items,
  otherPages: exampleEditorNavigation.otherPages,
};

function renderView(props: Partial<PageTreeViewProps> = {}, language = 'en') {
  const spies = {
    onFilter: vi.fn<(change: Partial<PageTreeFilter>) => void>(),
    onRetry: vi.fn(),
    onOpenPage: vi.fn<(id: string) => void>(),
    onPreview: vi.fn<(path: string) => void>(),
  };
  const all: PageTreeViewProps = {
    load: loaded,
    filter: { state: null, needs: null },
    siteName: 'Komax',
    contentLanguage: 'de',
    stage: 'DRAFT',
    language,
    openPageId: null,
    hrefOfPage: (id) => `/en/editor?page=${id}`,
    hrefOfPreview: (path) => `/en/editor?preview=${encodeURIComponent(path)}`,
    ...spies,
    ...props,
  };
  return { ...renderWithEditorMessages(<PageTreeView {...all} />, language), ...spies };
}

const rowTitles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.page-tree__name')?.textContent);

describe('the page tree screen', () => {
  it('lists the navigation as a table with a caption, then the other pages', async () => {
    const { container } = renderView();
    const [navigation, others] = screen.getAllByRole('table');
    expect(navigation?.querySelector('caption')?.textContent).toBe(
      'Navigation of Komax in German, Draft',
    );
    expect(rowTitles(navigation as HTMLElement)).toEqual([
      'Company',
      'History',
      'Careers',
      'Trainee programme',
      'Investors',
      'Products',
    ]);
    expect(others?.querySelector('caption')?.textContent).toContain('Other pages');
    expect(rowTitles(others as HTMLElement)).toEqual(['Imprint']);
    expect(screen.getByRole('status').textContent).toBe('6 pages shown.');
    await expectAccessible(container);
  });

  it('shows each page with its address, flags, state and preview link', () => {
    renderView();
    const row = (title: string) =>
      screen.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr') as HTMLElement;
    const trainees = row('Trainee programme');
    expect(trainees.textContent).toContain('/en/company/careers/trainees');
    expect(trainees.textContent).toContain('Draft only, not published');
    expect(trainees.textContent).toContain('Marked for translation');
    expect(within(trainees).getByRole('rowheader').textContent).toContain('level 3');
    expect(row('Careers').textContent).toContain('Sub-items hidden');
    expect(row('Investors').textContent).toContain('Hidden');
    expect(row('Investors').textContent).toContain('No target languages');
    expect(row('History').textContent).toContain('In progress');
    expect(row('Company').textContent).toContain('Translated');
    const products = row('Products');
    expect(products.textContent).toContain('/en/products');
    expect(within(products).queryByRole('link')).toBeNull();
    expect(products.querySelector('.translation-state')).toBeNull();
  });

  it('opens a page and its preview through the area, a plain click only', () => {
    const { onOpenPage, onPreview } = renderView({ openPageId: 'history' });
    const title = screen.getByRole('link', { name: 'Careers' });
    expect(title.getAttribute('href')).toBe('/en/editor?page=careers');
    fireEvent.click(title);
    expect(onOpenPage).toHaveBeenCalledWith('careers');
    fireEvent.click(title, { ctrlKey: true });
    expect(onOpenPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('true');
    const preview = screen.getByRole('link', { name: 'Preview Careers' });
    expect(preview.getAttribute('href')).toBe('/en/editor?preview=%2Fcompany%2Fcareers');
    fireEvent.click(preview);
    expect(onPreview).toHaveBeenCalledWith('/company/careers');
  });

  it('filters by state, keeping the parents of a match for context', () => {
    renderView({ filter: { state: 'MarkedForTranslation', needs: null } });
    const [navigation] = screen.getAllByRole('table');
    expect(rowTitles(navigation as HTMLElement)).toEqual([
      'Company',
      'Careers',
      'Trainee programme',
    ]);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('rowheader', { name: /^Company/ }).textContent).toContain(
      'shown for the pages below it',
    );
    expect(screen.getByRole('status').textContent).toBe('2 pages shown.');
  });

  it('counts the pages needing translation per language, and writes a choice', () => {
    const { onFilter } = renderView();
    const group = screen.getByRole('group', { name: 'Needs translation in' });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Any language',
      'German (3)',
      'French (1)',
    ]);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chips[1] as HTMLElement);
    expect(onFilter).toHaveBeenCalledWith({ needs: 'de' });
    fireEvent.change(screen.getByLabelText('Translation state'), {
      target: { value: 'InProgress' },
    });
    expect(onFilter).toHaveBeenCalledWith({ state: 'InProgress' });
    fireEvent.change(screen.getByLabelText('Translation state'), { target: { value: '' } });
    expect(onFilter).toHaveBeenCalledWith({ state: null });
  });

  it('says when no page matches and clears the filters', () => {
    const { onFilter } = renderView({ filter: { state: 'InProgress', needs: 'fr' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No page matches these filters.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No page shown.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(onFilter).toHaveBeenCalledWith({ state: null, needs: null });
  });

  it('is busy while loading, and offers a retry when loading failed', () => {
    const { rerender, onRetry } = renderView({ load: { kind: 'loading' } });
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading the pages…')).toBeTruthy();
    rerender(
      <PageTreeView
        load={{ kind: 'failed' }}
        filter={{ state: null, needs: null }}
        siteName="Komax"
        contentLanguage="en"
        stage="PUBLISHED"
        language="en"
        openPageId={null}
        hrefOfPage={() => ''}
        hrefOfPreview={() => ''}
        onOpenPage={vi.fn()}
        onPreview={vi.fn()}
        onFilter={vi.fn()}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('says when the site has no pages at all', () => {
    renderView({ load: { kind: 'loaded', items: [], otherPages: [] } });
    expect(screen.getByText('This site has no pages in this stage and language yet.')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it("shows the open page's panel right below its row, or above when filtered out", () => {
    const panel = <aside aria-label="Translation">panel</aside>;
    const { rerender } = renderView({ openPageId: 'careers', panel });
    const careersRow = screen.getByRole('rowheader', { name: /^Careers/ }).closest('tr');
    const panelRow = screen.getByRole('complementary', { name: 'Translation' }).closest('tr');
    expect(careersRow?.nextElementSibling).toBe(panelRow);
    expect(panelRow?.querySelector('td')?.getAttribute('colspan')).toBe('5');
    rerender(
      <PageTreeView
        load={loaded}
        filter={{ state: 'InProgress', needs: null }}
        siteName="Komax"
        contentLanguage="en"
        stage="PUBLISHED"
        language="en"
        openPageId="careers"
        panel={panel}
        hrefOfPage={() => ''}
        hrefOfPreview={() => ''}
        onOpenPage={vi.fn()}
        onPreview={vi.fn()}
        onFilter={vi.fn()}
        onRetry={vi.fn()}
      />,
    );
    const above = screen.getByRole('complementary', { name: 'Translation' });
    expect(above.closest('table')).toBeNull();
    expect(screen.getByRole('rowheader', { name: /^History/ })).toBeTruthy();
  });

  it('speaks German', async () => {
    const { container } = renderView({ filter: { state: null, needs: 'de' } }, 'de');
    expect(screen.getAllByRole('table')[0]?.querySelector('caption')?.textContent).toBe(
      'Navigation von Komax auf Deutsch, Entwurf',
    );
    expect(screen.getByRole('button', { name: 'Deutsch (3)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('status').textContent).toBe('3 Seiten angezeigt.');
    await expectAccessible(container);
  });
});
