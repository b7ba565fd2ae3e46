import { ProblemSummary, type SummaryProblem } from '../../ProblemSummary/ProblemSummary';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

export type { SummaryProblem } from '../../ProblemSummary/ProblemSummary';

export interface ErrorSummaryProps {
  readonly problems: readonly SummaryProblem[];
  /** Changes with every submit that finds problems, so the summary takes focus again each time. */
  readonly focusKey: number;
}

/** The portal forms' error summary, with the portal's "There is a problem". */
export function ErrorSummary({ problems, focusKey }: ErrorSummaryProps) {
  const messages = usePortalMessages();
  return (
    <ProblemSummary
      title={messages['portal.tickets.errors.title']}
      block="error-summary"
      problems={problems}
      focusKey={focusKey}
    />
  );
}
