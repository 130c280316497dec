import type { WalletNetwork } from '@/features/wallet/kit/sui-networks';

/** Where to get a Sui wallet (the Getting Started view). */
export const WALLET_INSTALL_URL = 'https://slush.app';

/** The external NFT marketplace the features card links to (the NFTs trade there). */
export const EXTERNAL_NFT_MARKETPLACE_URL = 'https://www.tradeport.xyz';

/** The account on an external blockchain explorer, for the network the wallet is on. */
export function explorerAccountUrl(network: WalletNetwork, address: string): string {
  return `https://suiscan.xyz/${network}/account/${address}`;
}
