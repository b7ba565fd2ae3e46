import type { TicketProblem } from '@kmx/domain/portal';
import { useEffect, useState } from 'react';

/**
 * The problems a ticket form shows: its own check's after a submit, else the server's. Each submit
 * with problems and each new answer from the server moves focus to the summary again (`focusKey`);
 * the owner hears the count, for "Error: " in the document title.
 */
export function useFormProblems(
  serverProblems: readonly TicketProblem[],
  onErrorsShown: ((count: number) => void) | undefined,
) {
  const [ownProblems, setOwnProblems] = useState<readonly TicketProblem[]>([]);
  const [focusKey, setFocusKey] = useState(0);
  const problems = ownProblems.length > 0 ? ownProblems : serverProblems;

  useEffect(() => {
    if (serverProblems.length > 0) setFocusKey((key) => key + 1);
  }, [serverProblems]);

  useEffect(() => {
    onErrorsShown?.(problems.length);
  }, [problems.length, focusKey, onErrorsShown]);

  return {
    problems,
    focusKey,
    /** After the form's own check: its problems, none when it passed. */
    checked(found: readonly TicketProblem[]) {
      setOwnProblems(found);
      if (found.length > 0) setFocusKey((key) => key + 1);
    },
    /** The first message for a field, or `null`. */
    messageFor(field: string): string | null {
      return problems.find((problem) => problem.field === field)?.message ?? null;
    },
  };
}
