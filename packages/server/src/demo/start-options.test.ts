import { describe, expect, it } from 'vitest';
import { parseStartOptions } from './start-options';

/** The server's start options: `--demo` and `--demo-sets`, or DEMO and DEMO_SETS. */

describe('parseStartOptions', () => {
  it('reads --demo and --demo-sets, or DEMO and DEMO_SETS', () => {
    expect(parseStartOptions([], {})).toEqual({ demo: false });
    expect(parseStartOptions(['--demo', '--demo-sets= m10, C21 ,'], {})).toEqual({
      demo: true,
      demoSets: ['m10', 'C21'],
    });
    expect(parseStartOptions([], { DEMO: '1', DEMO_SETS: 'ELD' })).toEqual({
      demo: true,
      demoSets: ['ELD'],
    });
    expect(parseStartOptions([], { DEMO: 'off' })).toEqual({ demo: false });
    expect(parseStartOptions([], { DEMO: '' })).toEqual({ demo: false });
  });

  it('refuses an unknown option', () => {
    expect(() => parseStartOptions(['--dmeo'], {})).toThrow("Unknown option '--dmeo'");
  });
});
