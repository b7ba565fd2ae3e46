import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IdmData, ManagedUser, UserSecrets } from './idm-records';

/**
 * A file written before secrets were kept: the seed's secrets of the users still in it (the demo
 * users' passwords and devices), so their sign-in keeps working.
 */
function withSeededSecrets(stored: IdmData, seeded: IdmData): IdmData {
  const present = new Set(stored.users.map((user) => user._id));
  const secrets = Object.fromEntries(
    Object.entries(seeded.secrets ?? {}).filter(([id]) => present.has(id)),
  );
  return { ...stored, secrets };
}

/** The managed objects, kept in one JSON file so they survive a restart. */
export class IdmStore {
  private data: IdmData;

  constructor(
    private readonly file: string,
    seed: () => IdmData,
  ) {
    if (existsSync(file)) {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as IdmData;
      this.data = stored.secrets === undefined ? withSeededSecrets(stored, seed()) : stored;
      if (stored.secrets === undefined) this.save();
    } else {
      this.data = seed();
      this.save();
    }
  }

  users(): readonly ManagedUser[] {
    return this.data.users;
  }

  organisations(): IdmData['organisations'] {
    return this.data.organisations;
  }

  user(id: string): ManagedUser | undefined {
    return this.data.users.find((user) => user._id === id);
  }

  /** The user with this e-mail, compared without regard to case or surrounding spaces. */
  userByMail(mail: string): ManagedUser | undefined {
    const wanted = mail.trim().toLowerCase();
    return this.data.users.find((user) => user.mail.toLowerCase() === wanted);
  }

  secrets(id: string): UserSecrets {
    return this.data.secrets?.[id] ?? {};
  }

  putSecrets(id: string, secrets: UserSecrets): void {
    this.data = { ...this.data, secrets: { ...this.data.secrets, [id]: secrets } };
    this.save();
  }

  put(user: ManagedUser): void {
    const others = this.data.users.filter((existing) => existing._id !== user._id);
    this.data = { ...this.data, users: [...others, user] };
    this.save();
  }

  /** Removes the user and everything kept of them (password, device, invite links). */
  remove(id: string): void {
    const secrets = Object.fromEntries(
      Object.entries(this.data.secrets ?? {}).filter(([owner]) => owner !== id),
    );
    this.data = {
      ...this.data,
      users: this.data.users.filter((user) => user._id !== id),
      secrets,
    };
    this.save();
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    // Written beside and renamed, so a crash never leaves half a file.
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data));
    renameSync(temporary, this.file);
  }
}
