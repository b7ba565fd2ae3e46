/** A port whose every method is a read answering with a promise. */
type Reads<Source> = { readonly [Name in keyof Source]: (...args: never[]) => Promise<unknown> };

/**
 * One request's view of a source: each read (method and arguments) goes to the source once, and
 * asking again gets the same answer, in flight or settled. So the pipeline can start the reads a
 * page will need while the redirect look-up runs, and the page's loader, asking for them as
 * usual, joins them instead of waiting a second round trip (issue 21). A read nobody awaits in the
 * end (the address redirected) fails quietly; one that is awaited fails there as before. Each
 * answer is seen through `answers` (the page's same-origin media), once per read.
 */
export function readsOnce<Source extends Reads<Source>>(
  source: Source,
  answers: (answer: unknown) => unknown = (answer) => answer,
): Source {
  const started = new Map<string, Promise<unknown>>();
  const reads = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const readOnce = (name: string, read: (...args: unknown[]) => Promise<unknown>) => {
    const once = (...args: unknown[]): Promise<unknown> => {
      const key = `${name}\u0000${JSON.stringify(args)}`;
      const known = started.get(key);
      if (known !== undefined) return known;
      const answer = read.apply(source, args).then(answers);
      answer.catch(() => undefined);
      started.set(key, answer);
      return answer;
    };
    reads.set(name, once);
    return once;
  };
  return new Proxy(source, {
    get(target, name) {
      const member: unknown = Reflect.get(target, name);
      if (typeof member !== 'function' || typeof name !== 'string') return member;
      return reads.get(name) ?? readOnce(name, member as (...args: unknown[]) => Promise<unknown>);
    },
  });
}
