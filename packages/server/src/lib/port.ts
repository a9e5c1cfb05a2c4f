/**
 * What a module needs from modules above it, as one typed slot that src/module-wiring.ts fills
 * when the process starts: the lower module calls up without importing up, so the graph of
 * modules keeps one direction (docs/decisions/033-one-direction-between-modules.md). Reading a
 * slot nobody filled is a mistake of the program, said at once rather than skipped.
 */
export interface Port<T> {
  fill(value: T): void;
  get(): T;
}

export function port<T>(name: string): Port<T> {
  let filled: T | undefined;
  return {
    fill(value) {
      filled = value;
    },
    get() {
      if (filled === undefined) {
        throw new Error(`${name}: not wired; call wireModules() (src/module-wiring.ts) first`);
      }
      return filled;
    },
  };
}
