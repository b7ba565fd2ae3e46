/** The part of session storage drafts use. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const keyPrefix = 'kmx-portal-draft:';

/**
 * Nothing typed is lost (design note, forms): a ticket or comment draft is kept in session
 * storage while it is typed and removed once the server confirmed it, so a reload or a sign-in
 * redirect after the session ran out brings it back. Session storage: the draft stays in this
 * tab and goes with it; it never reaches another user of the browser's next session.
 */
export class DraftStore {
  constructor(private readonly storage: () => DraftStorage | null) {}

  read<T extends object>(name: string, isDraft: (value: unknown) => value is T): T | null {
    try {
      const stored = this.storage()?.getItem(keyPrefix + name) ?? null;
      if (stored === null) return null;
      const value: unknown = JSON.parse(stored);
      return isDraft(value) ? value : null;
    } catch {
      return null;
    }
  }

  write(name: string, value: object): void {
    try {
      this.storage()?.setItem(keyPrefix + name, JSON.stringify(value));
    } catch {
      // Full or refused storage: the draft stays on screen, it just does not survive a reload.
    }
  }

  remove(name: string): void {
    try {
      this.storage()?.removeItem(keyPrefix + name);
    } catch {
      // As above: nothing to keep.
    }
  }
}

/** A draft of plain text fields: every value a string. */
export function isTextDraft(value: unknown): value is Readonly<Record<string, string>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((field) => typeof field === 'string')
  );
}
