import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { loggerOptions } from '../src/logger';

/**
 * The app's real logger configuration (redaction included) writing into memory, so a test can
 * read every line: `createTestApp({}, { logger: logs.logger })`, then `logs.text()`.
 */
export function captureLogs(level = 'trace'): {
  logger: FastifyServerOptions['logger'];
  lines: string[];
  text(): string;
} {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const options = loggerOptions({ logLevel: level }) as Record<string, unknown>;
  return { logger: { ...options, stream }, lines, text: () => lines.join('\n') };
}
