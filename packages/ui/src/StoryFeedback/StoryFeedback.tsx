import { useId, useState } from 'react';
import { useMessages } from '../i18n/MessagesProvider';

export interface StoryFeedbackProps {
  /** Called once, with the visitor's answer. */
  readonly onAnswer: (helpful: boolean) => void;
}

/** "Was this story helpful?" with yes and no; after an answer it thanks the visitor instead. */
export function StoryFeedback({ onAnswer }: StoryFeedbackProps) {
  const messages = useMessages();
  const headingId = useId();
  const [answered, setAnswered] = useState(false);
  const answer = (helpful: boolean) => {
    setAnswered(true);
    onAnswer(helpful);
  };
  return (
    <section className="story-feedback" aria-labelledby={headingId}>
      <h2 id={headingId} className="story-feedback__question">
        {messages['stories.feedback.question']}
      </h2>
      <div role="status" className="story-feedback__answer">
        {answered ? (
          <p className="story-feedback__thanks">{messages['stories.feedback.thanks']}</p>
        ) : (
          <div className="story-feedback__buttons">
            <button type="button" className="button" onClick={() => answer(true)}>
              {messages['stories.feedback.yes']}
            </button>
            <button type="button" className="button" onClick={() => answer(false)}>
              {messages['stories.feedback.no']}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
