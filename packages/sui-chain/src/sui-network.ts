import { z } from 'zod';
import { GrpcChainReader, type SuiNetwork } from './grpc-chain-reader';

const DEFAULT_GRPC_URLS: Record<SuiNetwork, string> = {
  mainnet: 'https://fullnode.mainnet.sui.io:443',
  testnet: 'https://fullnode.testnet.sui.io:443',
  devnet: 'https://fullnode.devnet.sui.io:443',
  localnet: 'http://127.0.0.1:9000',
};

/** Which Sui network the server reads, and through which gRPC-web full node (a provider's in production). */
export const suiNetworkConfigFields = {
  SUI_NETWORK: z.enum(['mainnet', 'testnet', 'devnet', 'localnet']).default('mainnet'),
  SUI_GRPC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
};

export function chainReaderFrom(config: { SUI_NETWORK: SuiNetwork; SUI_GRPC_URL?: string }): GrpcChainReader {
  return new GrpcChainReader({
    network: config.SUI_NETWORK,
    baseUrl: config.SUI_GRPC_URL ?? DEFAULT_GRPC_URLS[config.SUI_NETWORK],
  });
}

/** For processes that never read the chain (schema printing, benchmarks, tests without wallets). */
export function offlineChainReader(): GrpcChainReader {
  return new GrpcChainReader({ network: 'localnet', baseUrl: 'http://127.0.0.1:9' });
}
