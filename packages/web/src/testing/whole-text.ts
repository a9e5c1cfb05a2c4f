import type { MatcherFunction } from '@testing-library/react';

/**
 * Finds the element whose whole text is `text` even when parts of it are in child elements
 * ('Total: ' then <span>USD 2.00</span>): the innermost such element, so there is one match.
 *
 *   screen.getByText(wholeText('Total: USD 2.00'))
 */
export function wholeText(text: string): MatcherFunction {
  const normalize = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
  return (_content, element) =>
    element !== null &&
    normalize(element.textContent) === text &&
    ![...element.children].some((child) => normalize(child.textContent) === text);
}
