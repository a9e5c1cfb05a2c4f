import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes the folders and files of an uncompressed tar (PGlite's `dumpDataDir('none')`, which
 * write-database-template.ts builds) under `dir`, from disk a block at a time. PGlite's own
 * `loadDataDir` holds the archive three times in memory to untar it (~170 MB for the 42 MB
 * template), and a process never gives back the peak it reached (bench/README.md, card catalog).
 * `finalName` is written last: a folder whose extraction stopped half-way does not have it.
 */

const BLOCK = 512;

const field = (header: Buffer, start: number, length: number) =>
  header.toString('utf8', start, start + length).replace(/\0[\s\S]*$/, '');

function copyBytes(from: number, to: number, position: number, size: number): void {
  const chunk = Buffer.alloc(Math.min(size, 1 << 20));
  for (let done = 0; done < size;) {
    const read = fs.readSync(from, chunk, 0, Math.min(chunk.length, size - done), position + done);
    if (read === 0) throw new Error('the archive ends in the middle of a file');
    fs.writeSync(to, chunk, 0, read);
    done += read;
  }
}

export function extractTar(file: string, dir: string, finalName: string): void {
  const archive = fs.openSync(file, 'r');
  const header = Buffer.alloc(BLOCK);
  let final: { position: number; size: number } | undefined;
  const writeFile = (target: string, position: number, size: number) => {
    const out = fs.openSync(target, 'w');
    try {
      copyBytes(archive, out, position, size);
    } finally {
      fs.closeSync(out);
    }
  };
  try {
    let position = 0;
    while (fs.readSync(archive, header, 0, BLOCK, position) === BLOCK && header.some(Boolean)) {
      const name = path.posix.join(field(header, 345, 131), field(header, 0, 100));
      const target = path.join(dir, name);
      if (!target.startsWith(dir + path.sep)) throw new Error(`${name}: outside the folder`);
      const size = parseInt(field(header, 124, 12).trim() || '0', 8);
      const type = header[156];
      position += BLOCK;
      // '5' a folder; '0' (or NUL, old tars) a file. PGlite writes nothing else.
      if (type === 0x35) fs.mkdirSync(target, { recursive: true });
      else if (type === 0x30 || type === 0) {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        if (path.relative(dir, target) === finalName) final = { position, size };
        else writeFile(target, position, size);
      }
      position += Math.ceil(size / BLOCK) * BLOCK;
    }
    if (final) writeFile(path.join(dir, finalName), final.position, final.size);
  } finally {
    fs.closeSync(archive);
  }
}
