import { parseConfig } from '@sfl/config';
import { z } from 'zod';
import { suiNetworkConfigFields, suiNetworkEndpoints } from './sui-network';

const schema = z.object(suiNetworkConfigFields);

describe('suiNetworkEndpoints', () => {
  it('should offer every network at its public full node, mainnet first, by default', () => {
    expect(suiNetworkEndpoints(parseConfig(schema, {}))).toEqual({
      defaultNetwork: 'mainnet',
      networks: {
        mainnet: 'https://fullnode.mainnet.sui.io:443',
        testnet: 'https://fullnode.testnet.sui.io:443',
        devnet: 'https://fullnode.devnet.sui.io:443',
        localnet: 'http://127.0.0.1:9000',
      },
    });
  });

  it('should take each network from its own variable, and the selected one from SUI_GRPC_URL', () => {
    const config = parseConfig(schema, {
      SUI_NETWORK: 'testnet',
      SUI_GRPC_URL: 'https://testnet.provider.example',
      SUI_TESTNET_GRPC_URL: 'https://ignored.example',
      SUI_MAINNET_GRPC_URL: 'https://mainnet.provider.example',
      SUI_LOCALNET_GRPC_URL: 'http://127.0.0.1:9123',
    });
    expect(suiNetworkEndpoints(config)).toEqual({
      defaultNetwork: 'testnet',
      networks: {
        mainnet: 'https://mainnet.provider.example',
        testnet: 'https://testnet.provider.example',
        devnet: 'https://fullnode.devnet.sui.io:443',
        localnet: 'http://127.0.0.1:9123',
      },
    });
  });

  it('should refuse an endpoint that is not an http(s) URL', () => {
    expect(() => parseConfig(schema, { SUI_DEVNET_GRPC_URL: 'grpc://node' })).toThrow(
      /SUI_DEVNET_GRPC_URL: must be an http\(s\):\/\/ URL/,
    );
  });
});
