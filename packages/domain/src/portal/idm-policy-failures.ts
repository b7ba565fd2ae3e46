import { z } from 'zod';
import type { IdmPolicyRequirement } from './idm-policy';
import { idmPolicyRequirements } from './idm-policy';

/** A requirement code the portal has a text for, or `other` for one it does not know. */
export type IdmPolicyCode = IdmPolicyRequirement | 'other';

/**
 * One failed requirement of one field, with IDM's parameters as texts (`minLength: '8'`,
 * `forbiddenChars: '< >'`) so that a message can name them.
 */
export interface IdmPolicyFailure {
  readonly code: IdmPolicyCode;
  readonly params: Readonly<Record<string, string>>;
}

const parameter = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
]);

const requirementSchema = z.object({
  policyRequirement: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});

const failureSchema = z.object({
  property: z.string().min(1),
  policyRequirements: z.array(z.unknown()),
});

const codes: readonly string[] = idmPolicyRequirements;

function isCode(value: string): value is IdmPolicyRequirement {
  return codes.includes(value);
}

/** Parameters a text may show: plain values and lists of them; anything else is left out. */
function paramsOf(raw: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    const parsed = parameter.safeParse(value);
    if (!parsed.success) continue;
    params[name] = Array.isArray(parsed.data) ? parsed.data.join(' ') : String(parsed.data);
  }
  return params;
}

function requirementOf(raw: unknown): IdmPolicyFailure | null {
  const parsed = requirementSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { policyRequirement, params } = parsed.data;
  return {
    code: isCode(policyRequirement) ? policyRequirement : 'other',
    params: paramsOf(params),
  };
}

/**
 * Spec portal 5: IDM's `failedPolicyRequirements`
 * (`[{ property, policyRequirements: [{ policyRequirement, params? }] }]`) as the failures of each
 * field, so the form shows each on its field. The answer comes from another service: a code the
 * portal does not know becomes `other`, a malformed entry is skipped, and nothing ever throws.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function policyFailuresByField(
  failedPolicyRequirements: unknown,
): ReadonlyMap<string, readonly IdmPolicyFailure[]> {
  const byField = new Map<string, IdmPolicyFailure[]>();
  if (!Array.isArray(failedPolicyRequirements)) return byField;
  for (const raw of failedPolicyRequirements) {
    const parsed = failureSchema.safeParse(raw);
    if (!parsed.success) continue;
    const failures = parsed.data.policyRequirements.flatMap((requirement) => {
      const failure = requirementOf(requirement);
      return failure === null ? [] : [failure];
    });
    if (failures.length === 0) continue;
    const { property } = parsed.data;
    byField.set(property, [...(byField.get(property) ?? []), ...failures]);
  }
  return byField;
}
