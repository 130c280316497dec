import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page as it stands has no serious or critical WCAG A/AA violation (axe). */
export async function expectNoBlockingViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking).toEqual([]);
}

/**
 * The page, opened in the light theme (the browser's default scheme), has no blocking violation, nor once
 * the system turns dark: the same page, followed into the dark theme without a reload.
 */
export async function expectNoBlockingViolationsInBothThemes(page: Page): Promise<void> {
  await expect(page.locator('html'), 'opened in the light theme').not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoBlockingViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoBlockingViolations(page);
}
