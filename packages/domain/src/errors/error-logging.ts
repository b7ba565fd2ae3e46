/** Spec public-site 8: what is written to the console when the app fails to mount. */
export const appMountFailureMessage = 'Error while mounting app';

/**
 * Spec public-site 8: the error page logs the error it shows, except errors that are empty objects
 * (`{}`), which carry nothing worth a log line. `Error` instances have no own enumerable keys either,
 * so only plain objects count as empty. Nothing at all (`null`, `undefined`) is not logged.
 */
export function shouldLogError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  if (typeof error !== 'object') return true;
  const prototype: unknown = Object.getPrototypeOf(error);
  const isPlainObject = prototype === Object.prototype || prototype === null;
  return !isPlainObject || Reflect.ownKeys(error).length > 0;
}
