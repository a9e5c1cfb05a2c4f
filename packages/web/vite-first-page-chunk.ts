/**
 * The first page in one file: the entry's whole static import graph (main.tsx and everything it
 * imports without `import()`), which every visitor loads before the first paint anyway. Left to
 * itself Rolldown splits off each module set that a lazy page shares with it: the first page
 * loaded 25 files, most under 2 KB gzip, each compressed alone (decision 011's addendum). Lazy
 * pages keep their own chunks and import what they share from this one.
 */
export const firstPageChunk = {
  name: 'first-page',
  test: /[\\/]packages[\\/]web[\\/]src[\\/]main\.tsx$/,
  includeDependenciesRecursively: true,
};
