import type { EditorSite } from '@kmx/domain/editor';
import type { ContentStage } from '@kmx/domain/ports';
import { useId, type ReactNode } from 'react';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';
import { languageName } from '../TranslationPanel/display-names';

const stages: readonly ContentStage[] = ['PUBLISHED', 'DRAFT'];

/** What the frame's choices change; the area writes it into the address. */
export interface EditorChoiceChange {
  readonly site?: string;
  readonly lang?: string;
  readonly stage?: ContentStage;
}

export interface EditorFrameChoices {
  readonly sites: readonly EditorSite[];
  readonly siteId: string;
  readonly language: string;
  readonly stage: ContentStage;
  readonly onChange: (change: EditorChoiceChange) => void;
}

export interface EditorFrameProps {
  /** The site, language and stage chosen; `null` while signed out or not known yet. */
  readonly choices: EditorFrameChoices | null;
  /** `null` while signed out: no sign-out button. */
  readonly onSignOut: (() => void) | null;
  readonly signingOut?: boolean;
  readonly signOutFailed?: boolean;
  readonly children?: ReactNode;
}

/**
 * The editor area's frame: its name, the site, language and stage it shows (a plain GET form, so
 * the choices work as links before the script runs), sign-out, and the screen below.
 */
export function EditorFrame({
  choices,
  onSignOut,
  signingOut = false,
  signOutFailed = false,
  children,
}: EditorFrameProps) {
  const messages = useEditorMessages();
  const id = useId();
  const site = choices?.sites.find((candidate) => candidate.id === choices.siteId);
  return (
    <div className="editor-frame">
      <div className="editor-frame__bar">
        <p className="editor-frame__title">{messages['editor.frame.title']}</p>
        {choices !== null && (
          <form
            className="editor-frame__choices"
            method="get"
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="editor-frame__choice">
              <label htmlFor={`${id}-site`}>{messages['editor.frame.site']}</label>
              <select
                id={`${id}-site`}
                name="site"
                value={choices.siteId}
                onChange={(event) => choices.onChange({ site: event.currentTarget.value })}
              >
                {choices.sites.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="editor-frame__choice">
              <label htmlFor={`${id}-lang`}>{messages['editor.frame.language']}</label>
              <select
                id={`${id}-lang`}
                name="lang"
                value={choices.language}
                onChange={(event) => choices.onChange({ lang: event.currentTarget.value })}
              >
                {(site?.languages ?? [choices.language]).map((language) => (
                  // Each language by its own name, as language pickers do: "Deutsch", "français".
                  <option key={language} value={language} lang={language}>
                    {languageName(language, language)}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="editor-frame__stages">
              <legend>{messages['editor.frame.stage']}</legend>
              {stages.map((stage) => (
                <label key={stage} className="editor-frame__stage">
                  <input
                    type="radio"
                    name="stage"
                    value={stage}
                    checked={choices.stage === stage}
                    onChange={() => choices.onChange({ stage })}
                  />
                  {messages[`editor.frame.stage.${stage}`]}
                </label>
              ))}
            </fieldset>
          </form>
        )}
        {onSignOut !== null && (
          <button
            type="button"
            className="button button--secondary editor-frame__sign-out"
            // A second click while the first is under way signs out once.
            onClick={signingOut ? undefined : onSignOut}
            aria-busy={signingOut}
          >
            {signingOut ? messages['editor.frame.signingOut'] : messages['editor.frame.signOut']}
          </button>
        )}
      </div>
      {signOutFailed && (
        <p className="editor-frame__alert" role="alert">
          {messages['editor.frame.signOutFailed']}
        </p>
      )}
      {children}
    </div>
  );
}
