import { normalizeSuiAddress } from '@mysten/sui/utils';
import { createMatchesApp } from '@sfl/matches';
import { createNftApp } from '@sfl/nft';
import { GrpcChainReader } from '@sfl/sui-chain';
import { FakeSuiNode } from '@sfl/sui-chain/testing';
import { startTestApp, startTestAppFedBy, type TestApp } from '@sfl/testing';
import request from 'supertest';
import {
  startGateway,
  startUsersSubgraph,
  type TestGateway,
  TEST_PASSWORD,
  UNREACHABLE_SUBGRAPH,
  uniqueUsername,
  type UsersSubgraph,
} from './gateway-test-app';

// The REST facade's NFT calls through the gateway: the real users subgraph for sessions, the
// real nft subgraph reading a fake Sui node, the real matches subgraph for the cards' footballers.
// Each answer and status comes from the subgraphs' rules.

const COLLECTION = { packageId: normalizeSuiAddress('0xc011'), marketId: normalizeSuiAddress('0x3a7') };
const HOLDER = normalizeSuiAddress('0xa11ce');
const CARD = normalizeSuiAddress('0xca4d');
const LISTED_CARD = normalizeSuiAddress('0xca4e');
const SELLER = normalizeSuiAddress('0x5e11');

describe('REST facade: /api/nft and /api/user/{id}/nft-ownership', () => {
  const node = new FakeSuiNode()
    .useCollection(COLLECTION)
    .mintCard({ cardId: CARD, playerId: 'player-1', owner: HOLDER });
  let users: UsersSubgraph;
  let matches: TestApp;
  let footballer: { id: string; name: string; club: { name: string }; position: string };
  let nft: TestApp;
  let gateway: TestGateway;

  /** The nft subgraph; it consumes users.events and matches.events, here from a stand-in outbox that stays empty. */
  async function startNft(chain: GrpcChainReader): Promise<TestApp> {
    const app = await startTestAppFedBy(['users', 'matches'], (dependencies) =>
      createNftApp({ ...dependencies, chain, network: 'localnet', collection: COLLECTION }),
    );
    await app.app.listen(0, '127.0.0.1');
    return app;
  }

  async function startMatches(): Promise<TestApp> {
    const app = await startTestApp((dependencies) => createMatchesApp(dependencies));
    await app.app.listen(0, '127.0.0.1');
    return app;
  }

  // Three subgraphs on embedded databases: started side by side, and given more than the default 30 s.
  beforeAll(async () => {
    const chain = new GrpcChainReader({ network: 'localnet', baseUrl: await node.start() });
    [users, nft, matches] = await Promise.all([startUsersSubgraph(), startNft(chain), startMatches()]);
    gateway = await startGateway(users.url, {
      subgraphUrls: {
        users: users.url,
        matches: `${await matches.app.getUrl()}/graphql`,
        nft: `${await nft.app.getUrl()}/graphql`,
        squads: UNREACHABLE_SUBGRAPH,
        'spl-rewards': UNREACHABLE_SUBGRAPH,
        leagues: UNREACHABLE_SUBGRAPH,
        championships: UNREACHABLE_SUBGRAPH,
        notifications: UNREACHABLE_SUBGRAPH,
      },
    });
    const res = await request(gateway.app)
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .send({ query: '{ footballers(limit: 1) { id name club { name } position } }' })
      .expect(200);
    footballer = res.body.data.footballers[0];
    node.listCard({
      listingId: normalizeSuiAddress('0x1157'),
      cardId: LISTED_CARD,
      playerId: footballer.id,
      price: 2_500_000_000n,
      seller: SELLER,
    });
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await nft?.close();
    await matches?.close();
    await users?.close();
    await node.stop();
  });

  /** A signed-in agent and its user id. */
  async function signedIn() {
    const agent = request.agent(gateway.app);
    const res = await agent
      .post('/api/register')
      .send({ username: uniqueUsername('nft'), password: TEST_PASSWORD })
      .expect(201);
    return { agent, userId: res.body.id as string };
  }

  it('should list the market for anyone: prices in MIST, each card with its footballer and club name', async () => {
    const res = await request(gateway.app).get('/api/nft/available').expect(200);
    expect(res.body).toEqual([
      {
        id: normalizeSuiAddress('0x1157'),
        tokenId: LISTED_CARD,
        playerId: footballer.id,
        contractAddress: COLLECTION.packageId,
        price: '2500000000',
        seller: SELLER,
        player: {
          name: footballer.name,
          club: footballer.club.name,
          position: footballer.position,
          rarity: expect.any(String),
          overall: expect.any(Number),
        },
      },
    ]);
  });

  it("should answer the manager's own NFTs, 403 for another id and 401 when logged out", async () => {
    const { agent, userId } = await signedIn();
    await agent.get(`/api/user/${userId}/nft-ownership`).expect(200, []);
    const other = await agent.get('/api/user/1/nft-ownership');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: 'You can only see your own NFTs' });
    const loggedOut = await request(gateway.app).get(`/api/user/${userId}/nft-ownership`);
    expect(loggedOut.status).toBe(401);
  });

  it('should verify ownership on chain: {isValid} for a holder and a stranger', async () => {
    const { agent } = await signedIn();
    const check = (userAddress: string) =>
      agent
        .post('/api/nft/verify-ownership')
        .send({ userAddress, tokenId: CARD, contractAddress: COLLECTION.packageId });
    await check(HOLDER).expect(200, { isValid: true });
    await check(SELLER).expect(200, { isValid: false });
  });

  it('should answer 400 with a message for a malformed or incomplete verification', async () => {
    const { agent } = await signedIn();
    const malformed = await agent
      .post('/api/nft/verify-ownership')
      .send({ userAddress: 'not-an-address', tokenId: CARD, contractAddress: COLLECTION.packageId });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/userAddress must be a Sui address/);
    const incomplete = await agent.post('/api/nft/verify-ownership').send({ tokenId: CARD });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toEqual({ message: expect.any(String) });
  });

  it('should refuse a purchase claimed for a wallet not linked to the manager, with 403', async () => {
    const { agent, userId } = await signedIn();
    const res = await agent.post('/api/nft/purchase').send({
      tokenId: LISTED_CARD,
      contractAddress: COLLECTION.packageId,
      purchasePrice: 2_500_000_000,
      transactionHash: '11111111111111111111111111111111',
      userWalletAddress: HOLDER,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/not linked to your account/);
    await agent.get(`/api/user/${userId}/nft-ownership`).expect(200, []);
  });

  it('should refuse NFT mutations when logged out, with 401', async () => {
    const res = await request(gateway.app)
      .post('/api/nft/verify-ownership')
      .send({ userAddress: HOLDER, tokenId: CARD, contractAddress: COLLECTION.packageId });
    expect(res.status).toBe(401);
  });
});
