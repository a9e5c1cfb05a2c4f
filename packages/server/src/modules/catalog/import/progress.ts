/**
 * Progress of an import. The terminal bar measures bytes read (the only total known before
 * parsing), so its ETA holds for one large file and for a folder alike.
 */
export interface ImportProgress {
  /** Total raw bytes of all inputs, when known. */
  begin(totalBytes: number | null, totalFiles: number): void;
  startFile(label: string, sizeOnceOpen: number | null): void;
  read(bytes: number): void;
  parsed(records: number): void;
  applying(done: number, total: number): void;
  end(): void;
}

export const silentProgress: ImportProgress = {
  begin: () => {},
  startFile: () => {},
  read: () => {},
  parsed: () => {},
  applying: () => {},
  end: () => {},
};

const BAR_WIDTH = 24;

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** A one-line bar redrawn in place on a TTY; elsewhere a plain line every few seconds. */
export class TerminalProgress implements ImportProgress {
  private totalBytes: number | null = null;
  private totalFiles = 0;
  private fileIndex = 0;
  private label = '';
  private bytes = 0;
  private records = 0;
  private applyState = '';
  private startedAt = Date.now();
  private lastDraw = 0;

  constructor(
    private readonly title: string,
    private readonly out: NodeJS.WriteStream = process.stderr,
  ) {}

  begin(totalBytes: number | null, totalFiles: number): void {
    this.totalBytes = totalBytes;
    this.totalFiles = totalFiles;
    this.startedAt = Date.now();
  }

  startFile(label: string, sizeOnceOpen: number | null): void {
    this.fileIndex++;
    this.label = label.split(/[\\/]/).pop() ?? label;
    this.applyState = '';
    // A URL's size is learnt only when the download starts.
    if (this.totalFiles === 1 && this.totalBytes === null) this.totalBytes = sizeOnceOpen;
    this.draw();
  }

  read(bytes: number): void {
    this.bytes += bytes;
    this.draw();
  }

  parsed(records: number): void {
    this.records += records;
  }

  applying(done: number, total: number): void {
    this.applyState = `writing ${thousands(done)}/${thousands(total)}`;
    this.draw();
  }

  end(): void {
    this.draw(true);
    if (this.out.isTTY) this.out.write('\n');
  }

  private line(): string {
    const seconds = (Date.now() - this.startedAt) / 1000;
    const rate = seconds > 0 ? this.records / seconds : 0;
    const parts = [`${this.title} ${this.fileIndex}/${this.totalFiles} files`, this.label];
    if (this.totalBytes) {
      const share = Math.min(1, this.bytes / this.totalBytes);
      const filled = Math.round(share * BAR_WIDTH);
      parts.push(
        `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${Math.floor(share * 100)}%`,
      );
    }
    parts.push(`${thousands(this.records)} records`, `${thousands(rate)} rec/s`);
    if (this.totalBytes && this.bytes > 0 && this.bytes < this.totalBytes) {
      parts.push(`ETA ${duration((seconds * (this.totalBytes - this.bytes)) / this.bytes)}`);
    } else {
      parts.push(`elapsed ${duration(seconds)}`);
    }
    if (this.applyState) parts.push(this.applyState);
    return parts.join(' · ');
  }

  private draw(force = false): void {
    const now = Date.now();
    const every = this.out.isTTY ? 150 : 5000;
    if (!force && now - this.lastDraw < every) return;
    this.lastDraw = now;
    if (this.out.isTTY) this.out.write(`\r\x1b[2K${this.line()}`);
    else this.out.write(`${this.line()}\n`);
  }
}
