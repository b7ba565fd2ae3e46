import type { TranslationState, TranslationTarget } from '@kmx/domain/content';
import type { EditorNavigation, EditorPage, EditorTreeItem } from '@kmx/domain/editor';

// A small site's tree for the editor's stories and tests: every translation state, a page with no
// target languages, hidden items, an item of no page, a draft-only page and an unlisted page.

function target(language: string, translationState: TranslationState): TranslationTarget {
  const exported = translationState === 'MarkedForTranslation' ? null : '2026-02-10T08:00:00Z';
  const imported = translationState === 'Translated' ? '2026-02-14T16:30:00Z' : null;
  return {
    id: `t-${language}-${translationState}`,
    language,
    translationState,
    exportedAt: exported,
    importedAt: imported,
  };
}

function page(
  id: string,
  title: string,
  path: string,
  targets: readonly TranslationTarget[],
  isPublished = true,
): EditorPage {
  return {
    id,
    title,
    path,
    isPublished,
    languages: ['en', ...targets.map((one) => one.language)],
    protection: 'none',
    translation: {
      sourceLanguage: 'en',
      sourceEditedAt: '2026-02-01T10:00:00Z',
      targetLanguages: targets,
    },
  };
}

function item(
  entry: EditorPage | { readonly title: string; readonly path: string },
  items: readonly EditorTreeItem[] = [],
  flags: { readonly hidden?: boolean; readonly hiddenSubItems?: boolean } = {},
): EditorTreeItem {
  return {
    title: entry.title,
    path: entry.path,
    url: `/en${entry.path === '/' ? '' : entry.path}`,
    hidden: flags.hidden ?? false,
    hiddenSubItems: flags.hiddenSubItems ?? false,
    page: 'id' in entry ? entry : null,
    items,
  };
}

const company = page('company', 'Company', '/company', [
  target('de', 'Translated'),
  target('fr', 'Translated'),
]);
const history = page('history', 'History', '/company/history', [
  target('de', 'InProgress'),
  target('fr', 'Translated'),
]);
const careers = page('careers', 'Careers', '/company/careers', [
  target('de', 'MarkedForTranslation'),
  target('fr', 'MarkedForTranslation'),
]);
const trainees = page(
  'trainees',
  'Trainee programme',
  '/company/careers/trainees',
  [target('de', 'MarkedForTranslation')],
  false,
);
const investors = page('investors', 'Investors', '/investors', []);
const imprint = page('imprint', 'Imprint', '/imprint', [target('de', 'Translated')]);

/** The navigation of the example site in the DRAFT stage, as the editor call answers it. */
export const exampleEditorNavigation: EditorNavigation = {
  siteId: 'main',
  language: 'en',
  stage: 'DRAFT',
  items: [
    item(company, [item(history), item(careers, [item(trainees)], { hiddenSubItems: true })]),
    item(investors, [], { hidden: true }),
    item({ title: 'Products', path: '/products' }),
  ],
  otherPages: [item(imprint)],
};

/** The example tree's pages by id, for a panel or a test. */
export const exampleEditorPages = { company, history, careers, trainees, investors, imprint };
