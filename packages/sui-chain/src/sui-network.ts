import { z } from 'zod';
import { GrpcChainReader, type SuiNetwork } from './grpc-chain-reader';

export const SUI_NETWORKS: readonly SuiNetwork[] = ['mainnet', 'testnet', 'devnet', 'localnet'];

const DEFAULT_GRPC_URLS: Record<SuiNetwork, string> = {
  mainnet: 'https://fullnode.mainnet.sui.io:443',
  testnet: 'https://fullnode.testnet.sui.io:443',
  devnet: 'https://fullnode.devnet.sui.io:443',
  localnet: 'http://127.0.0.1:9000',
};

const grpcUrlField = () => z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional();

/**
 * Which Sui network the server reads (and browser wallets start on), and the gRPC-web full node of
 * each network (a provider's in production): SUI_GRPC_URL for the selected one, SUI_<NETWORK>_GRPC_URL
 * for any of them, else the network's public node.
 */
export const suiNetworkConfigFields = {
  SUI_NETWORK: z.enum(['mainnet', 'testnet', 'devnet', 'localnet']).default('mainnet'),
  SUI_GRPC_URL: grpcUrlField(),
  SUI_MAINNET_GRPC_URL: grpcUrlField(),
  SUI_TESTNET_GRPC_URL: grpcUrlField(),
  SUI_DEVNET_GRPC_URL: grpcUrlField(),
  SUI_LOCALNET_GRPC_URL: grpcUrlField(),
};

export interface SuiNetworkConfig {
  SUI_NETWORK: SuiNetwork;
  SUI_GRPC_URL?: string;
  SUI_MAINNET_GRPC_URL?: string;
  SUI_TESTNET_GRPC_URL?: string;
  SUI_DEVNET_GRPC_URL?: string;
  SUI_LOCALNET_GRPC_URL?: string;
}

/** The networks a browser wallet may use: the configured one at its configured node, the others at their public nodes. */
export interface SuiNetworkEndpoints {
  defaultNetwork: SuiNetwork;
  networks: Record<SuiNetwork, string>;
}

export function suiNetworkEndpoints(config: SuiNetworkConfig): SuiNetworkEndpoints {
  const networks = Object.fromEntries(
    SUI_NETWORKS.map((network) => [network, configuredGrpcUrl(config, network)]),
  ) as Record<SuiNetwork, string>;
  return {
    defaultNetwork: config.SUI_NETWORK,
    networks: { ...networks, [config.SUI_NETWORK]: grpcUrlOf(config) },
  };
}

function configuredGrpcUrl(config: SuiNetworkConfig, network: SuiNetwork): string {
  const key = `SUI_${network.toUpperCase()}_GRPC_URL` as `SUI_${Uppercase<SuiNetwork>}_GRPC_URL`;
  return config[key] ?? DEFAULT_GRPC_URLS[network];
}

function grpcUrlOf(config: SuiNetworkConfig): string {
  return config.SUI_GRPC_URL ?? configuredGrpcUrl(config, config.SUI_NETWORK);
}

export function chainReaderFrom(config: SuiNetworkConfig): GrpcChainReader {
  return new GrpcChainReader({ network: config.SUI_NETWORK, baseUrl: grpcUrlOf(config) });
}

/** For processes that never read the chain (schema printing, benchmarks, tests without wallets). */
export function offlineChainReader(): GrpcChainReader {
  return new GrpcChainReader({ network: 'localnet', baseUrl: 'http://127.0.0.1:9' });
}
