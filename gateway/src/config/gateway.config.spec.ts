import { ConfigError, parseConfig } from '@sfl/config';
import { gatewayConfigSchema, subgraphUrlsFrom, subscriptionLimitsFrom } from './gateway.config';

const SECRET = 's'.repeat(32);

const SUBGRAPH_URLS = {
  USERS_URL: 'http://127.0.0.1:4001/graphql',
  MATCHES_URL: 'http://127.0.0.1:4002/graphql',
  NFT_URL: 'http://127.0.0.1:4003/graphql',
  SQUADS_URL: 'http://127.0.0.1:4004/graphql',
  SPL_REWARDS_URL: 'http://127.0.0.1:4005/graphql',
  LEAGUES_URL: 'http://127.0.0.1:4006/graphql',
  CHAMPIONSHIPS_URL: 'http://127.0.0.1:4007/graphql',
  NOTIFICATIONS_URL: 'http://127.0.0.1:4008/graphql',
};

describe('gatewayConfigSchema', () => {
  it('should fill in the defaults when only the required variables are set', () => {
    const config = parseConfig(gatewayConfigSchema, {
      INTERNAL_SECRET: SECRET,
      ...SUBGRAPH_URLS,
    });
    expect(config).toMatchObject({
      PORT: 3000,
      METRICS_PORT: 9464,
      SESSION_TTL_MINUTES: 10080,
      SESSION_MAX_LIFETIME_HOURS: 720,
      MAX_SESSIONS_PER_USER: 10,
      SECURE_COOKIES: false,
      TRUST_PROXY: false,
      BODY_LIMIT_BYTES: 16384,
      NODE_ENV: 'development',
      KAFKA_BROKERS: '127.0.0.1:9092',
      SUI_NETWORK: 'mainnet',
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(subgraphUrlsFrom(config)).toEqual({
      users: ['http://127.0.0.1:4001/graphql'],
      matches: ['http://127.0.0.1:4002/graphql'],
      nft: ['http://127.0.0.1:4003/graphql'],
      squads: ['http://127.0.0.1:4004/graphql'],
      'spl-rewards': ['http://127.0.0.1:4005/graphql'],
      leagues: ['http://127.0.0.1:4006/graphql'],
      championships: ['http://127.0.0.1:4007/graphql'],
      notifications: ['http://127.0.0.1:4008/graphql'],
    });
    expect(subscriptionLimitsFrom(config)).toEqual({
      connectionsPerSession: 5,
      subscriptionsPerConnection: 20,
    });
  });

  it('should read the subscription limits', () => {
    const config = parseConfig(gatewayConfigSchema, {
      INTERNAL_SECRET: SECRET,
      ...SUBGRAPH_URLS,
      SUBSCRIPTION_CONNECTIONS_PER_SESSION: '2',
      SUBSCRIPTION_LIMIT_PER_CONNECTION: '50',
    });
    expect(subscriptionLimitsFrom(config)).toEqual({
      connectionsPerSession: 2,
      subscriptionsPerConnection: 50,
    });
  });

  it("should read a subgraph's replicas from a comma-separated list", () => {
    const urls = (USERS_URL: string) =>
      subgraphUrlsFrom(
        parseConfig(gatewayConfigSchema, {
          INTERNAL_SECRET: SECRET,
          ...SUBGRAPH_URLS,
          USERS_URL,
        }),
      ).users;

    expect(urls('http://127.0.0.1:4001/graphql, http://127.0.0.1:4011/graphql')).toEqual([
      'http://127.0.0.1:4001/graphql',
      'http://127.0.0.1:4011/graphql',
    ]);
    expect(() => urls('http://127.0.0.1:4001/graphql,')).toThrow(ConfigError);
  });

  it('should list every problem at once', () => {
    let thrown: unknown;
    try {
      parseConfig(gatewayConfigSchema, {
        INTERNAL_SECRET: 'short',
        METRICS_PORT: '70000',
        USERS_URL: 'ftp://x',
        SECURE_COOKIES: 'yes',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems).toEqual([
      'METRICS_PORT: Too big: expected number to be <=65535',
      'INTERNAL_SECRET: must be at least 32 characters',
      'SECURE_COOKIES: must be true or false',
      'USERS_URL: must be an http(s):// URL, or several separated by commas',
      'MATCHES_URL: must be an http(s):// URL, or several separated by commas',
      'NFT_URL: must be an http(s):// URL, or several separated by commas',
      'SQUADS_URL: must be an http(s):// URL, or several separated by commas',
      'SPL_REWARDS_URL: must be an http(s):// URL, or several separated by commas',
      'LEAGUES_URL: must be an http(s):// URL, or several separated by commas',
      'CHAMPIONSHIPS_URL: must be an http(s):// URL, or several separated by commas',
      'NOTIFICATIONS_URL: must be an http(s):// URL, or several separated by commas',
    ]);
  });

  describe('TRUST_PROXY', () => {
    const withTrustProxy = (TRUST_PROXY: string) =>
      parseConfig(gatewayConfigSchema, {
        INTERNAL_SECRET: SECRET,
        USERS_URL: 'http://127.0.0.1:4001/graphql',
        MATCHES_URL: 'http://127.0.0.1:4002/graphql',
        NFT_URL: 'http://127.0.0.1:4003/graphql',
        SQUADS_URL: 'http://127.0.0.1:4004/graphql',
        SPL_REWARDS_URL: 'http://127.0.0.1:4005/graphql',
        LEAGUES_URL: 'http://127.0.0.1:4006/graphql',
        CHAMPIONSHIPS_URL: 'http://127.0.0.1:4007/graphql',
        NOTIFICATIONS_URL: 'http://127.0.0.1:4008/graphql',
        TRUST_PROXY,
      }).TRUST_PROXY;

    it.each([
      ['false', false],
      ['0', false],
      ['2', 2],
      ['uniquelocal', ['uniquelocal']],
      ['loopback, 10.0.0.0/8, 2001:db8::1', ['loopback', '10.0.0.0/8', '2001:db8::1']],
    ])('should read %p', (value, expected) => {
      expect(withTrustProxy(value)).toEqual(expected);
    });

    it.each(['true', 'everyone', '10.0.0.0/99', '300.1.1.1'])('should refuse %p', (value) => {
      expect(() => withTrustProxy(value)).toThrow(ConfigError);
    });
  });
});
