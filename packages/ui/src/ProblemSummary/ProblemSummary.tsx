import { useEffect, useId, useRef, type MouseEvent } from 'react';

/** One message of the summary; `fieldId` is the control it links to, `null` for the whole form. */
export interface SummaryProblem {
  readonly fieldId: string | null;
  readonly text: string;
}

export interface ProblemSummaryProps {
  /** "There is a problem", in the texts of the area the form belongs to. */
  readonly title: string;
  /** The class the area styles it by (`error-summary` in the portal, `form-summary` on the site). */
  readonly block: string;
  readonly problems: readonly SummaryProblem[];
  /** Changes with every submit that finds problems, so the summary takes focus again each time. */
  readonly focusKey: number;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (field === null) return;
  // The browser would jump to the field without focusing it; focus is what the reader needs.
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * GOV.UK's error summary: the title at the top of the form, focused after a submit, each message a
 * link to its field. The portal's and the site's forms wrap it with their own texts.
 */
export function ProblemSummary({ title, block, problems, focusKey }: ProblemSummaryProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;

  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown, focusKey]);

  if (!shown) return null;
  return (
    <div className={block} ref={box} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 className={`${block}__title`} id={titleId}>
        {title}
      </h2>
      <ul className={`${block}__list`}>
        {problems.map((problem) => (
          <li key={`${problem.fieldId ?? 'form'}:${problem.text}`}>
            {problem.fieldId === null ? (
              problem.text
            ) : (
              <a
                href={`#${problem.fieldId}`}
                onClick={(event) => focusField(event, problem.fieldId ?? '')}
              >
                {problem.text}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
