import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite lets one process at a time use its folder; a second one (a CLI beside the running
 * server) corrupts it. The folder is claimed with a lock file written exclusively, holding the
 * owner's pid; a lock left by a process that no longer runs is taken over.
 *
 * Not `proper-lockfile`: its lock is a bare directory whose owner it does not record,
 * judged stale by its age (an mtime a timer of the holder refreshes), so the message could not
 * name the holder's pid and command (folder-lock.api.test.ts), a process paused past the stale
 * time (a debugger, a suspended laptop) would lose its lock to another, and a dead holder's lock
 * would block for the stale time instead of being taken over at once by its pid.
 */

interface LockOwner {
  pid: number;
  hostname: string;
  command: string;
  since: string;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(
      [
        `La base de datos embebida (${folder}) está en uso por otro proceso: pid ${owner.pid} (${owner.command}), desde ${owner.since}.`,
        'Detené ese proceso (por ejemplo el servidor, con Ctrl+C) y volvé a intentar, o usá PostgreSQL (DATABASE_URL) para que varios procesos compartan la base.',
        `The embedded database (${folder}) is in use by pid ${owner.pid} (${owner.command}). Stop that process first, or use PostgreSQL (DATABASE_URL) to share one database between processes.`,
      ].join('\n'),
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface FolderLock {
  release(): void;
}

export const lockFileOf = (folder: string) => `${folder}.lock`;

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined; // gone meanwhile, or written half by a process that died while writing
  }
}

function isRunning(owner: LockOwner): boolean {
  // Another machine's process (a shared network folder) cannot be checked: it is taken as alive.
  if (owner.hostname !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** An unreadable lock younger than a second may be one another process is writing right now. */
function isFresh(file: string): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < 1000;
  } catch {
    return false;
  }
}

/** Claims `folder` for this process, or throws DatabaseLockedError naming the process that has it. */
export function lockFolder(folder: string): FolderLock {
  const file = lockFileOf(folder);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    command:
      process.argv
        .slice(1)
        .map((arg) => path.basename(arg))
        .join(' ') || 'node',
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(owner), { flag: 'wx' });
      const release = () => {
        if (readOwner(file)?.pid === owner.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readOwner(file);
    if (holder && isRunning(holder)) throw new DatabaseLockedError(folder, holder);
    if (!holder && isFresh(file)) throw new DatabaseLockedError(folder, { ...owner, pid: -1 });
    // Stale: its process is gone. Remove it and try once more; a racing process may win.
    fs.rmSync(file, { force: true });
  }
  throw new DatabaseLockedError(folder, readOwner(file) ?? { ...owner, pid: -1 });
}
