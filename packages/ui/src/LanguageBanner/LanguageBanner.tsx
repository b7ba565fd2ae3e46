import type { LanguageOption } from '@kmx/domain/view';
import { useId, useState, useSyncExternalStore } from 'react';
import { CloseIcon, GlobeIcon } from '../furniture/icons';
import { useMessages } from '../i18n/MessagesProvider';

export interface LanguageBannerProps {
  /** The languages the page exists in; each links to the page in that language. */
  readonly languages: readonly LanguageOption[];
}

/** Once closed, the banner stays away for the rest of the visit. */
export const languageBannerStorageKey = 'kmx.language-banner.dismissed';

const noSubscription = () => () => undefined;

function dismissedEarlier(): boolean {
  try {
    return window.sessionStorage.getItem(languageBannerStorageKey) === 'true';
  } catch {
    // Storage can be switched off; the banner then simply shows again on the next page.
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(languageBannerStorageKey, 'true');
  } catch {
    // See dismissedEarlier.
  }
}

/**
 * Spec public-site 2.5: tells the visitor the content is available in German and English and
 * offers to switch. The server always renders it; the browser reads an earlier dismissal only
 * after hydration (the server snapshot says "not dismissed"), so both renders agree.
 */
export function LanguageBanner({ languages }: LanguageBannerProps) {
  const messages = useMessages();
  const switchId = useId();
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismissedBefore = useSyncExternalStore(noSubscription, dismissedEarlier, () => false);
  if (languages.length === 0 || dismissedNow || dismissedBefore) return null;
  return (
    <section className="language-banner" aria-label={messages['furniture.languageBanner.label']}>
      <div className="language-banner__inner">
        <GlobeIcon className="language-banner__icon" />
        <p className="language-banner__text">{messages['furniture.languageBanner.text']}</p>
        <p id={switchId} className="language-banner__switch">
          {messages['furniture.languageBanner.switch']}
        </p>
        <ul className="language-banner__languages" aria-labelledby={switchId}>
          {languages.map((language) => (
            <li key={language.languageCode}>
              <a
                className="language-banner__language"
                href={language.href}
                hrefLang={language.languageCode}
                {...(language.current && { 'aria-current': 'true' as const })}
              >
                {language.label}
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="language-banner__dismiss"
          aria-label={messages['furniture.languageBanner.dismiss']}
          onClick={() => {
            rememberDismissed();
            setDismissedNow(true);
          }}
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
