import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IdmData, ManagedUser } from './idm-records';

/** The managed objects, kept in one JSON file so they survive a restart. */
export class IdmStore {
  private data: IdmData;

  constructor(
    private readonly file: string,
    seed: () => IdmData,
  ) {
    if (existsSync(file)) {
      this.data = JSON.parse(readFileSync(file, 'utf8')) as IdmData;
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

  put(user: ManagedUser): void {
    const others = this.data.users.filter((existing) => existing._id !== user._id);
    this.data = { ...this.data, users: [...others, user] };
    this.save();
  }

  remove(id: string): void {
    this.data = { ...this.data, users: this.data.users.filter((user) => user._id !== id) };
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
