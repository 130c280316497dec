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
