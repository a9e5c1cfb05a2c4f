import { StringDecoder } from 'node:string_decoder';
import { ImportError, RecordError } from './import-error';
import type { ImportInput } from './import-input';
import { readDecompressed } from './import-input';
import { formatJsonPath, JsonRecordReader, type RecordHandlers } from './json-records';
import type { ImportProgress } from './progress';

/**
 * Reads one input through a record reader. `afterChunk` runs between chunks (to spool the
 * records of the chunk with backpressure). Every failure becomes an ImportError that names
 * the file and where in it the reading stopped.
 */
export async function parseInput(
  input: ImportInput,
  handlers: RecordHandlers,
  progress: ImportProgress,
  afterChunk: () => Promise<void>,
): Promise<{ records: number; modifiedAt: Date | null }> {
  const { stream, size, modifiedAt } = await input.open();
  progress.startFile(input.label, size);
  const reader = new JsonRecordReader(handlers);
  const decoder = new StringDecoder('utf8');
  let offset = 0;
  let chunkEnd = 0;
  let started = false;
  try {
    for await (const chunk of readDecompressed(stream, (bytes) => progress.read(bytes))) {
      const before = reader.records;
      offset = chunkEnd;
      chunkEnd += chunk.length;
      let text = decoder.write(chunk);
      // Editors on Windows start UTF-8 files with a byte-order mark; JSON itself has none.
      if (!started && text) {
        text = text.replace(/^\uFEFF/, '');
        started = true;
      }
      reader.write(text);
      progress.parsed(reader.records - before);
      await afterChunk();
    }
    offset = chunkEnd;
    reader.write(decoder.end());
    reader.end();
    await afterChunk();
  } catch (err) {
    stream.destroy();
    throw new ImportError(input.label, describeFailure(err as Error, reader, offset, chunkEnd));
  }
  return { records: reader.records, modifiedAt };
}

function describeFailure(err: Error, reader: JsonRecordReader, from: number, to: number): string {
  if (err instanceof RecordError) return err.message;
  const last = reader.lastRecordPath
    ? `; the last complete record was ${formatJsonPath(reader.lastRecordPath)}`
    : '';
  if ((err as NodeJS.ErrnoException).code?.startsWith('Z_')) {
    return `the gzip data is truncated or corrupt (${err.message}) after ${reader.records} records${last}`;
  }
  if (err.message.startsWith('the file')) return `${err.message}${last}`;
  return `invalid JSON in ${reader.openPathLabel()}, bytes ${from}–${to} of the text (${err.message})${last}`;
}
