// The product's wallet messages (checks and failures), thrown by our wrappers around the kit.
export const walletErrors = {
  notConnected: 'No wallet is connected.',
  noAccountSelected: 'No wallet account is selected to sign the transaction with.',
  signTransactionUnsupported: "This wallet doesn't support the `signTransaction` feature.",
  effectsUnreadable: 'Could not parse effects from transaction result.',
  noProvider: 'Could not find SuiClientContext. Ensure that you have set up the SuiClientProvider',
  noNetworkConfig: 'No network config found',
  accountNotConnected: (address: string, walletName: string) =>
    `No account with address ${address} is connected to ${walletName}.`,
} as const;

export class WalletError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WalletError';
  }
}

/** The text to show for anything a wallet or the kit threw (wallets reject with strings too). */
export function walletErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}
