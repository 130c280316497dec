import { expect, test } from '@playwright/test';
import { graphql } from './__generated__';
import { playNextGameweek, withHeldGameClock } from './support/game-clock';
import { graphqlAs } from './support/graphql-request';
import { newManager } from './support/managers';
import { screenshotAtBothSizes } from './support/screenshots';

const TopFormOfferDocument = graphql(`
  query E2eTopFormOffer {
    newCardOffers(sort: FORM, limit: 1) {
      items {
        players {
          footballer {
            form
          }
        }
      }
    }
  }
`);

// A gameweek's full times reach nft through Kafka within seconds.
const FORM_ARRIVES_TIMEOUT_MS = 60_000;

const isNonIncreasing = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);

test('a manager should sort the market by form and see each card with its form and next fixture', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
  const { page, market } = await newManager(browser, baseURL!);
  // Forms come from full times: a gameweek played gives its footballers theirs.
  await playNextGameweek(baseURL!, page.request, 'FINISHED');
  await expect
    .poll(
      async () =>
        (await graphqlAs(page.request, TopFormOfferDocument)).newCardOffers.items[0]?.players.footballer
          .form ?? 0,
      { timeout: FORM_ARRIVES_TIMEOUT_MS },
    )
    .toBeGreaterThan(0);

  // Held from here: no later full time changes a form while the page is read.
  await withHeldGameClock(baseURL!, async () => {
    await market.goto();
    await market.openTab('New Cards');
    await expect(market.select('Sort by')).toHaveValue('');
    await market.select('Sort by').selectOption({ label: 'Form' });
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'form');

    const cards = market.newCards.getByTestId('new-card-offer');
    // Full times recorded just before the hold may still be reaching nft: a page read meanwhile can show
    // forms that changed since its order, so it is read again until they have arrived.
    await expect(async () => {
      await expect(cards).toHaveCount(12);
      const forms = await market.formsShown(market.newCards);
      expect(forms[0]).toBeGreaterThan(0);
      if (isNonIncreasing(forms)) return;
      await page.reload();
      await market.openTab('New Cards');
      throw new Error(`forms shown out of order: ${forms.join(', ')}`);
    }).toPass({ timeout: FORM_ARRIVES_TIMEOUT_MS });
    // Each card: his form and his next fixture (opponent, venue, difficulty 1 to 5), as on his page.
    for (const line of await cards.getByTestId('market-player-form').all()) {
      await expect(line).toHaveText(
        /^Form -?\d+\.\d\s*Next [A-Z]{3} \((H|A)\)\s*[1-5]Difficulty [1-5] of 5: /,
      );
    }

    // Narrowed to the in-form players: kept in the URL, a reload shows the same.
    await market.select('Min form').selectOption({ label: '2+' });
    await expect(page).toHaveURL((url) => url.searchParams.get('minForm') === '2');
    await expect
      .poll(async () => (await market.formsShown(market.newCards)).every((form) => form >= 2))
      .toBe(true);
    await page.reload();
    await market.openTab('New Cards');
    await expect(market.select('Sort by')).toHaveValue('form');
    await expect(market.select('Min form')).toHaveValue('2');
    await expect(cards.first()).toBeVisible();
    const narrowed = await market.formsShown(market.newCards);
    expect(narrowed.every((form) => form >= 2) && isNonIncreasing(narrowed)).toBe(true);

    await page.mouse.move(0, 0);
    await screenshotAtBothSizes(page, 'market-sorted-by-form');

    // The Player Listings tab takes the same sort and filters.
    await market.openTab('Player Listings');
    await expect(market.select('Sort by')).toHaveValue('form');
  });
});
