/**
 * How many product slugs one comparison request (`GET /api/comparison`) may name: more than a
 * comparison view shows side by side, and short enough to keep one upstream list small. The
 * endpoint refuses more; the browser asks in chunks of this size.
 */
export const maxComparedSlugs = 24;
