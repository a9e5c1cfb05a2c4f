import { vi } from 'vitest';

/**
 * Pretends the window is `width` px wide for MUI's useMediaQuery (without it every
 * breakpoint query answers false: testing/setup.ts). Undo with vi.unstubAllGlobals().
 */
export function setScreenWidth(width: number): void {
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
