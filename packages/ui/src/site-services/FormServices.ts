import type { FormKind } from '@kmx/domain/forms';

/** What a form's fields are when sent: texts, and `true`/`false` for a checkbox. */
export type SentFields = Readonly<Record<string, string | boolean>>;

/** What `POST /api/forms/{form}` answered: taken, fields to correct, or refused in plain words. */
export type FormAnswer =
  | { readonly kind: 'sent'; readonly id: string; readonly downloadUrl: string | null }
  | { readonly kind: 'invalid'; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'refused'; readonly status: number; readonly message: string | null };

/** The visitors' forms' endpoints (issue 19), as the browser's script reaches them. */
export interface FormServices {
  /** `GET /api/forms/started`: a fresh start token; rejects when none came. */
  started(): Promise<string>;
  /** `POST /api/forms/{form}` as JSON; rejects only when no answer came at all. */
  submit(form: FormKind, fields: SentFields): Promise<FormAnswer>;
  /** Starts the download of a file the server answered with (the whitepaper's signed address). */
  download(url: string): void;
}
