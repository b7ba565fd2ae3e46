import type { StoryDetail, StoryTeaser } from '@kmx/domain/content';
import type { z } from 'zod';
import type { storyDetailSchema, storyTeaserSchema } from './content-items-schemas';

/** A listed story says only whether it has a video; its address is for the story's own page. */
export function toStoryTeaser(record: z.infer<typeof storyTeaserSchema>): StoryTeaser {
  const { video, ...story } = record;
  return { ...story, hasVideo: video !== null };
}

export function toStoryDetail(record: z.infer<typeof storyDetailSchema>): StoryDetail {
  return { ...record, hasVideo: record.video !== null };
}
