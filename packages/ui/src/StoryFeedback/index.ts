export { StoryFeedback } from './StoryFeedback';
export type { StoryFeedbackProps } from './StoryFeedback';
export { pushStoryFeedback, storyFeedbackEvent } from './story-feedback-event';
