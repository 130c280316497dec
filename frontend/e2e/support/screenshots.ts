import { test, type Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };

/** Full-page screenshots of what the page shows now, at its own size and a phone's, kept with the test's results. */
export async function screenshotAtBothSizes(page: Page, name: string): Promise<void> {
  const own = page.viewportSize();
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath(`${name}-phone.png`), fullPage: true });
  if (own) await page.setViewportSize(own);
}
