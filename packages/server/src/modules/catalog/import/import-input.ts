import fs from 'node:fs';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { ImportError } from './import-error';

/**
 * Where import files come from: a file, every .json/.json.gz file of a folder, or an http(s)
 * URL streamed as it downloads. Gzip is recognised by its magic bytes, not by the name.
 */

export interface ImportInput {
  /** The file name or URL, as messages show it. */
  label: string;
  /** Compressed size in bytes when known before opening (files). */
  size: number | null;
  open(): Promise<OpenedInput>;
}

export interface OpenedInput {
  stream: Readable;
  /** Raw size in bytes, when known. */
  size: number | null;
  /** File modification time or HTTP Last-Modified: the date of prices that carry none. */
  modifiedAt: Date | null;
}

const IMPORTABLE = /\.json(\.gz)?$/i;

function fileInput(file: string): ImportInput {
  const { size, mtime } = fs.statSync(file);
  return {
    label: file,
    size,
    open: async () => ({ stream: fs.createReadStream(file), size, modifiedAt: mtime }),
  };
}

function urlInput(url: string): ImportInput {
  return {
    label: url,
    size: null,
    async open() {
      let response: Response;
      try {
        response = await fetch(url);
      } catch (err) {
        throw new ImportError(url, `download failed (${(err as Error).message})`);
      }
      if (!response.ok || !response.body) {
        throw new ImportError(url, `download failed: HTTP ${response.status}`);
      }
      const length = Number(response.headers.get('content-length'));
      const modified = new Date(response.headers.get('last-modified') ?? '');
      return {
        stream: Readable.fromWeb(response.body as WebReadableStream),
        size: Number.isFinite(length) && length > 0 ? length : null,
        modifiedAt: Number.isNaN(modified.getTime()) ? null : modified,
      };
    },
  };
}

/** The inputs a command-line argument or a *_URL setting names, in a stable order. */
export function listImportInputs(location: string): ImportInput[] {
  if (/^https?:\/\//i.test(location)) return [urlInput(location)];
  const resolved = path.resolve(location);
  if (!fs.existsSync(resolved)) throw new ImportError(location, 'no such file or folder');
  if (!fs.statSync(resolved).isDirectory()) return [fileInput(resolved)];
  const files = fs
    .readdirSync(resolved)
    .filter((name) => IMPORTABLE.test(name))
    .sort()
    .map((name) => fileInput(path.join(resolved, name)));
  if (files.length === 0)
    throw new ImportError(location, 'the folder has no .json or .json.gz file');
  return files;
}

const isGzip = (chunk: Buffer) => chunk.length >= 2 && chunk[0] === 0x1f && chunk[1] === 0x8b;

/**
 * The decompressed bytes of a stream; `onRead` hears how many raw bytes were read so far
 * (the progress bar's measure). A truncated gzip stream throws.
 */
export async function* readDecompressed(
  stream: Readable,
  onRead: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  const counted = (async function* () {
    for await (const chunk of stream) {
      onRead((chunk as Buffer).length);
      yield chunk as Buffer;
    }
  })();
  const first = await counted.next();
  if (first.done) return;
  const all = (async function* () {
    yield first.value;
    yield* counted;
  })();
  if (!isGzip(first.value)) {
    yield* all;
    return;
  }
  const gunzip = createGunzip();
  // pipeline forwards a read error of the source into gunzip, so the loop below throws it.
  pipeline(Readable.from(all), gunzip, () => {});
  for await (const chunk of gunzip) yield chunk as Buffer;
}
