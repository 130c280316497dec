import { beforeEach, expect, jest } from '@jest/globals';
import { InMemoryCache, type ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { appTypePolicies } from '@/app/apollo-setup';
import { Toaster } from '@/components/ui/toast';
import { useLinkedWallets, useWallet } from '@/features/wallet';
import { NftCollectionDocument } from '@/features/nft-marketplace/api/nft-collection.query';
import { NftMarketplacePage } from '@/app/routes/nft-marketplace-page';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import type { FakeRoute } from '@/testing/mock-api';
import { TestCurrentUser } from '@/testing/test-current-user';

// Shared by the NFT page tests. Each test file mocks '@/features/wallet' with jest.fn()s (jest hoists mocks
// per file); mockWalletHooks and these helpers give them their answers.

export const USERNAME = 'alice';
/** TestCurrentUser's id for USERNAME. */
export const OWNED_PATH = `/api/user/user-${USERNAME}/nft-ownership`;
export const PACKAGE_ID = `0x${'a1'.repeat(32)}`;
export const MARKET_ID = `0x${'b2'.repeat(32)}`;
export const BUYER = `0x${'c3'.repeat(32)}`;
export const SELLER = `0x${'d4'.repeat(32)}`;
export const CARD_ID = `0x${'e5'.repeat(32)}`;
export const DIGEST = 'FakeDigest7v4oU1n1kqGVd9vGxXcz2Zm9QwE3Kp';

type Wallet = ReturnType<typeof useWallet>;
type LinkedWallets = ReturnType<typeof useLinkedWallets>;

export function fakeWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    status: 'disconnected',
    account: null,
    network: 'localnet',
    openConnectModal: jest.fn<Wallet['openConnectModal']>(),
    signAndExecuteTransaction: jest.fn<Wallet['signAndExecuteTransaction']>(),
    signPersonalMessage: jest.fn<Wallet['signPersonalMessage']>(),
    ...overrides,
  };
}

export function connectedWallet(overrides: Partial<Wallet> = {}): Wallet {
  return fakeWallet({
    status: 'connected',
    account: { address: BUYER },
    signAndExecuteTransaction: jest.fn<Wallet['signAndExecuteTransaction']>(async () => ({ digest: DIGEST })),
    ...overrides,
  });
}

export function fakeLinkedWallets(
  linked: string[] = [],
  overrides: Partial<LinkedWallets> = {},
): LinkedWallets {
  return {
    linked,
    isLinked: (address) => linked.includes(address),
    link: jest.fn<LinkedWallets['link']>(async () => undefined),
    pending: false,
    ...overrides,
  };
}

/**
 * Before each test, the mocked wallet hooks answer a fresh `wallet()` and `linked()` (by default: no wallet
 * connected, none linked). Returns the mocks for tests that answer something else.
 */
export function mockWalletHooks({
  wallet = () => fakeWallet(),
  linked = () => fakeLinkedWallets(),
}: { wallet?: () => Wallet; linked?: () => LinkedWallets } = {}) {
  const walletMock = jest.mocked(useWallet);
  const linkedWalletsMock = jest.mocked(useLinkedWallets);
  beforeEach(() => {
    walletMock.mockReturnValue(wallet());
    linkedWalletsMock.mockReturnValue(linked());
  });
  return { walletMock, linkedWalletsMock };
}

/** The footballer on the default listing and owned card, as the facade answers it. */
export const PLAYER = {
  name: 'Kofi Brannock',
  club: 'Ravenmoor Rovers',
  position: 'ST',
  rarity: 'EPIC',
  overall: 87,
};

export const OTHER_PLAYER = {
  name: 'Enzo Tavernier',
  club: 'Eldergate Athletic',
  position: 'CB',
  rarity: 'RARE',
  overall: 80,
};

export function listing(overrides: Record<string, unknown> = {}) {
  return {
    id: 'listing-1',
    tokenId: CARD_ID,
    playerId: '7f3c2a9e-1b4d-4c8e-9a2f-5d6e7f8a9b0c',
    contractAddress: PACKAGE_ID,
    price: '2500000000',
    seller: SELLER,
    player: PLAYER,
    ...overrides,
  };
}

export function ownedNft(overrides: Record<string, unknown> = {}) {
  return {
    id: 'owned-1',
    tradeportTokenId: CARD_ID,
    purchasePrice: '2500000000',
    verificationStatus: 'verified',
    player: PLAYER,
    ...overrides,
  };
}

type ListAnswer = unknown[] | FakeRoute;

/** The page's two GETs for mockApi: a list answers 200 with it, anything else is the route itself. */
export function nftRoutes({
  available = [],
  owned = [],
}: { available?: ListAnswer; owned?: ListAnswer } = {}) {
  const route = (answer: ListAnswer): FakeRoute =>
    Array.isArray(answer) ? { status: 200, body: answer } : answer;
  return { 'GET /api/nft/available': route(available), [`GET ${OWNED_PATH}`]: route(owned) };
}

/**
 * The page's GETs and POST /api/nft/purchase as the facade answers a sale: once recorded, the default listing
 * leaves the market and its card is owned.
 */
export function marketRoutes(): Record<string, FakeRoute> {
  let sold = false;
  return {
    ...nftRoutes({
      available: () => ({ status: 200, body: sold ? [] : [listing()] }),
      owned: () => ({ status: 200, body: sold ? [ownedNft()] : [] }),
    }),
    'POST /api/nft/purchase': () => {
      sold = true;
      return { status: 201, body: ownedNft() };
    },
  };
}

/** The POST /api/nft/purchase body for the default listing bought by BUYER. */
export function expectedPurchase() {
  return {
    tokenId: CARD_ID,
    contractAddress: PACKAGE_ID,
    purchasePrice: '2500000000',
    transactionHash: DIGEST,
    userWalletAddress: BUYER,
  };
}

export function collectionMock(
  collection: Partial<{ network: string; packageId: string | null; marketId: string | null }> = {},
): MockLink.MockedResponse {
  return {
    request: { query: NftCollectionDocument },
    result: {
      data: {
        __typename: 'Query',
        nftCollection: {
          __typename: 'NftCollection',
          network: 'localnet',
          packageId: PACKAGE_ID,
          marketId: MARKET_ID,
          cardType: `${PACKAGE_ID}::player_card::PlayerCard`,
          ...collection,
        },
      },
    },
  };
}

// A plain function, not a component: each call makes new elements, so a rerender reaches the page.
function nftPageTree(link: ApolloLink) {
  return (
    <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username={USERNAME}>
        <NftMarketplacePage />
        <Toaster />
      </TestCurrentUser>
    </MockedProvider>
  );
}

/**
 * The page as the route shows it: signed in as alice, with the app's toasts. `renderAgain` renders it once
 * more, e.g. after a mocked wallet hook starts answering something else.
 */
export function renderNftPage(mocks: MockLink.MockedResponse[] = []) {
  const { link } = createApolloTestLink(mocks);
  const view = render(nftPageTree(link));
  return { ...view, renderAgain: () => view.rerender(nftPageTree(link)) };
}

/** renderNftPage, then waits until both lists have answered (nothing is loading any more). */
export async function renderSettledNftPage(mocks: MockLink.MockedResponse[] = []) {
  const view = renderNftPage(mocks);
  await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
  return view;
}

export async function findToast(title: string) {
  const titleElement = await screen.findByText(title, { selector: '[data-title]' });
  const toast = titleElement.closest('[data-sonner-toast]');
  if (!(toast instanceof HTMLElement)) throw new Error(`"${title}" is not inside a toast`);
  return toast;
}

export function toastDescription(toast: HTMLElement): string | null | undefined {
  return toast.querySelector('[data-description]')?.textContent;
}

export function region(name: string) {
  return screen.getByRole('region', { name });
}

export function form(name: string) {
  return screen.getByRole('form', { name });
}

/** A listing card by its token id's first 8 characters (cards are named "{player} Token {id}"). */
export async function findListing(tokenText: string) {
  const list = await screen.findByRole('list', { name: 'NFTs for sale' });
  return within(list).getByRole('group', { name: (name) => name.endsWith(`Token ${tokenText}`) });
}

/** An owned card by its player's name (or 'Unknown player'), once the list has it. */
export function findOwnedNft(playerName: string) {
  return within(region('My Player NFTs')).findByRole('group', {
    name: (name) => name.startsWith(`${playerName} Token `),
  });
}
