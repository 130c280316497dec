import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { RETRY_DELAY_MS } from '@/lib/query/query-client';
import { mockApi, requestBodies } from '@/testing/mock-api';
import {
  CARD_ID,
  OTHER_PLAYER,
  OWNED_PATH,
  findOwnedNft,
  mockWalletHooks,
  nftRoutes,
  ownedNft,
  region,
  renderNftPage,
} from './nft-page-harness';

jest.mock('@/features/wallet', () => ({ useWallet: jest.fn(), useLinkedWallets: jest.fn() }));
mockWalletHooks();

describe('My Player NFTs', () => {
  it("should list the signed-in manager's NFTs; a verified one is available for team selection", async () => {
    const fetchMock = mockApi(
      nftRoutes({
        owned: [
          ownedNft(),
          ownedNft({
            id: 'owned-2',
            tradeportTokenId: '0x77665544332211',
            purchasePrice: 750_000_000,
            verificationStatus: 'pending',
            player: OTHER_PLAYER,
          }),
        ],
      }),
    );
    renderNftPage();

    const panel = region('My Player NFTs');
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading your NFTs…');
    const verified = await findOwnedNft('Kofi Brannock');
    expect(verified).toHaveTextContent('Ravenmoor Rovers');
    expect(verified).toHaveTextContent('Position ST');
    expect(verified).toHaveTextContent('Rarity epic');
    expect(verified).toHaveTextContent('Overall 87');
    expect(verified).toHaveTextContent(CARD_ID.slice(0, 8));
    expect(verified).not.toHaveTextContent(CARD_ID);
    expect(verified).toHaveTextContent('2.50 SUI');
    expect(verified).toHaveTextContent('Status verified');
    expect(verified).toHaveTextContent('Available for team selection');

    const pending = await findOwnedNft('Enzo Tavernier');
    expect(pending).toHaveTextContent('0.75 SUI');
    expect(pending).toHaveTextContent('Status pending');
    expect(pending).not.toHaveTextContent('Available for team selection');
    expect(requestBodies(fetchMock, `GET ${OWNED_PATH}`)).toHaveLength(1);
  });

  it('should show a card whose footballer the product does not know as an unknown player', async () => {
    mockApi(nftRoutes({ owned: [ownedNft({ player: null })] }));
    renderNftPage();

    const unknown = await findOwnedNft('Unknown player');
    expect(unknown).toHaveAccessibleName(`Unknown player Token ${CARD_ID.slice(0, 8)}`);
    expect(unknown).toHaveTextContent('2.50 SUI');
    expect(unknown).toHaveTextContent('Available for team selection');
    expect(unknown).not.toHaveTextContent('Overall');
    expect(unknown).not.toHaveTextContent('Rarity');
  });

  it('should say when the manager owns none', async () => {
    mockApi(nftRoutes());
    renderNftPage();

    expect(
      await within(region('My Player NFTs')).findByText("You don't own any player NFTs yet"),
    ).toBeInTheDocument();
  });

  it('should report a 403 at once (no retry): another user cannot be read', async () => {
    const fetchMock = mockApi(nftRoutes({ owned: { status: 403, body: { message: 'Forbidden' } } }));
    renderNftPage();

    expect(await within(region('My Player NFTs')).findByRole('alert')).toHaveTextContent(
      'Your NFTs could not be loaded.',
    );
    expect(requestBodies(fetchMock, `GET ${OWNED_PATH}`)).toHaveLength(1);
  });

  it('should retry a 500 once before reporting it', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = mockApi(nftRoutes({ owned: { status: 500, body: 'boom' } }));
      renderNftPage();

      await act(async () => {
        await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      });

      expect(await within(region('My Player NFTs')).findByRole('alert')).toHaveTextContent(
        'Your NFTs could not be loaded.',
      );
      expect(requestBodies(fetchMock, `GET ${OWNED_PATH}`)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('should not refetch when the window regains focus', async () => {
    const fetchMock = mockApi(nftRoutes());
    renderNftPage();
    await screen.findByText("You don't own any player NFTs yet");

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(requestBodies(fetchMock, `GET ${OWNED_PATH}`)).toHaveLength(1);
    expect(requestBodies(fetchMock, 'GET /api/nft/available')).toHaveLength(1);
  });
});
