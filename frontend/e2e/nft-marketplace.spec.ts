import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AppShell } from './pages/app-shell.page';
import { NftMarketplacePage } from './pages/nft-marketplace.page';
import { RegisterPage } from './pages/register.page';
import { freshCredentials } from './support/test-users';
import { installTestWallet } from './support/test-wallet/install-test-wallet';

// infra/bin/e2e starts the fake Sui node the services read, and points the nft service at this collection.
const FAKE_SUI_URL = process.env.FAKE_SUI_URL;
const PACKAGE_ID = process.env.E2E_NFT_PACKAGE_ID ?? '';
const MARKET_ID = process.env.E2E_NFT_MARKET_ID ?? '';
const PRICE_MIST = '2500000000';

/** A fresh object id or address: each run seeds its own cards, so runs never meet on the shared node. */
function freshId(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

type Footballer = { id: string; name: string };

/** Two real footballers (the owned list names the card's player, resolved by the matches service). */
async function twoFootballers(api: APIRequestContext): Promise<[Footballer, Footballer]> {
  const response = await api.post('/graphql', {
    // Apollo Server's CSRF prevention accepts a JSON POST that carries this header.
    headers: { 'apollo-require-preflight': 'true' },
    data: { query: 'query E2eNftFootballers { footballers(limit: 2) { id name } }' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: { footballers?: Footballer[] } };
  const [first, second] = body.data?.footballers ?? [];
  if (!first || !second) throw new Error('the matches service has fewer than two footballers');
  return [first, second];
}

async function seedChain(api: APIRequestContext, seed: object): Promise<void> {
  const response = await api.post(`${FAKE_SUI_URL}/__fake/seed`, { data: seed });
  expect(response.status(), await response.text()).toBe(204);
}

/** The nft service caches the market's listings for 10 s: wait until a new one is served. */
async function untilListed(api: APIRequestContext, tokenId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const listings = (await (await api.get('/api/nft/available')).json()) as { tokenId: string }[];
        return listings.some((listing) => listing.tokenId === tokenId);
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true);
}

test('a manager should connect a wallet, verify a card they hold, and buy a listed card end to end', async ({
  page,
}) => {
  test.skip(!FAKE_SUI_URL || !PACKAGE_ID || !MARKET_ID, 'needs the fake Sui node of infra/bin/e2e');
  const shell = new AppShell(page);
  const marketplace = new NftMarketplacePage(page);
  // A key of its own: an address can be linked to one account only, and each run signs up a new one.
  const wallet = await installTestWallet(page, { secretKey: new Uint8Array(randomBytes(32)) });

  // Sign up.
  const registerPage = new RegisterPage(page);
  await registerPage.goto();
  await registerPage.submit(freshCredentials());
  await shell.expectPath('/');

  // The chain: a card the test wallet holds, another card for sale, and gas money for the wallet.
  const [heldPlayer, listedPlayer] = await twoFootballers(page.request);
  const heldCard = freshId();
  const listedCard = freshId();
  await seedChain(page.request, {
    collection: { packageId: PACKAGE_ID, marketId: MARKET_ID },
    cards: [{ cardId: heldCard, playerId: heldPlayer.id, owner: wallet.address }],
    listings: [
      {
        listingId: freshId(),
        cardId: listedCard,
        playerId: listedPlayer.id,
        price: PRICE_MIST,
        seller: freshId(),
      },
    ],
    funds: [{ address: wallet.address, mist: '100000000000' }],
  });
  await untilListed(page.request, listedCard);

  // Connect the test wallet. From here on, in-app navigation only: auto-connect is off, so a full reload
  // would disconnect it.
  await shell.navLink('NFTs').click();
  await expect(marketplace.heading).toBeVisible();
  await shell.banner.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: wallet.name })
    .click();
  await expect(shell.toast('Wallet Connected')).toBeVisible();
  await expect(marketplace.walletAddress).toHaveValue(wallet.address);

  // Verify ownership of the held card.
  await marketplace.verifyOwnership(heldCard, PACKAGE_ID);
  await expect(shell.toast('Ownership Verified')).toContainText(
    'Your NFT ownership has been verified successfully!',
  );

  // Buy the listed card: the page links the (not yet linked) wallet first, the wallet signs market::buy
  // against the fake node, and the digest is recorded by the nft service.
  const listing = marketplace.listing(listedCard);
  await expect(listing).toContainText('2.50 SUI');
  // The listing names its footballer (the card's title), the token id staying as a detail.
  await expect(listing.getByRole('heading', { level: 3 })).toHaveText(listedPlayer.name);
  await marketplace.buy(listedCard);
  await expect(shell.toast('Wallet Linked')).toBeVisible();
  // Linking, signing and the server's check against the chain: allow more than the default 5 s.
  await expect(shell.toast('NFT Purchase Processed')).toContainText(
    'Your NFT purchase has been verified and processed!',
    { timeout: 20_000 },
  );
  const owned = marketplace.ownedNft(listedPlayer.name);
  await expect(owned).toContainText('Available for team selection');
  await expect(owned).toContainText(listedCard.slice(0, 8));
  await expect(shell.errorToast).toHaveCount(0);
});
