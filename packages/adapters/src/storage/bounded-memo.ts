/**
 * Remembers what `make` gave for each key, up to `limit` keys; full, it starts again empty, so
 * odd keys cannot make it grow. For pure functions a request calls with the same few keys.
 */
export function boundedMemo(limit: number): (key: string, make: () => string) => string {
  const made = new Map<string, string>();
  return (key, make) => {
    const known = made.get(key);
    if (known !== undefined) return known;
    if (made.size >= limit) made.clear();
    const value = make();
    made.set(key, value);
    return value;
  };
}
