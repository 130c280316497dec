import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bcs } from '@mysten/sui/bcs';
import type { Transaction } from '@mysten/sui/transactions';
import { fromBase64 } from '@mysten/sui/utils';
import { RETRY_DELAY_MS } from '@/lib/query/query-client';
import { mockApi, requestBodies } from '@/testing/mock-api';
import {
  BUYER,
  CARD_ID,
  DIGEST,
  MARKET_ID,
  OTHER_PLAYER,
  OWNED_PATH,
  PACKAGE_ID,
  SELLER,
  collectionMock,
  connectedWallet,
  expectedPurchase,
  fakeLinkedWallets,
  fakeWallet,
  findListing,
  findOwnedNft,
  findToast,
  form,
  listing,
  marketRoutes,
  mockWalletHooks,
  nftRoutes,
  region,
  renderNftPage,
  toastDescription,
} from './nft-page-harness';

jest.mock('@/features/wallet', () => ({ useWallet: jest.fn(), useLinkedWallets: jest.fn() }));
const { walletMock, linkedWalletsMock } = mockWalletHooks();

afterEach(() => {
  jest.useRealTimers();
});

describe('NFT listings', () => {
  it('should show each listing with its player, price in SUI and ids shortened to 8 characters', async () => {
    mockApi(
      nftRoutes({
        available: [
          listing(),
          listing({
            id: 'listing-2',
            tokenId: '0x9f8e7d6c5b4a',
            price: 1_000_000_000,
            player: OTHER_PLAYER,
          }),
        ],
      }),
    );
    renderNftPage();

    expect(within(region('NFTs for Sale')).getByRole('status')).toHaveTextContent('Loading NFT listings…');
    const first = await findListing(CARD_ID.slice(0, 8));
    expect(first).toHaveAccessibleName(`Kofi Brannock Token ${CARD_ID.slice(0, 8)}`);
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Kofi Brannock');
    expect(first).toHaveTextContent('Ravenmoor Rovers');
    expect(first).toHaveTextContent('Position ST');
    expect(first).toHaveTextContent('Overall 87');
    expect(within(first).getByText('epic')).toHaveClass('bg-purple-100');
    expect(first).toHaveTextContent('2.50 SUI');
    expect(within(first).getByText(CARD_ID.slice(0, 8))).toHaveAttribute('title', CARD_ID);
    expect(within(first).getByText(SELLER.slice(0, 8))).toHaveAttribute('title', SELLER);
    expect(within(first).getByText(PACKAGE_ID.slice(0, 8))).toBeInTheDocument();
    expect(first).not.toHaveTextContent(SELLER);
    const second = await findListing('0x9f8e7d');
    expect(second).toHaveTextContent('Enzo Tavernier');
    expect(second).toHaveTextContent('Rarity rare');
    expect(second).toHaveTextContent('1.00 SUI');
  });

  it.each([
    ['unknown', null],
    ['not sent', undefined],
  ])('should title a listing whose player is %s by its token', async (_case, player) => {
    mockApi(nftRoutes({ available: [listing({ player })] }));
    renderNftPage();

    const card = await findListing(CARD_ID.slice(0, 8));
    expect(card).toHaveAccessibleName(`Token ${CARD_ID.slice(0, 8)}`);
    expect(card).toHaveTextContent('2.50 SUI');
    expect(card).not.toHaveTextContent('Overall');
    expect(within(card).getByRole('button', { name: 'Buy' })).toBeEnabled();
  });

  it('should mark the selected listing', async () => {
    mockApi(nftRoutes({ available: [listing(), listing({ id: 'listing-2', tokenId: '0xbbbbbbbbbb' })] }));
    const user = userEvent.setup();
    renderNftPage();
    const first = await findListing(CARD_ID.slice(0, 8));
    const second = await findListing('0xbbbbbb');

    await user.click(within(second).getByRole('button', { name: 'Select' }));

    expect(within(second).getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('data-selected', 'true');
    expect(within(first).getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(first).getByRole('button', { name: 'Select' }));
    expect(first).toHaveAttribute('data-selected', 'true');
    expect(second).not.toHaveAttribute('data-selected');
  });

  it('should say when nothing is for sale and that sales begin in two weeks', async () => {
    mockApi(nftRoutes());
    renderNftPage();

    const panel = region('NFTs for Sale');
    expect(
      await within(panel).findByText('No NFTs currently available on an external NFT marketplace'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('NFT sales will begin in two weeks')).toBeInTheDocument();
    expect(within(panel).getByText('Launch in 2 weeks')).toBeInTheDocument();
  });

  it('should retry a failed load once, then show the listings', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const fetchMock = mockApi(
      nftRoutes({
        available: () =>
          ++calls === 1 ? { status: 500, body: 'upstream down' } : { status: 200, body: [listing()] },
      }),
    );
    renderNftPage();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    });

    expect(await findListing(CARD_ID.slice(0, 8))).toBeInTheDocument();
    expect(requestBodies(fetchMock, 'GET /api/nft/available')).toHaveLength(2);
  });

  it('should report a load that failed twice, and load again on Try again', async () => {
    jest.useFakeTimers();
    let healthy = false;
    const fetchMock = mockApi(
      nftRoutes({
        available: () =>
          healthy ? { status: 200, body: [listing()] } : { status: 500, statusText: 'Internal Server Error' },
      }),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderNftPage();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    });
    const alert = await within(region('NFTs for Sale')).findByRole('alert');
    expect(alert).toHaveTextContent('NFT listings could not be loaded.');
    expect(requestBodies(fetchMock, 'GET /api/nft/available')).toHaveLength(2);

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findListing(CARD_ID.slice(0, 8))).toBeInTheDocument();
  });
});

describe('Buy', () => {
  it('should ask for a wallet when none is connected', async () => {
    const wallet = fakeWallet();
    walletMock.mockReturnValue(wallet);
    const fetchMock = mockApi(marketRoutes());
    const user = userEvent.setup();
    renderNftPage();

    await user.click(within(await findListing(CARD_ID.slice(0, 8))).getByRole('button', { name: 'Buy' }));

    expect(toastDescription(await findToast('No Wallet Connected'))).toBe('Please connect your wallet first');
    expect(wallet.openConnectModal).toHaveBeenCalledTimes(1);
    expect(wallet.signAndExecuteTransaction).not.toHaveBeenCalled();
    expect(requestBodies(fetchMock, 'POST /api/nft/purchase')).toEqual([]);
  });

  it('should link the wallet first, sign market::buy, record the purchase and refresh both lists', async () => {
    const order: string[] = [];
    const wallet = connectedWallet({
      signAndExecuteTransaction: jest.fn(async (_transaction: Transaction) => {
        order.push('sign');
        return { digest: DIGEST };
      }),
    });
    const linked = fakeLinkedWallets([], {
      link: jest.fn(async () => {
        order.push('link');
      }),
    });
    walletMock.mockReturnValue(wallet);
    linkedWalletsMock.mockReturnValue(linked);
    const fetchMock = mockApi(marketRoutes());
    const user = userEvent.setup();
    renderNftPage([collectionMock()]);

    // The wallet address field is filled from the connected account.
    expect(screen.getByLabelText('Wallet address')).toHaveValue(BUYER);
    expect(
      await within(region('My Player NFTs')).findByText("You don't own any player NFTs yet"),
    ).toBeInTheDocument();
    await user.click(within(await findListing(CARD_ID.slice(0, 8))).getByRole('button', { name: 'Buy' }));

    const toast = await findToast('NFT Purchase Processed');
    expect(toastDescription(toast)).toBe('Your NFT purchase has been verified and processed!');
    expect(order).toEqual(['link', 'sign']);
    expect(requestBodies(fetchMock, 'POST /api/nft/purchase')).toEqual([expectedPurchase()]);

    // The transaction pays exactly the price, split from gas, into PKG::market::buy(market, card, payment).
    const [transaction] = jest.mocked(wallet.signAndExecuteTransaction).mock.calls[0];
    const { commands, inputs } = transaction.getData();
    expect(commands.map((command) => command.$kind)).toEqual(['SplitCoins', 'MoveCall']);
    const amount = commands[0].SplitCoins?.amounts[0];
    const priceInput = amount?.$kind === 'Input' ? inputs[amount.Input] : undefined;
    expect(bcs.u64().parse(fromBase64(priceInput?.Pure?.bytes ?? ''))).toBe('2500000000');
    const moveCall = commands[1].MoveCall;
    expect(moveCall).toMatchObject({ package: PACKAGE_ID, module: 'market', function: 'buy' });
    const [marketArg, cardArg, paymentArg] = moveCall?.arguments ?? [];
    expect(marketArg?.$kind === 'Input' && inputs[marketArg.Input].UnresolvedObject?.objectId).toBe(
      MARKET_ID,
    );
    const cardInput = cardArg?.$kind === 'Input' ? inputs[cardArg.Input] : undefined;
    expect(bcs.Address.parse(fromBase64(cardInput?.Pure?.bytes ?? ''))).toBe(CARD_ID);
    expect(paymentArg).toEqual({ $kind: 'NestedResult', NestedResult: [0, 0] });

    // Both lists are fetched again: the card moves from the market to the manager.
    const owned = await findOwnedNft('Kofi Brannock');
    expect(owned).toHaveTextContent('Available for team selection');
    expect(
      await within(region('NFTs for Sale')).findByText(
        'No NFTs currently available on an external NFT marketplace',
      ),
    ).toBeInTheDocument();
    expect(requestBodies(fetchMock, 'GET /api/nft/available')).toHaveLength(2);
    expect(requestBodies(fetchMock, `GET ${OWNED_PATH}`)).toHaveLength(2);
  });

  it('should not link again a wallet that is already linked', async () => {
    const linked = fakeLinkedWallets([BUYER]);
    walletMock.mockReturnValue(connectedWallet());
    linkedWalletsMock.mockReturnValue(linked);
    mockApi(marketRoutes());
    const user = userEvent.setup();
    renderNftPage([collectionMock()]);

    await user.click(within(await findListing(CARD_ID.slice(0, 8))).getByRole('button', { name: 'Buy' }));

    await findToast('NFT Purchase Processed');
    expect(linked.link).not.toHaveBeenCalled();
  });

  it("should read 'Processing...' and block every Buy button while a purchase is under way", async () => {
    let approve: (result: { digest: string }) => void = () => undefined;
    walletMock.mockReturnValue(
      connectedWallet({
        signAndExecuteTransaction: jest.fn(
          () => new Promise<{ digest: string }>((resolve) => (approve = resolve)),
        ),
      }),
    );
    linkedWalletsMock.mockReturnValue(fakeLinkedWallets([BUYER]));
    mockApi({
      ...marketRoutes(),
      'GET /api/nft/available': {
        status: 200,
        body: [listing(), listing({ id: 'listing-2', tokenId: '0xbbbbbbbbbb' })],
      },
    });
    const user = userEvent.setup();
    renderNftPage([collectionMock()]);
    const first = await findListing(CARD_ID.slice(0, 8));
    const second = await findListing('0xbbbbbb');

    await user.click(within(first).getByRole('button', { name: 'Buy' }));

    expect(await within(first).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(second).getByRole('button', { name: 'Buy' })).toBeDisabled();

    await act(async () => approve({ digest: DIGEST }));
    await findToast('NFT Purchase Processed');
    expect(within(first).getByRole('button', { name: 'Buy' })).toBeEnabled();
  });

  it('should show the wallet error and record nothing when signing fails', async () => {
    walletMock.mockReturnValue(
      connectedWallet({
        signAndExecuteTransaction: jest.fn(async () => {
          throw new Error('Rejected from user');
        }),
      }),
    );
    linkedWalletsMock.mockReturnValue(fakeLinkedWallets([BUYER]));
    const fetchMock = mockApi(marketRoutes());
    const user = userEvent.setup();
    renderNftPage([collectionMock()]);

    await user.click(within(await findListing(CARD_ID.slice(0, 8))).getByRole('button', { name: 'Buy' }));

    const toast = await findToast('Transaction Failed');
    expect(toastDescription(toast)).toBe('Rejected from user');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(requestBodies(fetchMock, 'POST /api/nft/purchase')).toEqual([]);
    expect(within(await findListing(CARD_ID.slice(0, 8))).getByRole('button', { name: 'Buy' })).toBeEnabled();
  });

  it('should stop when linking the wallet fails', async () => {
    const wallet = connectedWallet();
    walletMock.mockReturnValue(wallet);
    linkedWalletsMock.mockReturnValue(
      fakeLinkedWallets([], {
        link: jest.fn(async () => {
          throw new Error('This wallet is linked to another account.');
        }),
      }),
    );
    mockApi(marketRoutes());
    const user = userEvent.setup();
    renderNftPage([collectionMock()]);

    await user.click(within(await findListing(CARD_ID.slice(0, 8))).getByRole('button', { name: 'Buy' }));

    expect(toastDescription(await findToast('Wallet Not Linked'))).toBe(
      'This wallet is linked to another account.',
    );
    expect(wallet.signAndExecuteTransaction).not.toHaveBeenCalled();
  });

  it('should not build a purchase when the collection is not deployed or on another network', async () => {
    const wallet = connectedWallet();
    walletMock.mockReturnValue(wallet);
    linkedWalletsMock.mockReturnValue(fakeLinkedWallets([BUYER]));
    mockApi(marketRoutes());
    const user = userEvent.setup();
    renderNftPage([collectionMock({ packageId: null, marketId: null })]);

    await user.click(within(await findListing(CARD_ID.slice(0, 8))).getByRole('button', { name: 'Buy' }));

    expect(toastDescription(await findToast('Transaction Failed'))).toBe(
      'NFT sales are not open on this network yet.',
    );
    expect(wallet.signAndExecuteTransaction).not.toHaveBeenCalled();
  });

  it('should refuse to sign on a wallet network other than the collection', async () => {
    const wallet = connectedWallet({ network: 'mainnet' });
    walletMock.mockReturnValue(wallet);
    linkedWalletsMock.mockReturnValue(fakeLinkedWallets([BUYER]));
    mockApi(marketRoutes());
    const user = userEvent.setup();
    renderNftPage([collectionMock({ network: 'testnet' })]);

    await user.click(within(await findListing(CARD_ID.slice(0, 8))).getByRole('button', { name: 'Buy' }));

    expect(toastDescription(await findToast('Transaction Failed'))).toBe(
      'Switch to Sui testnet to buy this NFT.',
    );
    expect(wallet.signAndExecuteTransaction).not.toHaveBeenCalled();
  });

  it('should keep the paid purchase in Process Purchase when recording it fails', async () => {
    walletMock.mockReturnValue(connectedWallet());
    linkedWalletsMock.mockReturnValue(fakeLinkedWallets([BUYER]));
    mockApi({
      ...marketRoutes(),
      'POST /api/nft/purchase': { status: 500, body: { message: 'Chain node unreachable' } },
    });
    const user = userEvent.setup();
    renderNftPage([collectionMock()]);

    await user.click(within(await findListing(CARD_ID.slice(0, 8))).getByRole('button', { name: 'Buy' }));

    const toast = await findToast('Purchase Processing Failed');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toastDescription(toast)).toBe(
      'Failed to process your NFT purchase. Please contact support. Chain node unreachable.',
    );
    const purchaseForm = within(form('Process purchase'));
    await waitFor(() => expect(purchaseForm.getByLabelText('Transaction hash')).toHaveValue(DIGEST));
    expect(purchaseForm.getByLabelText('Token ID')).toHaveValue(CARD_ID);
    expect(purchaseForm.getByLabelText('Contract address')).toHaveValue(PACKAGE_ID);
    expect(purchaseForm.getByLabelText('Purchase price (MIST)')).toHaveValue('2500000000');
  });
});
