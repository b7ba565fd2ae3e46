import { formsCs } from '../i18n/areas/forms.cs';
import { formsDe } from '../i18n/areas/forms.de';
import { formsEn } from '../i18n/areas/forms.en';
import { formsEs } from '../i18n/areas/forms.es';
import { formsFr } from '../i18n/areas/forms.fr';
import { formsHu } from '../i18n/areas/forms.hu';
import { formsJa } from '../i18n/areas/forms.ja';
import { formsPt } from '../i18n/areas/forms.pt';
import { formsRo } from '../i18n/areas/forms.ro';
import { formsSk } from '../i18n/areas/forms.sk';
import { formsZh } from '../i18n/areas/forms.zh';
import type { UiLanguage } from '../i18n/Messages';
import { uiLanguageOf } from '../i18n/ui-language';
import type { FormsTexts } from './forms-texts';

const catalogues: Readonly<Record<UiLanguage, FormsTexts>> = {
  en: formsEn,
  de: formsDe,
  fr: formsFr,
  zh: formsZh,
  ja: formsJa,
  es: formsEs,
  pt: formsPt,
  cs: formsCs,
  hu: formsHu,
  ro: formsRo,
  sk: formsSk,
};

/**
 * The forms' texts of a page's language, every language at hand (tests and stories); the browser
 * and the server load them with `loadFormsTexts`.
 */
export function formsTextsFor(language: string): FormsTexts {
  return catalogues[uiLanguageOf(language)];
}
