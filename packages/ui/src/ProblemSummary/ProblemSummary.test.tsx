import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ProblemSummary, type SummaryProblem } from './ProblemSummary';

const problems: SummaryProblem[] = [
  { fieldId: 'kmx-test-email', text: 'Please provide a valid email address' },
  { fieldId: null, text: 'Something went wrong, verify the input and try again' },
];

let container: HTMLDivElement;

function render(shown: readonly SummaryProblem[], focusKey: number) {
  const root = createRoot(container);
  act(() =>
    root.render(
      <>
        <ProblemSummary
          title="There is a problem"
          block="form-summary"
          problems={shown}
          focusKey={focusKey}
        />
        <input id="kmx-test-email" />
      </>,
    ),
  );
  return root;
}

afterEach(() => container.remove());

describe('the error summary', () => {
  it('shows nothing while there is no problem', () => {
    container = document.body.appendChild(document.createElement('div'));
    render([], 0);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('takes focus, names the problem and links each message to its field', () => {
    container = document.body.appendChild(document.createElement('div'));
    render(problems, 1);
    const box = container.querySelector<HTMLElement>('[role="alert"]');
    expect(document.activeElement).toBe(box);
    expect(box?.className).toBe('form-summary');
    expect(box?.getAttribute('aria-labelledby')).toBe(container.querySelector('h2')?.id);
    const link = container.querySelector<HTMLAnchorElement>('a[href="#kmx-test-email"]');
    expect(link?.textContent).toBe('Please provide a valid email address');
    // A message for the whole form is text, not a link.
    expect(container.querySelectorAll('a')).toHaveLength(1);
    act(() => link?.click());
    expect(document.activeElement).toBe(container.querySelector('#kmx-test-email'));
  });
});
