import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { once } from 'node:events';

/**
 * A temporary file of parsed records (one JSON line each). A file is parsed whole into its
 * spool before any record reaches the database, so a malformed or truncated file changes
 * nothing, while memory stays bounded.
 */
export class RecordSpool<T> {
  private readonly out: fs.WriteStream;
  private failure: Error | null = null;
  count = 0;

  private constructor(
    private readonly dir: string,
    private readonly file: string,
  ) {
    // Opened synchronously: a spool disposed at once must not open its file afterwards.
    this.out = fs.createWriteStream(file, { fd: fs.openSync(file, 'w') });
    this.out.on('error', (err) => {
      this.failure = err;
    });
  }

  static create<T>(): RecordSpool<T> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-import-'));
    return new RecordSpool<T>(dir, path.join(dir, 'records.ndjson'));
  }

  async write(records: T[]): Promise<void> {
    if (this.failure) throw this.failure;
    if (records.length === 0) return;
    this.count += records.length;
    const text = records.map((record) => JSON.stringify(record)).join('\n') + '\n';
    if (!this.out.write(text)) await once(this.out, 'drain');
  }

  /** The records back, `size` at a time, in the order written. */
  async *batches(size: number): AsyncGenerator<T[]> {
    this.out.end();
    await once(this.out, 'finish');
    const lines = readline.createInterface({ input: fs.createReadStream(this.file) });
    let batch: T[] = [];
    for await (const line of lines) {
      batch.push(JSON.parse(line) as T);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }

  dispose(): void {
    this.out.destroy();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
