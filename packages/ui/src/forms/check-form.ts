import type { FormKind } from '@kmx/domain/forms';
import { validateSubmission } from '@kmx/domain/forms';
import type { FormCheck } from '@kmx/domain/portal';
import type { FormValues } from './FieldSpec';

/** The browser checks a form with the same domain rule the server applies. */
export function checkerFor(form: FormKind): (values: FormValues) => FormCheck<unknown> {
  return (values) => validateSubmission(form, values);
}
