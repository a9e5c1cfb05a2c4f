import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the strongest levels,
 * for the server to send as they are (@fastify/static `preCompressed`): compressing once here
 * beats compressing on every request, and costs the server nothing.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

async function precompress(file: string): Promise<void> {
  const body = await fs.readFile(file);
  const variants: [string, Buffer][] = [
    [
      '.br',
      await brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ],
    ['.gz', await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  // A variant no smaller than the file is useless; the server then sends the file itself.
  for (const [extension, compressed] of variants)
    if (compressed.length < body.length) await fs.writeFile(file + extension, compressed);
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'mdc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of filesUnder(outDir))
        if (COMPRESSIBLE.test(file)) work.push(precompress(file));
      await Promise.all(work);
    },
  };
}
