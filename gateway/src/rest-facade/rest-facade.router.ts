import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { GatewayContext } from '../graphql/gateway-context';
import { requestState } from '../http/request-state';
import { isSameSiteRequest } from '../http/same-site-request';
import { PERSONAL_ANSWER, sendAnswer } from '../public-reads/cached-answer';
import { type CurrentUsers, NOT_LOGGED_IN } from '../signed-in-reads/current-users';
import { JOIN_LEAGUE, joinAnswer } from './leagues.operations';
import { type OperationOutcome, runOperation, sendFailure, type VariablesArgs } from './run-operation';
import * as championships from './championships.operations';
import {
  AVAILABLE_NFTS,
  NFT_OWNERSHIP,
  RECORD_PURCHASE,
  VERIFY_OWNERSHIP,
  withClubName,
} from './nft.operations';
import { ownUserOnly } from './own-user.middleware';
import { MY_ACHIEVEMENTS, MY_SPL_BALANCE, MY_SPL_REWARDS } from './spl-rewards.operations';
import { whitepaperHtml } from './whitepaper.html';
import { GAME_RULES, SQUAD_RULES } from './whitepaper.operations';
import { CURRENT_USER, LOGIN, LOGOUT, LOGOUT_EVERYWHERE, type PublicUser, REGISTER } from './user.operations';

const isJsonObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * The REST calls the browser makes (/api/...), each one GraphQL operation on the gateway's own graph.
 * Bodies go to GraphQL unchanged: variable coercion is what rejects missing, mistyped or unknown
 * fields, and the users subgraph owns every rule. No business logic here.
 */
export function restFacadeRouter(server: ApolloServer<GatewayContext>, currentUsers: CurrentUsers): Router {
  const router = express.Router();
  const run = <TData, TVariables extends Record<string, unknown>>(
    req: Request,
    res: Response,
    document: TypedDocumentNode<TData, TVariables>,
    ...variables: VariablesArgs<NoInfer<TVariables>>
  ) => runOperation(server, req, res, document, ...variables);

  // The signed-in user, from this gateway's rows once read (current-users.ts): no GraphQL runs then.
  // Signed out, `me` runs as for any caller (401 when it is null, else the subgraph's failure).
  router.get('/user', async (req, res) => {
    const me = async (): Promise<OperationOutcome<PublicUser>> => {
      const outcome = await run(req, res, CURRENT_USER);
      if (!outcome.ok) return outcome;
      return outcome.data.me ? { ok: true, data: outcome.data.me } : NOT_LOGGED_IN;
    };
    const { session } = requestState(req);
    if (!session) return void answer(res, await me(), 200, (user) => user);
    const outcome = await currentUsers.of(session.userId, me);
    if (!outcome.ok) return void sendFailure(res, outcome);
    sendAnswer(req, res, outcome.data, PERSONAL_ANSWER);
  });

  router.post('/login', withObjectBody, async (req, res) => {
    const outcome = await run(req, res, LOGIN, { input: req.body });
    answer(res, outcome, 200, (data) => data.login);
  });

  router.post('/register', withObjectBody, async (req, res) => {
    const outcome = await run(req, res, REGISTER, { input: req.body });
    answer(res, outcome, 201, (data) => data.register);
  });

  router.post('/logout', async (req, res) => {
    const outcome = await run(req, res, LOGOUT);
    answer(res, outcome, 200, () => ({ success: true }));
  });

  // Ends every session of the signed-in user, on every device; 401 when signed out.
  router.post('/logout-everywhere', async (req, res) => {
    const outcome = await run(req, res, LOGOUT_EVERYWHERE);
    answer(res, outcome, 200, () => ({ success: true }));
  });

  // The navigation's plain Logout link: end the session, then back to the home page. A link on
  // another site must not log anyone out: it only leads to the home page.
  router.get('/logout', async (req, res) => {
    if (!isSameSiteRequest(req)) return void res.redirect(302, '/');
    const outcome = await run(req, res, LOGOUT);
    if (outcome.ok) return void res.redirect(302, '/');
    sendFailure(res, outcome);
  });

  router.get('/nft/available', async (req, res) => {
    const outcome = await run(req, res, AVAILABLE_NFTS);
    answer(res, outcome, 200, (data) => data.nftListings.map(withClubName));
  });

  // The path names a user id, but only the signed-in manager's own is answered (else 403 from nft):
  // which cards a manager holds is private.
  router.get('/user/:id/nft-ownership', async (req, res) => {
    const outcome = await run(req, res, NFT_OWNERSHIP, { userId: req.params.id });
    answer(res, outcome, 200, (data) => data.nftsOfUser.map(withClubName));
  });

  router.post('/nft/verify-ownership', withObjectBody, async (req, res) => {
    const outcome = await run(req, res, VERIFY_OWNERSHIP, { input: req.body });
    answer(res, outcome, 200, (data) => data.verifyNftOwnership);
  });

  router.post('/nft/purchase', withObjectBody, async (req, res) => {
    const outcome = await run(req, res, RECORD_PURCHASE, { input: req.body });
    answer(res, outcome, 201, (data) => withClubName(data.recordNftPurchase));
  });

  // The rules page, generated from the rules the services apply. Without the squad rules (squads
  // down or not in the graph yet) the page still answers, saying so in its squad section.
  router.get('/whitepaper', async (req, res) => {
    const [game, squad] = await Promise.all([run(req, res, GAME_RULES), run(req, res, SQUAD_RULES)]);
    if (!game.ok) return void sendFailure(res, game);
    res.type('html').send(whitepaperHtml(game.data, squad.ok ? squad.data.squadRules : null));
  });

  // The caller's own SPL, rewards and achievements, under their user id; rewards and achievements
  // go out as their operations select them.
  const ownSpl = ownUserOnly('You can only see your own SPL');
  router.get('/user/:id/spl-balance', ownSpl, async (req, res) => {
    const outcome = await run(req, res, MY_SPL_BALANCE);
    answer(res, outcome, 200, (data) => data.mySplBalance);
  });

  router.get('/user/:id/spl-rewards', ownSpl, async (req, res) => {
    const outcome = await run(req, res, MY_SPL_REWARDS);
    answer(res, outcome, 200, (data) => data.mySplRewards);
  });

  router.get(
    '/user/:id/achievements',
    ownUserOnly('You can only see your own achievements'),
    async (req, res) => {
      const outcome = await run(req, res, MY_ACHIEVEMENTS);
      answer(res, outcome, 200, (data) => data.myAchievements);
    },
  );

  // Joins a league, or a championship's league by the championship's id ('Join Championship');
  // the body is an empty object. 401 signed out, 403 a private league (joined by its code only),
  // 404 no such league, 409 full, started or a member, 429 too many joins (Retry-After). A refusal
  // carries its reason code (ALREADY_MEMBER, …): the page says why in its own words.
  router.post('/leagues/:id/join', async (req, res) => {
    const outcome = await run(req, res, JOIN_LEAGUE, { leagueId: req.params.id });
    answer(res, outcome, 200, (data) => joinAnswer(data.joinLeague), { withReason: true });
  });

  // Championships: their pre-registrations, and pre-registering (the available ones are
  // a public read, public-reads.router.ts).
  router.get('/championships/:id/pre-registrations', async (req, res) => {
    const outcome = await run(req, res, championships.CHAMPIONSHIP_PRE_REGISTRATIONS, { id: req.params.id });
    if (outcome.ok && !outcome.data.championship)
      return void res.status(404).json({ message: championships.CHAMPIONSHIP_NOT_FOUND });
    answer(res, outcome, 200, (data) => championships.preRegistrationRows(data.championship!));
  });

  // A refusal carries its reason code (PRE_REGISTRATION_CLOSED, …) for the page's own words.
  router.post('/championships/:id/pre-register', withObjectBody, async (req, res) => {
    const championshipId = String(req.params.id);
    const outcome = await run(req, res, championships.PRE_REGISTER, { id: championshipId, input: req.body });
    answer(res, outcome, 200, (data) => championships.preRegisteredBody(championshipId, data), {
      withReason: true,
    });
  });

  return router;
}

const withObjectBody: RequestHandler = (req, res, next) => {
  if (isJsonObject(req.body)) return next();
  res.status(400).json({ message: 'Request body must be a JSON object' });
};

function answer<TData>(
  res: Response,
  outcome: OperationOutcome<TData>,
  status: number,
  pick: (data: TData) => unknown,
  failureOptions?: { withReason: boolean },
) {
  if (outcome.ok) res.status(status).json(pick(outcome.data));
  else sendFailure(res, outcome, failureOptions);
}
