import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const main = path.join(import.meta.dirname, 'main.ts');

describe('server start', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://nope'],
  ])('refuses to start with %s=%s and names the variable', (name, value) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, [name]: value },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain(`${name}: `);
  });
});
