/** Spec public-site 7: how much of the variables a request log line shows. */
const loggedVariablesLength = 50;

/**
 * The log line of a GraphQL request: the operation name and the first 50 characters of the
 * variables as JSON, so logs stay short and never hold a whole payload. Characters are counted as
 * code points, so an emoji is never cut in half. Logging never throws: variables that JSON cannot
 * write (cycles, big integers) are shown as a marker.
 */
export function requestLogLine(
  operationName: string,
  variables?: Readonly<Record<string, unknown>>,
): string {
  const shown = Array.from(variablesJson(variables)).slice(0, loggedVariablesLength).join('');
  return shown === '' ? operationName : `${operationName} ${shown}`;
}

function variablesJson(variables: Readonly<Record<string, unknown>> | undefined): string {
  if (variables === undefined) return '';
  try {
    return JSON.stringify(variables);
  } catch {
    return '[variables not serialisable]';
  }
}
