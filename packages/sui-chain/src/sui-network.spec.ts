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

  it("should take each browser node from its own variable, and the selected one's from SUI_BROWSER_GRPC_URL", () => {
    const config = parseConfig(schema, {
      SUI_NETWORK: 'testnet',
      SUI_BROWSER_GRPC_URL: 'https://testnet.browser.example',
      SUI_MAINNET_BROWSER_GRPC_URL: 'https://mainnet.browser.example',
      SUI_LOCALNET_BROWSER_GRPC_URL: 'http://127.0.0.1:9123',
    });
    expect(suiNetworkEndpoints(config)).toEqual({
      defaultNetwork: 'testnet',
      networks: {
        mainnet: 'https://mainnet.browser.example',
        testnet: 'https://testnet.browser.example',
        devnet: 'https://fullnode.devnet.sui.io:443',
        localnet: 'http://127.0.0.1:9123',
      },
    });
  });

  it("should never hand the server's full nodes (a provider key in the URL) to browsers", () => {
    const config = parseConfig(schema, {
      SUI_NETWORK: 'mainnet',
      SUI_GRPC_URL: 'https://mainnet.provider.example/secret-key',
      SUI_TESTNET_GRPC_URL: 'https://testnet.provider.example/secret-key',
    });
    expect(JSON.stringify(suiNetworkEndpoints(config))).not.toContain('secret-key');
  });

  it('should refuse an endpoint that is not an http(s) URL', () => {
    expect(() => parseConfig(schema, { SUI_DEVNET_GRPC_URL: 'grpc://node' })).toThrow(
      /SUI_DEVNET_GRPC_URL: must be an http\(s\):\/\/ URL/,
    );
  });
});
