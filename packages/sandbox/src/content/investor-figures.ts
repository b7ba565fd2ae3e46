import type { StoredBlock, StoredPage, StoredTranslations } from './content-data';
import type { StoredInvestorData } from './items-data';

/**
 * One source of investor figures: the tables of the investor pages that repeat the investor data
 * (share counts, dividends, the financial calendar) take their figures from `investor.json`, the
 * file the investor module reads, so a page can never contradict its own module. A table block
 * names its figures with `figures`; its `rows` in the page data are the rows the investor data does
 * not hold (the share's nominal value after the counts, a draft's proposed dividend before the paid
 * ones), in the block's language.
 */
export type InvestorFigures = 'share-counts' | 'dividends' | 'financial-calendar';

type Row = readonly string[];

/** A number with its thousands grouped as the language writes them (`23,410`, `23’410`). */
function numberText(value: number, language: string, fractionDigits = 0): string {
  const [whole = '0', fraction] = value.toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'de' ? '’' : ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

function dateText(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

function label(labels: Readonly<Record<string, string>>, language: string): string {
  return labels[language] ?? labels['en'] ?? '';
}

/** The rows of `figures` from the investor data, in `language`. */
export function investorRows(
  data: StoredInvestorData,
  figures: InvestorFigures,
  language: string,
): readonly Row[] {
  if (figures === 'share-counts')
    return data.shareCounts.map((share) => [
      label(share.labels, language),
      numberText(share.count, language),
    ]);
  if (figures === 'financial-calendar')
    return data.financialCalendar.map((entry) => [entry.date, label(entry.titles, language)]);
  const years = [...new Set(data.dividends.map((dividend) => dividend.financialYear))].sort(
    (a, b) => b - a,
  );
  return years.map((year) => {
    const ofYear = data.dividends.filter((dividend) => dividend.financialYear === year);
    const total = ofYear.reduce((sum, dividend) => sum + dividend.amountChf, 0);
    const paid = ofYear[0]?.paymentDate;
    const none = language === 'de' ? 'keine Dividende' : 'no dividend';
    return [
      String(year),
      numberText(total, 'en', 2),
      total === 0 || paid === undefined ? none : dateText(paid, language),
    ];
  });
}

function isFigures(value: unknown): value is InvestorFigures {
  return value === 'share-counts' || value === 'dividends' || value === 'financial-calendar';
}

function withFigures(block: StoredBlock, data: StoredInvestorData, language: string): StoredBlock {
  const figures = block['figures'];
  if (!isFigures(figures)) return block;
  const own = Array.isArray(block['rows']) ? (block['rows'] as readonly Row[]) : [];
  const generated = investorRows(data, figures, language);
  const rows = figures === 'share-counts' ? [...generated, ...own] : [...own, ...generated];
  return { ...block, rows };
}

function translationsWithFigures(
  translations: StoredTranslations,
  data: StoredInvestorData,
): StoredTranslations {
  return Object.fromEntries(
    Object.entries(translations).map(([language, translation]) => [
      language,
      {
        ...translation,
        blocks: translation.blocks.map((block) => withFigures(block, data, language)),
      },
    ]),
  );
}

/** `page` with every figures table filled from the investor data. */
export function pageWithInvestorFigures<Page extends StoredPage>(
  page: Page,
  data: StoredInvestorData,
): Page {
  return {
    ...page,
    published: translationsWithFigures(page.published, data),
    ...(page.draft === undefined ? {} : { draft: translationsWithFigures(page.draft, data) }),
  };
}
