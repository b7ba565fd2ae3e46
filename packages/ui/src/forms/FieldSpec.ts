import type { FormMessageKey } from './forms-texts';

/** The kinds of control the visitors' forms use. */
export type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'checkbox';

/** One field of a visitor's form: its name as sent, its control, label and whether it is required. */
export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
  readonly label: FormMessageKey;
  readonly required: boolean;
  /** The browser's autofill hint (`email`, `given-name`, …). */
  readonly autoComplete?: string;
}

/** What a visitor's form holds: texts, and `true`/`false` for a checkbox. */
export type FormValues = Readonly<Record<string, string | boolean>>;
