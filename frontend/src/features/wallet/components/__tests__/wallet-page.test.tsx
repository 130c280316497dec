import { describe, expect, it, jest } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toast';
import { LinkedWalletsDocument } from '@/features/wallet/api/linked-wallets.query';
import {
  LinkWalletDocument,
  RequestWalletLinkChallengeDocument,
  UnlinkWalletDocument,
} from '@/features/wallet/api/wallet-link.mutations';
import { WalletPage } from '@/app/routes/wallet-page';
import { WalletShellProvider } from '@/features/wallet/components/wallet-shell-provider';
import { AUTO_CONNECT_STORAGE_KEY } from '@/features/wallet/kit/auto-connect-preference';
import type { WalletKit } from '@/features/wallet/kit/create-wallet-kit';
import { loadWalletKit } from '@/features/wallet/kit/load-wallet-kit';
import { addressOf, fakeAccount, FakeWallet, registerWallet } from '@/features/wallet/__tests__/fake-wallet';
import { setUpWalletKit } from '@/features/wallet/__tests__/wallet-kit-harness';
import { createApolloTestLink } from '@/testing/apollo-test-link';

jest.mock('@/features/wallet/kit/load-wallet-kit', () => ({ loadWalletKit: jest.fn() }));
const loadWalletKitMock = jest.mocked(loadWalletKit);
const kit = setUpWalletKit({ servedByLoader: true });

const ADDRESS = addressOf(0xabc);

function linkedWallets(addresses: string[]): MockLink.MockedResponse {
  return {
    request: { query: LinkedWalletsDocument },
    result: {
      data: {
        __typename: 'Query',
        me: {
          __typename: 'User',
          id: 'user-1',
          wallets: addresses.map((address) => ({
            __typename: 'LinkedWallet',
            address,
            linkedAt: '2026-01-01T00:00:00Z',
          })),
        },
      },
    },
  };
}

function renderPage(mocks: MockLink.MockedResponse[] = [linkedWallets([])]) {
  const { link } = createApolloTestLink(mocks);
  return render(
    <MockedProvider link={link} cache={new InMemoryCache()}>
      <WalletShellProvider>
        <WalletPage />
        <Toaster />
      </WalletShellProvider>
    </MockedProvider>,
  );
}

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

async function connect(wallet = new FakeWallet('Test Wallet', [fakeAccount(0xabc)])) {
  registerWallet(wallet);
  await userEvent.click(card('Connect Your Wallet').getByRole('button', { name: 'Connect Wallet' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Connect a Wallet' }));
  await userEvent.click(dialog.getByRole('button', { name: wallet.name }));
  await screen.findByRole('region', { name: 'Wallet Connected' });
  return wallet;
}

async function toast(title: string) {
  return (await screen.findByText(title)).closest('[data-sonner-toast]');
}

describe('wallet page', () => {
  it('should load the wallet kit and show the connect, feature and network cards', async () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Sui Wallet Integration' })).toBeInTheDocument();
    await waitFor(() => expect(loadWalletKitMock).toHaveBeenCalled());
    expect(card('Connect Your Wallet').getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(card('Wallet Features').getByText(/100-1000 SPL/)).toBeInTheDocument();
    expect(card('Wallet Features').getByRole('link', { name: 'Visit NFT Marketplace' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const network = card('Network Information');
    expect(await network.findByText('Sui Localnet')).toBeInTheDocument();
    expect(network.getByText('Sui Objects')).toBeInTheDocument();
    expect(network.getByText('SPL Tokens')).toBeInTheDocument();
  });

  it('should offer auto-connect, off by default, and keep the choice for the next visit', async () => {
    const view = renderPage();
    const preferences = card('Connection Preferences');
    const toggle = preferences.getByRole('switch', { name: 'Reconnect automatically' });
    expect(toggle).toHaveAccessibleDescription(
      'Reconnects silently to the remembered wallet and account when the app opens.',
    );
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);

    expect(toggle).toBeChecked();
    expect(localStorage.getItem(AUTO_CONNECT_STORAGE_KEY)).toBe('true');
    view.unmount();
    renderPage();
    const again = card('Connection Preferences').getByRole('switch', { name: 'Reconnect automatically' });
    expect(again).toBeChecked();

    await userEvent.click(again);
    expect(localStorage.getItem(AUTO_CONNECT_STORAGE_KEY)).toBeNull();
  });

  it('should ask for a wallet before sending a test transaction', async () => {
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Send Test Transaction' }));

    expect(await toast('No Wallet Connected')).toHaveTextContent('Please connect your wallet first');
  });

  it('should show the connected account with its network and explorer link, and disconnect', async () => {
    renderPage();
    await connect();

    const connected = card('Wallet Connected');
    expect(connected.getByText('0x0000...0abc')).toHaveAttribute('title', ADDRESS);
    expect(connected.getByText('Sui Localnet')).toBeInTheDocument();
    expect(connected.getByRole('link', { name: 'View on Explorer' })).toHaveAttribute(
      'href',
      `https://suiscan.xyz/localnet/account/${ADDRESS}`,
    );

    await userEvent.click(connected.getByRole('button', { name: 'Disconnect' }));

    expect(await toast('Wallet Disconnected')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Connect Your Wallet' })).toBeInTheDocument();
  });

  it('should have the wallet sign and execute a self-transfer and toast its digest', async () => {
    renderPage();
    await connect();
    const execute = jest.fn(async () => ({
      $kind: 'Transaction' as const,
      Transaction: { digest: 'TESTDIGEST', effects: { status: { success: true } } },
    }));
    kit().signAndExecuteTransaction = execute as unknown as WalletKit['signAndExecuteTransaction'];

    await userEvent.click(screen.getByRole('button', { name: 'Send Test Transaction' }));

    expect(await toast('Transaction Successful')).toHaveTextContent('Transaction executed: TESTDIGEST');
    const [[{ transaction }]] = execute.mock.calls as unknown as [[{ transaction: { getData(): unknown } }]];
    expect(JSON.stringify(transaction.getData())).toContain('TransferObjects');
  });

  it('should toast the reason when the transaction fails', async () => {
    renderPage();
    await connect();
    kit().signAndExecuteTransaction = async () => {
      throw new Error('Rejected from user');
    };

    await userEvent.click(screen.getByRole('button', { name: 'Send Test Transaction' }));

    const failure = await toast('Transaction Failed');
    expect(failure).toHaveTextContent('Rejected from user');
    expect(failure).toHaveAttribute('data-type', 'error');
  });

  it('should link the connected wallet with a signed challenge, then list it with Unlink', async () => {
    const message = 'Link this wallet to Sui Fantasy League\nnonce=n-1';
    const mocks: MockLink.MockedResponse[] = [
      linkedWallets([]),
      {
        request: { query: RequestWalletLinkChallengeDocument, variables: { address: ADDRESS } },
        result: {
          data: {
            requestWalletLinkChallenge: { __typename: 'WalletLinkChallenge', nonce: 'n-1', message },
          },
        },
      },
      {
        request: {
          query: LinkWalletDocument,
          variables: { input: { nonce: 'n-1', signature: `signed:${message}` } },
        },
        result: {
          data: {
            linkWallet: { __typename: 'LinkedWallet', address: ADDRESS, linkedAt: '2026-01-01T00:00:00Z' },
          },
        },
      },
      linkedWallets([ADDRESS]),
      {
        request: { query: UnlinkWalletDocument, variables: { address: ADDRESS } },
        result: { data: { unlinkWallet: true } },
      },
      linkedWallets([]),
    ];
    renderPage(mocks);
    const wallet = await connect();
    const linkCard = card('Link Wallet to Your Account');
    expect(await linkCard.findByText('No wallets linked yet.')).toBeInTheDocument();

    await userEvent.click(linkCard.getByRole('button', { name: 'Link This Wallet' }));

    expect(await toast('Wallet Linked')).toHaveTextContent('0x0000...0abc is now linked to your account.');
    expect(wallet.signPersonalMessage).toHaveBeenCalledWith(
      expect.objectContaining({ message: new TextEncoder().encode(message) }),
    );
    expect(await linkCard.findByText('This wallet is linked to your account')).toBeInTheDocument();

    await userEvent.click(linkCard.getByRole('button', { name: 'Unlink 0x0000...0abc' }));

    expect(await toast('Wallet Unlinked')).toBeInTheDocument();
    expect(await linkCard.findByText('No wallets linked yet.')).toBeInTheDocument();
  });

  it('should toast a failed link and keep the wallet unlinked', async () => {
    renderPage([
      linkedWallets([]),
      {
        request: { query: RequestWalletLinkChallengeDocument, variables: { address: ADDRESS } },
        error: new Error('Too many requests'),
      },
    ]);
    await connect();

    await userEvent.click(
      card('Link Wallet to Your Account').getByRole('button', { name: 'Link This Wallet' }),
    );

    const failure = await toast('Wallet Link Failed');
    expect(failure).toHaveTextContent('Too many requests');
    expect(failure).toHaveAttribute('data-type', 'error');
  });
});
