/** One area's texts: English and German with exactly the same keys (checked by the compiler). */
export interface AreaMessages<K extends string> {
  readonly en: Readonly<Record<K, string>>;
  readonly de: Readonly<Record<K, string>>;
}

export function defineMessages<K extends string>(messages: AreaMessages<K>): AreaMessages<K> {
  return messages;
}
