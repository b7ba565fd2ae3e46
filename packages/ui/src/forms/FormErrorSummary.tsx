import { useProvidedFormMessages } from './form-messages';
import { ProblemSummary, type SummaryProblem } from '../ProblemSummary/ProblemSummary';

export type { SummaryProblem } from '../ProblemSummary/ProblemSummary';

export interface FormErrorSummaryProps {
  readonly problems: readonly SummaryProblem[];
  /** Changes with every submit that finds problems, so the summary takes focus again each time. */
  readonly focusKey: number;
}

/** The site forms' error summary, with the site's "There is a problem". */
export function FormErrorSummary({ problems, focusKey }: FormErrorSummaryProps) {
  const messages = useProvidedFormMessages();
  return (
    <ProblemSummary
      title={messages['forms.errors.title']}
      block="form-summary"
      problems={problems}
      focusKey={focusKey}
    />
  );
}
