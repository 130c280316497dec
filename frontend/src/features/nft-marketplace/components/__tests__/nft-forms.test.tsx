import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestBodies, type FakeRoute } from '@/testing/mock-api';
import {
  BUYER,
  CARD_ID,
  DIGEST,
  OWNED_PATH,
  PACKAGE_ID,
  connectedWallet,
  expectedPurchase,
  fakeLinkedWallets,
  fakeWallet,
  findOwnedNft,
  findToast,
  form,
  listing,
  marketRoutes,
  mockWalletHooks,
  nftRoutes,
  renderSettledNftPage,
  toastDescription,
} from './nft-page-harness';

jest.mock('@/features/wallet', () => ({ useWallet: jest.fn(), useLinkedWallets: jest.fn() }));
const { walletMock } = mockWalletHooks({
  wallet: () => connectedWallet(),
  linked: () => fakeLinkedWallets([BUYER]),
});

type User = ReturnType<typeof userEvent.setup>;

function pageRoutes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return { ...nftRoutes({ available: [listing()] }), ...extra };
}

async function fill(user: User, formName: string, values: Record<string, string>) {
  const scope = within(form(formName));
  for (const [label, value] of Object.entries(values)) {
    await user.clear(scope.getByLabelText(label));
    // Pasted, not typed: long addresses typed key by key make the tests slow.
    if (value) await user.paste(value);
  }
}

describe('wallet address', () => {
  it('should be filled from the connected wallet and stay editable', async () => {
    mockApi(pageRoutes());
    const user = userEvent.setup();
    await renderSettledNftPage();

    const field = screen.getByLabelText('Wallet address');
    expect(field).toHaveValue(BUYER);
    await user.clear(field);
    await user.type(field, '0xother');
    expect(field).toHaveValue('0xother');
  });

  it('should be empty without a wallet, and filled when one connects', async () => {
    walletMock.mockReturnValue(fakeWallet());
    mockApi(pageRoutes());
    const view = await renderSettledNftPage();
    expect(screen.getByLabelText('Wallet address')).toHaveValue('');

    walletMock.mockReturnValue(connectedWallet());
    view.renderAgain();
    expect(screen.getByLabelText('Wallet address')).toHaveValue(BUYER);

    // A disconnect keeps what is in the field.
    walletMock.mockReturnValue(fakeWallet());
    view.renderAgain();
    expect(screen.getByLabelText('Wallet address')).toHaveValue(BUYER);
  });
});

describe('Verify Ownership', () => {
  const verify = () => within(form('Verify ownership')).getByRole('button', { name: 'Verify Ownership' });

  it.each([
    ['wallet address', { walletAddress: '', tokenId: CARD_ID, contract: PACKAGE_ID }],
    ['token ID', { walletAddress: BUYER, tokenId: '', contract: PACKAGE_ID }],
    ['contract address', { walletAddress: BUYER, tokenId: CARD_ID, contract: '  ' }],
  ])('should ask for the missing %s without calling the server', async (_missing, values) => {
    const fetchMock = mockApi(pageRoutes());
    const user = userEvent.setup();
    await renderSettledNftPage();

    await user.clear(screen.getByLabelText('Wallet address'));
    if (values.walletAddress) await user.paste(values.walletAddress);
    await fill(user, 'Verify ownership', { 'Token ID': values.tokenId, 'Contract address': values.contract });
    await user.click(verify());

    const toast = await findToast('Missing Information');
    expect(toastDescription(toast)).toBe('Please provide wallet address, token ID, and contract address.');
    expect(requestBodies(fetchMock, 'POST /api/nft/verify-ownership')).toEqual([]);
  });

  it('should confirm an owned NFT', async () => {
    const fetchMock = mockApi(
      pageRoutes({ 'POST /api/nft/verify-ownership': { status: 200, body: { isValid: true } } }),
    );
    const user = userEvent.setup();
    await renderSettledNftPage();

    await fill(user, 'Verify ownership', { 'Token ID': ` ${CARD_ID} `, 'Contract address': PACKAGE_ID });
    await user.click(verify());

    const toast = await findToast('Ownership Verified');
    expect(toastDescription(toast)).toBe('Your NFT ownership has been verified successfully!');
    expect(toast).not.toHaveAttribute('data-type', 'error');
    expect(requestBodies(fetchMock, 'POST /api/nft/verify-ownership')).toEqual([
      { userAddress: BUYER, tokenId: CARD_ID, contractAddress: PACKAGE_ID },
    ]);
  });

  it('should say so when the address does not own the NFT', async () => {
    mockApi(pageRoutes({ 'POST /api/nft/verify-ownership': { status: 200, body: { isValid: false } } }));
    const user = userEvent.setup();
    await renderSettledNftPage();

    await fill(user, 'Verify ownership', { 'Token ID': CARD_ID, 'Contract address': PACKAGE_ID });
    await user.click(verify());

    const toast = await findToast('Verification Failed');
    expect(toastDescription(toast)).toBe('Could not verify ownership of this NFT.');
    expect(toast).toHaveAttribute('data-type', 'error');
  });

  it.each([
    [403, { message: 'Link this wallet first' }],
    [500, 'Internal Server Error'],
  ])('should report a %p answer as a verification error', async (status, body) => {
    mockApi(pageRoutes({ 'POST /api/nft/verify-ownership': { status, body } }));
    const user = userEvent.setup();
    await renderSettledNftPage();

    await fill(user, 'Verify ownership', { 'Token ID': CARD_ID, 'Contract address': PACKAGE_ID });
    await user.click(verify());

    const toast = await findToast('Verification Error');
    expect(toastDescription(toast)).toBe('Failed to verify NFT ownership. Please try again.');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(verify()).toBeEnabled();
  });

  it("should read 'Verifying...' and be disabled while the check runs", async () => {
    mockApi(pageRoutes({ 'POST /api/nft/verify-ownership': () => new Promise(() => {}) }));
    const user = userEvent.setup();
    await renderSettledNftPage();

    await fill(user, 'Verify ownership', { 'Token ID': CARD_ID, 'Contract address': PACKAGE_ID });
    await user.click(verify());

    expect(within(form('Verify ownership')).getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  });
});

describe('Process Purchase', () => {
  const processButton = () =>
    within(form('Process purchase')).getByRole('button', { name: 'Process Purchase' });
  const complete = {
    'Token ID': CARD_ID,
    'Contract address': PACKAGE_ID,
    'Purchase price (MIST)': '2500000000',
    'Transaction hash': DIGEST,
  };

  it.each([
    ['token ID', { 'Token ID': '' }],
    ['contract address', { 'Contract address': '' }],
    ['transaction hash', { 'Transaction hash': ' ' }],
    ['price (empty)', { 'Purchase price (MIST)': '' }],
    ['price (zero)', { 'Purchase price (MIST)': '0' }],
    ['price (not a number)', { 'Purchase price (MIST)': 'two SUI' }],
  ])('should ask for the missing %s', async (_missing, change) => {
    const fetchMock = mockApi(pageRoutes());
    const user = userEvent.setup();
    await renderSettledNftPage();

    await fill(user, 'Process purchase', { ...complete, ...change });
    await user.click(processButton());

    const toast = await findToast('Missing Information');
    expect(toastDescription(toast)).toBe('Please provide all required purchase details.');
    expect(requestBodies(fetchMock, 'POST /api/nft/purchase')).toEqual([]);
  });

  it('should ask for the wallet address too', async () => {
    mockApi(pageRoutes());
    const user = userEvent.setup();
    await renderSettledNftPage();

    await user.clear(screen.getByLabelText('Wallet address'));
    await fill(user, 'Process purchase', complete);
    await user.click(processButton());

    expect(toastDescription(await findToast('Missing Information'))).toBe(
      'Please provide all required purchase details.',
    );
  });

  it('should record the purchase, refetch both lists and clear the form', async () => {
    const fetchMock = mockApi(marketRoutes());
    const user = userEvent.setup();
    await renderSettledNftPage();
    await screen.findByText("You don't own any player NFTs yet");

    // A typed fraction is dropped: the price is a whole number of MIST.
    await fill(user, 'Process purchase', { ...complete, 'Purchase price (MIST)': '2500000000.9' });
    await user.click(processButton());

    const toast = await findToast('NFT Purchase Processed');
    expect(toastDescription(toast)).toBe('Your NFT purchase has been verified and processed!');
    expect(requestBodies(fetchMock, 'POST /api/nft/purchase')).toEqual([expectedPurchase()]);
    expect(await findOwnedNft('Kofi Brannock')).toBeInTheDocument();
    expect(requestBodies(fetchMock, 'GET /api/nft/available')).toHaveLength(2);
    expect(requestBodies(fetchMock, `GET ${OWNED_PATH}`)).toHaveLength(2);
    for (const label of Object.keys(complete)) {
      expect(within(form('Process purchase')).getByLabelText(label)).toHaveValue('');
    }
    // The shared wallet address is not part of this form.
    expect(screen.getByLabelText('Wallet address')).toHaveValue(BUYER);
  });

  it.each([
    [
      500,
      { message: 'Chain node unreachable' },
      'Failed to process your NFT purchase. Please contact support. Chain node unreachable.',
    ],
    [
      403,
      { message: 'This wallet is not linked to your account!' },
      'Failed to process your NFT purchase. Please contact support. This wallet is not linked to your account!',
    ],
    [502, '<html>Bad Gateway</html>', 'Failed to process your NFT purchase. Please contact support.'],
  ])('should report a %p answer and keep the form', async (status, body, description) => {
    mockApi(pageRoutes({ 'POST /api/nft/purchase': { status, body } }));
    const user = userEvent.setup();
    await renderSettledNftPage();

    await fill(user, 'Process purchase', complete);
    await user.click(processButton());

    const toast = await findToast('Purchase Processing Failed');
    expect(toastDescription(toast)).toBe(description);
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(within(form('Process purchase')).getByLabelText('Transaction hash')).toHaveValue(DIGEST);
    expect(processButton()).toBeEnabled();
  });

  it("should read 'Processing...' and be disabled while the purchase is checked", async () => {
    mockApi(pageRoutes({ 'POST /api/nft/purchase': () => new Promise(() => {}) }));
    const user = userEvent.setup();
    await renderSettledNftPage();

    await fill(user, 'Process purchase', complete);
    await user.click(processButton());

    expect(within(form('Process purchase')).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    // The listings' Buy buttons are a separate action and stay available.
    expect(
      within(await screen.findByRole('list', { name: 'NFTs for sale' })).getByRole('button', { name: 'Buy' }),
    ).toBeEnabled();
  });
});
