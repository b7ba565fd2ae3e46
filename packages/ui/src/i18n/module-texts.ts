import type { modulesEn } from './areas/modules.en';
import { extendLoadedMessages, loadMessages } from './load-messages';
import type { Messages, UiLanguage } from './Messages';
import { uiLanguageOf, uiLanguages } from './ui-language';

export type ModuleTexts = Readonly<Record<keyof typeof modulesEn, string>>;

/**
 * The texts of the page modules (investor, locations, events), the style guide and the password
 * gate, one script part per language: few pages show them, so no first load carries them.
 */
const loaders: Readonly<Record<UiLanguage, () => Promise<ModuleTexts>>> = {
  en: () => import('./areas/modules.en').then((module) => module.modulesEn),
  de: () => import('./areas/modules.de').then((module) => module.modulesDe),
  fr: () => import('./areas/modules.fr').then((module) => module.modulesFr),
  zh: () => import('./areas/modules.zh').then((module) => module.modulesZh),
  ja: () => import('./areas/modules.ja').then((module) => module.modulesJa),
  es: () => import('./areas/modules.es').then((module) => module.modulesEs),
  pt: () => import('./areas/modules.pt').then((module) => module.modulesPt),
  cs: () => import('./areas/modules.cs').then((module) => module.modulesCs),
  hu: () => import('./areas/modules.hu').then((module) => module.modulesHu),
  ro: () => import('./areas/modules.ro').then((module) => module.modulesRo),
  sk: () => import('./areas/modules.sk').then((module) => module.modulesSk),
};

const loading = new Map<UiLanguage, Promise<Messages>>();

/**
 * Loads the page's catalogue and adds the modules' texts to it, before the browser shows a view
 * that needs them: every part of the page then reads one catalogue, as on the server (where
 * `messagesFor` has them all). A failed load may be tried again.
 */
export function loadModuleTexts(language: string): Promise<Messages> {
  const uiLanguage = uiLanguageOf(language);
  let pending = loading.get(uiLanguage);
  if (pending === undefined) {
    pending = Promise.all([loadMessages(uiLanguage), loaders[uiLanguage]()]).then(
      ([, texts]) => extendLoadedMessages(uiLanguage, texts),
      (error: unknown) => {
        loading.delete(uiLanguage);
        throw error;
      },
    );
    loading.set(uiLanguage, pending);
  }
  return pending;
}

/** Loads the modules' texts of every language: for renderers that must not wait (tests). */
export async function loadAllModuleTexts(): Promise<void> {
  await Promise.all(uiLanguages.map((language) => loadModuleTexts(language)));
}
