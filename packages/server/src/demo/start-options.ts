import { parseArgs } from 'node:util';

/**
 * The server's start options: `npm start -- --demo` (or `DEMO=1 npm start`) fills an empty
 * database with the demo first (start-demo.ts). Apart from it: main.ts reads them before it
 * loads the rest of the server.
 */

export const SERVER_USAGE = 'usage: npm start -- [--demo] [--demo-sets=CODE,CODE…]';

export interface StartOptions {
  /** Fill an empty database with the demo before serving. */
  demo: boolean;
  /** Only these sets of the demo's catalog folder (tests: a small catalog). */
  demoSets?: string[];
}

const on = (value: string | undefined) => !!value && !/^(0|off|false|no)$/i.test(value.trim());

/** The server's command line and DEMO / DEMO_SETS; throws on an unknown option. */
export function parseStartOptions(
  args: string[],
  env: Record<string, string | undefined> = process.env,
): StartOptions {
  const { values } = parseArgs({
    args,
    options: { demo: { type: 'boolean' }, 'demo-sets': { type: 'string' } },
  });
  const sets = (values['demo-sets'] ?? env.DEMO_SETS)
    ?.split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  return {
    demo: values.demo ?? on(env.DEMO),
    ...(sets?.length ? { demoSets: sets } : {}),
  };
}
