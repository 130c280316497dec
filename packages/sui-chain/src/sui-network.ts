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
 * Which Sui network the server reads (and browser wallets start on), and the gRPC-web full nodes.
 * The server's node (a provider's in production, its key perhaps in the URL): SUI_GRPC_URL, else
 * SUI_<NETWORK>_GRPC_URL of the selected network, else its public node. The browsers' nodes are
 * configured apart, so a server URL never reaches a browser: SUI_BROWSER_GRPC_URL for the selected
 * network, SUI_<NETWORK>_BROWSER_GRPC_URL for any of them, else each network's public node.
 */
export const suiNetworkConfigFields = {
  SUI_NETWORK: z.enum(['mainnet', 'testnet', 'devnet', 'localnet']).default('mainnet'),
  SUI_GRPC_URL: grpcUrlField(),
  SUI_MAINNET_GRPC_URL: grpcUrlField(),
  SUI_TESTNET_GRPC_URL: grpcUrlField(),
  SUI_DEVNET_GRPC_URL: grpcUrlField(),
  SUI_LOCALNET_GRPC_URL: grpcUrlField(),
  SUI_BROWSER_GRPC_URL: grpcUrlField(),
  SUI_MAINNET_BROWSER_GRPC_URL: grpcUrlField(),
  SUI_TESTNET_BROWSER_GRPC_URL: grpcUrlField(),
  SUI_DEVNET_BROWSER_GRPC_URL: grpcUrlField(),
  SUI_LOCALNET_BROWSER_GRPC_URL: grpcUrlField(),
};

export type SuiNetworkConfig = { SUI_NETWORK: SuiNetwork } & Partial<
  Record<Exclude<keyof typeof suiNetworkConfigFields, 'SUI_NETWORK'>, string>
>;

/** The networks a browser wallet may use, each at its browser full node (never the server's). */
export interface SuiNetworkEndpoints {
  defaultNetwork: SuiNetwork;
  networks: Record<SuiNetwork, string>;
}

export function suiNetworkEndpoints(config: SuiNetworkConfig): SuiNetworkEndpoints {
  const networks = Object.fromEntries(
    SUI_NETWORKS.map((network) => [network, browserGrpcUrlOf(config, network)]),
  ) as Record<SuiNetwork, string>;
  return { defaultNetwork: config.SUI_NETWORK, networks };
}

function browserGrpcUrlOf(config: SuiNetworkConfig, network: SuiNetwork): string {
  const key =
    `SUI_${network.toUpperCase()}_BROWSER_GRPC_URL` as `SUI_${Uppercase<SuiNetwork>}_BROWSER_GRPC_URL`;
  const selected = network === config.SUI_NETWORK ? config.SUI_BROWSER_GRPC_URL : undefined;
  return config[key] ?? selected ?? DEFAULT_GRPC_URLS[network];
}

function grpcUrlOf(config: SuiNetworkConfig): string {
  const key = `SUI_${config.SUI_NETWORK.toUpperCase()}_GRPC_URL` as `SUI_${Uppercase<SuiNetwork>}_GRPC_URL`;
  return config.SUI_GRPC_URL ?? config[key] ?? DEFAULT_GRPC_URLS[config.SUI_NETWORK];
}

export function chainReaderFrom(config: SuiNetworkConfig): GrpcChainReader {
  return new GrpcChainReader({ network: config.SUI_NETWORK, baseUrl: grpcUrlOf(config) });
}

/** For processes that never read the chain (schema printing, benchmarks, tests without wallets). */
export function offlineChainReader(): GrpcChainReader {
  return new GrpcChainReader({ network: 'localnet', baseUrl: 'http://127.0.0.1:9' });
}
