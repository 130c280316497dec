import { z } from 'zod';
import { GrpcChainReader, type SuiNetwork } from './grpc-chain-reader';

export const SUI_NETWORKS: readonly SuiNetwork[] = ['mainnet', 'testnet', 'devnet', 'localnet'];

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

export interface SuiNetworkConfig {
  SUI_NETWORK: SuiNetwork;
  SUI_GRPC_URL?: string;
}

/** The networks a browser wallet may use: the configured one at its configured node, the others at their public nodes. */
export interface SuiNetworkEndpoints {
  defaultNetwork: SuiNetwork;
  networks: Record<SuiNetwork, string>;
}

export function suiNetworkEndpoints(config: SuiNetworkConfig): SuiNetworkEndpoints {
  return {
    defaultNetwork: config.SUI_NETWORK,
    networks: { ...DEFAULT_GRPC_URLS, [config.SUI_NETWORK]: grpcUrlOf(config) },
  };
}

function grpcUrlOf(config: SuiNetworkConfig): string {
  return config.SUI_GRPC_URL ?? DEFAULT_GRPC_URLS[config.SUI_NETWORK];
}

export function chainReaderFrom(config: SuiNetworkConfig): GrpcChainReader {
  return new GrpcChainReader({ network: config.SUI_NETWORK, baseUrl: grpcUrlOf(config) });
}

/** For processes that never read the chain (schema printing, benchmarks, tests without wallets). */
export function offlineChainReader(): GrpcChainReader {
  return new GrpcChainReader({ network: 'localnet', baseUrl: 'http://127.0.0.1:9' });
}
