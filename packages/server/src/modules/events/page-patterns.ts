import { SHELL_ROUTES } from '@mdc/shared';

/**
 * The pages of the web app a page view may name, so that the analytics table holds one row per
 * page and day whatever a client sends. Ids in a path collapse to the route's pattern; any other
 * path counts as OTHER_PAGE.
 */

export const OTHER_PAGE = '(other)';

/** Pages of the route map that the top bar does not link to (web/src/app/routes.tsx). */
const MORE_PAGES = [
  '/',
  '/validation',
  '/privacy-policy',
  '/public/library',
  '/cardProducts',
  '/myOrders',
  '/sales',
  '/library',
];

const KNOWN_PAGES = new Set([
  ...Object.values(SHELL_ROUTES).map((route) => route.split('?')[0]!),
  ...MORE_PAGES,
]);

/** Routes with a parameter: the pattern is stored, never the value (a search, an id). */
const PATTERNS: [RegExp, string][] = [[/^\/search\/[^/]+$/, '/search/:lastSearch']];

export function pagePattern(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (KNOWN_PAGES.has(trimmed)) return trimmed;
  return PATTERNS.find(([pattern]) => pattern.test(trimmed))?.[1] ?? OTHER_PAGE;
}
