import { modulesCs } from './areas/modules.cs';
import { modulesDe } from './areas/modules.de';
import { modulesEn } from './areas/modules.en';
import { modulesEs } from './areas/modules.es';
import { modulesFr } from './areas/modules.fr';
import { modulesHu } from './areas/modules.hu';
import { modulesJa } from './areas/modules.ja';
import { modulesPt } from './areas/modules.pt';
import { modulesRo } from './areas/modules.ro';
import { modulesSk } from './areas/modules.sk';
import { modulesZh } from './areas/modules.zh';
import type { Messages, UiLanguage } from './Messages';
import { messagesCs } from './messages-cs';
import { messagesDe } from './messages-de';
import { messagesEn } from './messages-en';
import { messagesEs } from './messages-es';
import { messagesFr } from './messages-fr';
import { messagesHu } from './messages-hu';
import { messagesJa } from './messages-ja';
import { messagesPt } from './messages-pt';
import { messagesRo } from './messages-ro';
import { messagesSk } from './messages-sk';
import { messagesZh } from './messages-zh';
import { uiLanguageOf } from './ui-language';

// The server has the modules' texts at hand too; the browser loads them with their parts.
const catalogues: Readonly<Record<UiLanguage, Messages>> = {
  en: { ...messagesEn, ...modulesEn },
  de: { ...messagesDe, ...modulesDe },
  fr: { ...messagesFr, ...modulesFr },
  zh: { ...messagesZh, ...modulesZh },
  ja: { ...messagesJa, ...modulesJa },
  es: { ...messagesEs, ...modulesEs },
  pt: { ...messagesPt, ...modulesPt },
  cs: { ...messagesCs, ...modulesCs },
  hu: { ...messagesHu, ...modulesHu },
  ro: { ...messagesRo, ...modulesRo },
  sk: { ...messagesSk, ...modulesSk },
};

/**
 * The texts of a page's language, every language at hand (the server, tests and stories); the
 * browser loads only the page's language (`loadMessages`).
 */
export function messagesFor(language: string): Messages {
  return catalogues[uiLanguageOf(language)];
}
