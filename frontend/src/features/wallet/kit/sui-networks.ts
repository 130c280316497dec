import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

// The networks the product offers; mainnet is the default unless the deployment says otherwise.
export const WALLET_NETWORKS = ['mainnet', 'testnet', 'devnet', 'localnet'] as const;
export type WalletNetwork = (typeof WALLET_NETWORKS)[number];
export const DEFAULT_WALLET_NETWORK: WalletNetwork = 'mainnet';

const fullNodeUrl = z.url({ protocol: /^https?$/ });

const suiNetworksSchema = z.object({
  defaultNetwork: z.enum(WALLET_NETWORKS),
  // gRPC-web full node of each network, as the gateway serves them (one build serves any deployment).
  networks: z.object({
    mainnet: fullNodeUrl,
    testnet: fullNodeUrl,
    devnet: fullNodeUrl,
    localnet: fullNodeUrl,
  }),
});

export type SuiNetworksConfig = z.output<typeof suiNetworksSchema>;

export function fetchSuiNetworks(): Promise<SuiNetworksConfig> {
  return apiJson('GET', '/api/sui-networks', suiNetworksSchema);
}

const NETWORK_NAMES: Record<WalletNetwork, string> = {
  mainnet: 'Sui Mainnet',
  testnet: 'Sui Testnet',
  devnet: 'Sui Devnet',
  localnet: 'Sui Localnet',
};

export function networkName(network: WalletNetwork): string {
  return NETWORK_NAMES[network];
}

/** The wallet-standard chain of a network: accounts without it are not offered, since the product cannot use them. */
export function chainOf(network: WalletNetwork): `sui:${WalletNetwork}` {
  return `sui:${network}`;
}
