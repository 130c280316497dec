import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Page } from '@playwright/test';
import { testWalletScript } from './build-test-wallet';
import type { TestWalletConfig } from './test-wallet';

/** The default key: fixed, so fake-node fixtures can pre-own objects for its address. */
export const DEFAULT_TEST_WALLET_KEY = new Uint8Array(32).fill(7);
export const TEST_WALLET_NAME = 'SFL Test Wallet';
/** The address of the default key. */
export const TEST_WALLET_ADDRESS = Ed25519Keypair.fromSecretKey(DEFAULT_TEST_WALLET_KEY).toSuiAddress();

export type InstalledTestWallet = { name: string; address: string };

/** Registers the deterministic test wallet in every page the browser context of `page` opens from now on. */
export async function installTestWallet(
  page: Page,
  {
    secretKey = DEFAULT_TEST_WALLET_KEY,
    name = TEST_WALLET_NAME,
  }: { secretKey?: Uint8Array; name?: string } = {},
): Promise<InstalledTestWallet> {
  const config: TestWalletConfig = { name, secretKey: [...secretKey] };
  await page.addInitScript((walletConfig) => {
    window.__SFL_TEST_WALLET__ = walletConfig;
  }, config);
  await page.addInitScript({ content: await testWalletScript() });
  return { name, address: Ed25519Keypair.fromSecretKey(secretKey).toSuiAddress() };
}
