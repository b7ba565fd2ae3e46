import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Folders this process holds: PGlite opened twice on one folder, even in one process, breaks it. */
const heldHere = new Set<string>();

export const lockFileName = 'kmx-forms.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DirectoryInUse extends Error {
  override readonly name = 'DirectoryInUse';
}

/**
 * Takes the embedded database's folder for this process alone (a lock file with the process id;
 * one left by a process that is gone is taken over). Answers the release.
 */
export async function lockDirectory(directory: string): Promise<() => Promise<void>> {
  if (heldHere.has(directory)) {
    throw new DirectoryInUse(`The forms data folder is already open in this process`);
  }
  await mkdir(directory, { recursive: true });
  const path = join(directory, lockFileName);
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      heldHere.add(directory);
      return async () => {
        heldHere.delete(directory);
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DirectoryInUse(
          `The forms data folder is used by another process (${holder}): give each instance its own FORMS_DATA_DIR, or share a DATABASE_URL`,
        );
      }
      // Left by a process that is gone (or by this one before a crash): take it over.
      await rm(path, { force: true });
    }
  }
  throw new DirectoryInUse('The forms data folder could not be locked');
}
