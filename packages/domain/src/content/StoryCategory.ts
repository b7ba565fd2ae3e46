/** A category of the stories filter (spec public-site 2.5). */
export interface StoryCategory {
  /** Stable across languages; what a filter sends. */
  readonly key: string;
  /** In the language asked for. */
  readonly name: string;
}
