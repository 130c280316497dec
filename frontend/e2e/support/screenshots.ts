import { test, type Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
// Screenshots are for a person changing a page to look at (E2E_SCREENSHOTS=1); a CI run has no one to look,
// and a hundred full-page captures cost it minutes on a loaded 2-core machine.
const KEEP_SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/** A screenshot of what the page shows now, kept with the test's results as `name`, when asked for. */
export async function keepScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (KEEP_SCREENSHOTS) await page.screenshot({ path: test.info().outputPath(name), ...options });
}

/** Full-page screenshots of what the page shows now, at its own size and a phone's, when asked for. */
export async function screenshotAtBothSizes(page: Page, name: string): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  const own = page.viewportSize();
  await keepScreenshot(page, `${name}-desktop.png`, { fullPage: true });
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, `${name}-phone.png`, { fullPage: true });
  if (own) await page.setViewportSize(own);
}
