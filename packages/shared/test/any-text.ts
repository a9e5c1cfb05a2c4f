import fc from 'fast-check';

/**
 * The random texts of the parsers' property tests: a format's own `pieces` are followed by the
 * characters that break careless text handling (NUL, a lone surrogate, a byte order mark), a line
 * `longLine` long and a run of spaces.
 */
export const withAwkwardPieces = (pieces: string[], longLine: number): string[] => [
  ...pieces,
  '\u0000',
  '\ud800',
  '\uFEFF',
  'x'.repeat(longLine),
  ' '.repeat(500),
];

/** Any text: random binary strings, the `others` given, and texts joined from `pieces`. */
export const anyTextOf = (pieces: string[], ...others: fc.Arbitrary<string>[]) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    ...others,
    fc
      .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 8 })), { maxLength: 40 })
      .map((parts) => parts.join('')),
  );
