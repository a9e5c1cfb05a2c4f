import type { Library } from '@mdc/shared';

let next = 0;

/** A library as GET /library answers it; ids are unique uuids unless given. */
export function aLibrary(fields: Partial<Library> = {}): Library {
  next += 1;
  const suffix = String(next).padStart(12, '0');
  return {
    internalId: `00000000-0000-4000-8000-${suffix}`,
    name: `Biblioteca ${next}`,
    selling: true,
    trading: false,
    buying: false,
    cardCount: 0,
    ...fields,
  };
}
