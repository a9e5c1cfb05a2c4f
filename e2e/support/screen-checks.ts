import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * What a person sees, as numbers: the checks the screens project runs on every screen at every
 * width. Each returns the problems it found, in words a reviewer can act on; an empty
 * list is a pass. Plain playwright-core pages work too, so a script can run them while a screen
 * is being built.
 */

/** The page scrolls sideways: something is wider than the window. */
export async function findSidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return [];
    // Name the widest elements that stick out, so the message points at the culprit.
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.parentElement?.closest('[data-overflow-culprit]'))
      .slice(0, 3)
      .map((element) => {
        const text = (element.innerText || element.getAttribute('aria-label') || '').trim();
        return `<${element.tagName.toLowerCase()}> "${text.slice(0, 40)}" ends at ${Math.round(element.getBoundingClientRect().right)} px`;
      });
    return [`the page is ${scrollWidth} px wide in a ${width} px window: ${culprits.join('; ')}`];
  });
}

/**
 * Content hidden in a box that scrolls sideways (a wide table in a narrow panel): the reader
 * must find and drag a scroll bar to reach it. Tab strips and boxes marked
 * `data-scrolls-sideways` (a carousel) scroll sideways by design.
 */
export async function findSidewaysBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (
          (overflow === 'auto' || overflow === 'scroll') &&
          element.scrollWidth > element.clientWidth + 1 &&
          element.checkVisibility() &&
          !element.closest('[role="tablist"], [data-scrolls-sideways]') &&
          !element.querySelector('[role="tablist"]')
        );
      })
      .map((element) => {
        const what = element.querySelector('table')
          ? 'a table'
          : `<${element.tagName.toLowerCase()}>`;
        return `${what} is ${element.scrollWidth} px wide in a ${element.clientWidth} px box that scrolls sideways`;
      }),
  );
}

/**
 * Text squeezed into a column too narrow for it: a text of 6 or more letters whose line boxes
 * are at least half as many as its letters (one or two letters a line). Hidden text and text
 * inside a scrolled box's hidden part are not looked at.
 */
export async function findLetterWrapping(page: Page): Promise<string[]> {
  return findTextOverLines(page, 'letters');
}

/**
 * Words cut in two by the end of a line ('Strixha / ven', 'Interca / mbio'): a word of 6 or
 * more letters whose letters sit on more than one line (a break after a hyphen is no cut). Letter-by-letter columns are the extreme
 * case; this finds the milder one, which reads just as badly.
 */
export async function findBrokenWords(page: Page): Promise<string[]> {
  return findTextOverLines(page, 'words');
}

/**
 * The walk of the two checks above over the visible text nodes: each text (`letters`) or each
 * word of it (`words`) is measured in lines. One function, because page.evaluate sends the
 * function's source alone to the page: a helper of this module would not go with it.
 */
async function findTextOverLines(page: Page, measure: 'letters' | 'words'): Promise<string[]> {
  return page.evaluate((measure) => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (measure === 'letters' && text.trim().length < 6) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"], script, style, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      // The whole text; or its words, where a line may end after a hyphen or a slash: those are
      // words of their own here.
      const pieces =
        measure === 'letters'
          ? [{ index: 0, piece: text }]
          : [...text.matchAll(/[^\s\-‐–—/]{6,}/g)].map((word) => ({
              index: word.index,
              piece: word[0],
            }));
      for (const { index, piece } of pieces) {
        range.setStart(node, index);
        range.setEnd(node, index + piece.length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        ).size;
        const letters = piece.trim();
        if (measure === 'letters' && lines >= letters.length / 2)
          problems.push(
            `"${letters.slice(0, 40)}" wraps onto ${lines} lines (${letters.length} letters)`,
          );
        if (measure === 'words' && lines > 1)
          problems.push(`the word "${piece.slice(0, 30)}" is cut over ${lines} lines`);
      }
    }
    return problems;
  }, measure);
}

/**
 * Text cut short with an ellipsis ('Reserv…'): a visible element whose own text overflows a box
 * that clips it. A field's typed value scrolls inside its box, and is not looked at.
 */
export async function findClippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        if (element.closest('[aria-hidden="true"], input, textarea, select')) return false;
        const style = getComputedStyle(element);
        return (
          style.textOverflow === 'ellipsis' &&
          style.overflowX !== 'visible' &&
          element.scrollWidth > element.clientWidth + 1 &&
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        );
      })
      .map(
        (element) =>
          `"${element.innerText.trim().slice(0, 40)}" is cut short: ${element.scrollWidth} px of text in ${element.clientWidth} px`,
      ),
  );
}

/**
 * Buttons, links and fields a finger cannot hit: smaller than 24 × 24 px (WCAG 2.2 target
 * size; links inside running text are exempt, as WCAG's inline exception says), or covered at
 * their centre by something else: where the page opened, and once scrolled to the middle of
 * the window (sticky bars may cover what passes under them, not what the reader stops at).
 */
export async function findUnreachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="tab"], [role="link"], [role="switch"], [role="radio"], [role="combobox"], [role="menuitem"]';
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ||
        (element as HTMLElement).innerText?.trim() ||
        element.getAttribute('placeholder') ||
        element.getAttribute('name') ||
        element.id;
      return `<${element.tagName.toLowerCase()}> "${(label ?? '').slice(0, 40)}"`;
    };
    const transient = '.notistack-SnackbarContainer';
    const inlineLink = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      /[^\s]/.test(
        [...(element.parentElement?.childNodes ?? [])]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join(''),
      );
    const coveredBy = (element: Element): Element | null => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return null;
      const top = document.elementFromPoint(x, y);
      if (!top || element.contains(top) || top.contains(element)) return null;
      // A snack bar message leaves by itself in a few seconds.
      if (top.closest(transient)) return null;
      // A label wrapping the control (MUI checkboxes) is the control, for a click.
      if (top.closest('label')?.contains(element)) return null;
      return top;
    };
    const underStickyTop = (cover: Element) => {
      for (let node: Element | null = cover; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (
          (position === 'sticky' || position === 'fixed') &&
          node.getBoundingClientRect().top <= 0
        )
          return true;
      }
      return false;
    };
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        // MUI's checkboxes: the invisible native input covers the visible box exactly.
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        !element.closest(`[aria-hidden="true"], [inert], ${transient}`),
    );
    const boxes = controls.map((element) => element.getBoundingClientRect());
    const small = (box: DOMRect) => box.width < 24 || box.height < 24;
    // WCAG 2.5.8's spacing exception: a 24 px circle on the small target's centre touches no
    // other target (nor the circle of another small one).
    const spaced = (index: number) => {
      const box = boxes[index]!;
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      return boxes.every((other, j) => {
        if (j === index || other.width === 0) return true;
        if (controls[j]!.contains(controls[index]!) || controls[index]!.contains(controls[j]!))
          return true;
        if (small(other))
          return (
            Math.hypot(other.left + other.width / 2 - cx, other.top + other.height / 2 - cy) >= 24
          );
        const dx = Math.max(other.left - cx, 0, cx - other.right);
        const dy = Math.max(other.top - cy, 0, cy - other.bottom);
        return Math.hypot(dx, dy) >= 12;
      });
    };
    const start = { x: window.scrollX, y: window.scrollY };
    for (const [index, element] of controls.entries()) {
      const box = boxes[index]!;
      if (box.width === 0 || box.height === 0) continue;
      if (small(box) && !inlineLink(element) && !spaced(index))
        problems.push(
          `${describe(element)} is ${Math.round(box.width)} × ${Math.round(box.height)} px, too close to another control`,
        );
      let top = coveredBy(element);
      // Under the top bar because the page is scrolled (a click scrolled to its button): what
      // passes under a sticky bar is looked at where the reader would stop, as below.
      if (top && underStickyTop(top)) top = null;
      if (!top) {
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        top = coveredBy(element);
        window.scrollTo({ left: start.x, top: start.y, behavior: 'instant' });
      }
      if (top) problems.push(`${describe(element)} is covered at its centre by ${describe(top)}`);
    }
    return problems;
  });
}

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const SERIOUS: Impact[] = ['serious', 'critical'];
/**
 * The screens project holds every screen to moderate findings too, but
 * 'region' (content outside the landmarks): MUI puts an open menu ('Denunciar', the account
 * menu) in a portal at the end of the body, a popup axe reads as page content.
 */
const MODERATE: Impact[] = ['moderate', ...SERIOUS];
const OUTSIDE_MODERATE_RULES = new Set(['region']);

/**
 * axe-core's serious and critical violations (docs/product/quality.md#accessibility), each with the
 * elements.
 */
export const findSeriousA11yViolations = (page: Page) => findA11yViolations(page, SERIOUS);

/**
 * axe-core's violations of these impacts, each with the elements. axe is put into the page once
 * per document (its 500 KB source takes a third of a second to read) and asked for violations
 * only; the page has no frames to visit.
 */
async function findA11yViolations(
  page: Page,
  impacts: Impact[],
  skipped = new Set<string>(),
): Promise<string[]> {
  // Text fading in reads as low contrast: axe looks once the transitions are over.
  await animationsFinished(page);
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const { axe: run } = window as unknown as { axe: typeof axe };
    const results = await run.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations
    .filter(({ id, impact }) => impacts.includes(impact as Impact) && !skipped.has(id))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} → ${violation.targets.slice(0, 5).join(', ')}`,
    );
}

/** Every check above, on the page as it is now. */
export async function checkScreen(page: Page): Promise<string[]> {
  // tsx (esbuild's keepNames) wraps named functions in __name(): give the page one.
  await page.evaluate('window.__name ??= (f) => f');
  return [
    ...(await findSidewaysScroll(page)),
    ...(await findSidewaysBoxes(page)),
    ...(await findLetterWrapping(page)),
    ...(await findBrokenWords(page)),
    ...(await findClippedText(page)),
    ...(await findUnreachableControls(page)),
    ...(await findA11yViolations(page, MODERATE, OUTSIDE_MODERATE_RULES)),
  ];
}

/**
 * Waits for the running animations and transitions that end (a spinner's turn never does; a
 * paused one never finishes): a dialog fading in, a menu growing.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime),
      );
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}
