import { servicesConfigSchema } from './services.config';
import { allPorts, configuredPorts, stackProcesses } from './services-topology';

describe('the services mode topology', () => {
  const config = servicesConfigSchema.parse({ GATEWAY_REPLICAS: '3', SUBGRAPH_REPLICAS: '2', PORT: '5000' });
  const ports = configuredPorts(config);

  it('should put gateways on consecutive ports and each replica of a subgraph 10 above the last', () => {
    expect(ports.gateways).toEqual([
      { port: 5000, metricsPort: 9464 },
      { port: 5001, metricsPort: 9465 },
      { port: 5002, metricsPort: 9466 },
    ]);
    expect(ports.subgraphs.users).toEqual([4001, 4011]);
    expect(ports.subgraphs.championships).toEqual([4007, 4017]);
    expect(ports.subgraphs.notifications).toEqual([4008, 4018]);
    expect(new Set(allPorts(ports)).size).toBe(3 * 2 + 8 * 2);
  });

  it('should run every replica of a subgraph on its one database, and give each gateway all of them', () => {
    const { subgraphs, gateways } = stackProcesses(config, '127.0.0.1:9092', ports);
    const nft = subgraphs[2]!;
    expect(nft.map((replica) => replica.name)).toEqual(['nft', 'nft-2']);
    expect(new Set(nft.map((replica) => replica.env.NFT_DATABASE_URL)).size).toBe(1);
    expect(nft.map((replica) => replica.env.NFT_PORT)).toEqual(['4003', '4013']);
    expect(gateways.map((gateway) => gateway.env.NFT_URL)).toEqual([
      'http://127.0.0.1:4003/graphql,http://127.0.0.1:4013/graphql',
      'http://127.0.0.1:4013/graphql,http://127.0.0.1:4003/graphql',
      'http://127.0.0.1:4003/graphql,http://127.0.0.1:4013/graphql',
    ]);
  });

  it('should run one of each with the defaults, on the ports it always used', () => {
    const single = configuredPorts(servicesConfigSchema.parse({}));
    expect(single.gateways).toEqual([{ port: 3000, metricsPort: 9464 }]);
    expect(Object.values(single.subgraphs)).toEqual([
      [4001],
      [4002],
      [4003],
      [4004],
      [4005],
      [4006],
      [4007],
      [4008],
    ]);
  });
});
