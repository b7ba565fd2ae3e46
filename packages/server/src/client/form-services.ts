import type { FormAnswer, FormServices } from '@kmx/ui';
import type { FetchLike } from './payload-client';

function stringField(value: unknown, name: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const field = (value as Record<string, unknown>)[name];
  return typeof field === 'string' ? field : null;
}

function fieldMessages(value: unknown): Readonly<Record<string, string>> | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = (value as Record<string, unknown>)['fields'];
  if (typeof fields !== 'object' || fields === null) return null;
  const messages = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return messages.length === 0 ? null : Object.fromEntries(messages);
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    // A proxy's error page is no JSON: the status still says what happened.
    return null;
  }
}

/** What `POST /api/forms/{form}` answered, read (docs/forms.md): never throws on a status. */
export async function formAnswerOf(response: Response): Promise<FormAnswer> {
  const body = await bodyOf(response);
  const id = stringField(body, 'id');
  if (response.status === 202 && id !== null)
    return { kind: 'sent', id, downloadUrl: stringField(body, 'downloadUrl') };
  const fields = response.status === 400 ? fieldMessages(body) : null;
  if (fields !== null) return { kind: 'invalid', fields };
  return { kind: 'refused', status: response.status, message: stringField(body, 'error') };
}

/** The browser's side of the visitors' forms' endpoints (issue 19). */
export function browserFormServices(window: Window, fetch: FetchLike): FormServices {
  return {
    started: async () => {
      const response = await fetch('/api/forms/started', {
        credentials: 'same-origin',
        cache: 'no-store',
      });
      const token = response.ok ? stringField(await bodyOf(response), 'formStarted') : null;
      if (token === null) throw new Error(`/api/forms/started answered ${response.status}`);
      return token;
    },
    submit: async (form, fields) =>
      formAnswerOf(
        await fetch(`/api/forms/${form}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(fields),
          credentials: 'same-origin',
        }),
      ),
    download: (url) => {
      // A link click, not a navigation: the page and its outcome stay; the server's
      // `content-disposition: attachment` makes it a download.
      const link = window.document.createElement('a');
      link.href = url;
      link.download = '';
      link.hidden = true;
      window.document.body.append(link);
      link.click();
      link.remove();
    },
  };
}
