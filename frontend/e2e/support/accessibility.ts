import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * The violations axe finds on the page as it stands, of the given impacts, one line each: of every WCAG
 * A/AA rule, or of the given rules only.
 */
async function violationsOf(page: Page, impacts: readonly Impact[], rules?: string[]): Promise<string[]> {
  // Only violations are read: axe then keeps one example of each passing rule instead of every node.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (rules ? axe.withRules(rules) : axe.withTags(['wcag2a', 'wcag2aa'])).analyze();
  return violations
    .filter(({ impact }) => impacts.includes(impact as Impact))
    .map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

const EVERY_IMPACT: readonly Impact[] = ['minor', 'moderate', 'serious', 'critical'];

/** The page as it stands has no serious or critical WCAG A/AA violation (axe). */
export async function expectNoBlockingViolations(page: Page): Promise<void> {
  expect(await violationsOf(page, ['serious', 'critical'])).toEqual([]);
}

/** The page as it stands has no WCAG A/AA violation at all (axe), whatever its impact. */
export async function expectNoViolations(page: Page): Promise<void> {
  expect(await violationsOf(page, EVERY_IMPACT)).toEqual([]);
}

/**
 * Its text contrasts enough with what is behind it (axe's colour-contrast rule alone): for the same page
 * in another theme, where only the colours differ from a page checked in full.
 */
export async function expectNoContrastViolations(page: Page): Promise<void> {
  expect(await violationsOf(page, EVERY_IMPACT, ['color-contrast'])).toEqual([]);
}

/** Nothing on the page is wider than the window: it scrolls down, never sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.document, 'the document is no wider than the window').toBeLessThanOrEqual(widths.window);
}
