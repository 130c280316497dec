import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeAutoConnect } from '@/features/wallet/kit/auto-connect-preference';
import { loadWalletKit } from '@/features/wallet/kit/load-wallet-kit';
import { addressOf, fakeAccount, FakeWallet, registerWallet } from '@/features/wallet/__tests__/fake-wallet';
import {
  createTestKit,
  rememberWallet,
  setUpWalletKit,
} from '@/features/wallet/__tests__/wallet-kit-harness';
import { mockApi, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// The kit's boundary: the real dApp kit, created by the harness instead of after GET /api/sui-networks.
jest.mock('@/features/wallet/kit/load-wallet-kit', () => ({ loadWalletKit: jest.fn() }));
const loadWalletKitMock = jest.mocked(loadWalletKit);
const kit = setUpWalletKit({ servedByLoader: true });

beforeEach(() => {
  mockApi({ 'GET /api/user': signedInAs('alice') });
});

function banner() {
  return within(screen.getByRole('banner'));
}

async function openModal() {
  renderApp('/');
  await userEvent.click(await banner().findByRole('button', { name: 'Connect Wallet' }));
  return within(await screen.findByRole('dialog', { name: 'Connect a Wallet' }));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function toast(title: string) {
  return screen.findByText(title).then((element) => element.closest('[data-sonner-toast]'));
}

describe('Connect Wallet and the connect modal', () => {
  it('should show Connect Wallet in the header without loading the wallet kit', async () => {
    renderApp('/');

    expect(await banner().findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(loadWalletKitMock).not.toHaveBeenCalled();
  });

  it('should load the kit as the app opens and reconnect silently when auto-connect is on', async () => {
    writeAutoConnect(true);
    rememberWallet(new FakeWallet('Test Wallet', [fakeAccount(15)]), addressOf(15));
    // The loader reads the preference when it creates the kit; here the kit is made the same way.
    loadWalletKitMock.mockImplementation(async () => createTestKit({ autoConnect: true }));

    renderApp('/');

    expect(await banner().findByRole('button', { name: '0x0000...000f' })).toBeInTheDocument();
    expect(loadWalletKitMock).toHaveBeenCalled();
    expect(screen.queryByText('Wallet Connected')).not.toBeInTheDocument();
  });

  it('should list the detected wallets and explain what a wallet is', async () => {
    registerWallet(new FakeWallet('Test Wallet'));
    const dialog = await openModal();

    expect(dialog.getByRole('button', { name: 'Test Wallet' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'What is a Wallet?' }));
    expect(dialog.getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument();
    expect(dialog.getByText('Easy Login')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    expect(dialog.getByRole('button', { name: 'Test Wallet' })).toBeInTheDocument();
  });

  it('should look again after 1 s, then offer Get Started with Sui when no wallet is installed', async () => {
    const dialog = await openModal();

    expect(dialog.getByRole('status')).toHaveTextContent('Looking for wallets...');
    const gettingStarted = await dialog.findByRole('heading', { name: 'Get Started with Sui' });
    expect(gettingStarted).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Install Wallet Extension' })).toHaveAttribute(
      'href',
      'https://slush.app',
    );
    expect(dialog.getByText('Create or Import a Wallet')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('should pick up a wallet that registers after the modal opened', async () => {
    const dialog = await openModal();

    act(() => void registerWallet(new FakeWallet('Late Wallet')));

    expect(await dialog.findByRole('button', { name: 'Late Wallet' })).toBeInTheDocument();
  });

  it('should show the connection status, close on success and label the account menu', async () => {
    const wallet = new FakeWallet('Test Wallet', [fakeAccount(10)]);
    const answer = deferred<void>();
    const connect = wallet.connect.getMockImplementation()!;
    wallet.connect.mockImplementationOnce(async (...args) => {
      await answer.promise;
      return connect(...args);
    });
    registerWallet(wallet);
    const dialog = await openModal();

    await userEvent.click(dialog.getByRole('button', { name: 'Test Wallet' }));

    expect(dialog.getByRole('heading', { name: 'Opening Test Wallet' })).toBeInTheDocument();
    expect(dialog.getByText('Confirm connection in the wallet...')).toBeInTheDocument();
    await act(async () => answer.resolve());

    expect(await toast('Wallet Connected')).toHaveTextContent('Successfully connected to Test Wallet');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await banner().findByRole('button', { name: '0x0000...000a' })).toBeInTheDocument();
  });

  it('should say Connection failed, toast the reason, and connect on Retry Connection', async () => {
    const wallet = new FakeWallet('Test Wallet');
    wallet.connect.mockRejectedValueOnce(new Error('User rejected the request'));
    registerWallet(wallet);
    const dialog = await openModal();

    await userEvent.click(dialog.getByRole('button', { name: 'Test Wallet' }));

    expect(await dialog.findByText('Connection failed')).toBeInTheDocument();
    const failure = await toast('Connection Failed');
    expect(failure).toHaveTextContent('Failed to connect to Test Wallet: User rejected the request');
    expect(failure).toHaveAttribute('data-type', 'error');

    await userEvent.click(dialog.getByRole('button', { name: 'Retry Connection' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(wallet.connect).toHaveBeenCalledTimes(2);
  });

  it('should reset the selection when the modal is closed', async () => {
    const wallet = new FakeWallet('Test Wallet');
    wallet.connect.mockReturnValueOnce(new Promise(() => undefined));
    registerWallet(wallet);
    const dialog = await openModal();
    await userEvent.click(dialog.getByRole('button', { name: 'Test Wallet' }));
    expect(dialog.getByText('Confirm connection in the wallet...')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(banner().getByRole('button', { name: 'Connect Wallet' }));

    const reopened = within(await screen.findByRole('dialog', { name: 'Connect a Wallet' }));
    expect(reopened.getByRole('button', { name: 'Test Wallet' })).toBeInTheDocument();
    expect(reopened.queryByText('Confirm connection in the wallet...')).not.toBeInTheDocument();
  });
});

describe('account menu', () => {
  async function connectWith(wallet: FakeWallet) {
    registerWallet(wallet);
    const dialog = await openModal();
    await userEvent.click(dialog.getByRole('button', { name: wallet.name }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }

  async function openMenu(label: string) {
    const trigger = await banner().findByRole('button', { name: label });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    return within(await screen.findByRole('menu'));
  }

  it("should be labelled by the account's own label", async () => {
    await connectWith(new FakeWallet('Test Wallet', [fakeAccount(11, { label: 'Main account' })]));

    expect(await banner().findByRole('button', { name: 'Main account' })).toBeInTheDocument();
  });

  it('should be labelled by the SuiNS name when the account has no label', async () => {
    const lookups: string[] = [];
    const client = kit().getClient('localnet');
    jest.spyOn(client, 'defaultNameServiceName').mockImplementation(async ({ address }) => {
      lookups.push(address);
      return { data: { name: 'alice.sui' } };
    });

    await connectWith(new FakeWallet('Test Wallet', [fakeAccount(12)]));

    expect(await banner().findByRole('button', { name: 'alice.sui' })).toBeInTheDocument();
    expect(lookups).toEqual([addressOf(12)]);
  });

  it('should tick the active account, switch on click, and disconnect', async () => {
    await connectWith(
      new FakeWallet('Test Wallet', [fakeAccount(13), fakeAccount(14, { label: 'Savings' })]),
    );
    let menu = await openMenu('0x0000...000d');

    expect(menu.getByRole('menuitemradio', { name: '0x0000...000d' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(menu.getByRole('menuitemradio', { name: 'Savings' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Savings' }));

    menu = await openMenu('Savings');
    expect(menu.getByRole('menuitemradio', { name: 'Savings' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Disconnect' }));

    expect(await toast('Wallet Disconnected')).toBeInTheDocument();
    expect(await banner().findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });
});
