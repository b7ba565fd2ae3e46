import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config/config';
import { embeddedSandboxRuns } from '../config/embedded-sandbox-runs';

/** The editor area's password with the embedded sandbox when `EDITOR_PASSWORD` is unset (README). */
export const demoEditorPassword = 'Demo-2026!editor';

/**
 * The password in force: the configured one; else the demo one while the embedded sandbox runs;
 * else none, and the editor area is closed.
 */
export function editorPasswordInForce(
  config: Parameters<typeof embeddedSandboxRuns>[0] & Pick<Config, 'editorPassword'>,
): string | null {
  if (config.editorPassword !== undefined) return config.editorPassword;
  return embeddedSandboxRuns(config) ? demoEditorPassword : null;
}

/**
 * Whether `input` is the password, in time that depends on neither: both are hashed with SHA-256
 * first, so the comparison always runs over 32 bytes whatever their lengths.
 */
export function passwordMatches(password: string, input: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(password), digest(input));
}
