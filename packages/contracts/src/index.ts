import type { EventContract, TopicDefinition } from '@sfl/events';
import { championshipEventContracts, championshipsTopic } from './championships.events';
import { leagueEventContracts, leaguesTopic } from './leagues.events';
import { matchEventContracts, matchesTopic } from './matches.events';
import { nftEventContracts, nftTopic } from './nft.events';
import { notificationEventContracts, notificationsTopic } from './notifications.events';
import { splRewardsEventContracts, splRewardsTopic } from './spl-rewards.events';
import { squadEventContracts, squadsTopic } from './squads.events';
import { userEventContracts, usersTopic } from './users.events';

export * from './achievements';
export * from './championships.events';
export * from './competitions';
export * from './football';
export * from './leagues.events';
export * from './market';
export * from './matches.events';
export * from './nft.events';
export * from './notifications.events';
export * from './spl-rewards.events';
export * from './spl-rewards.rules';
export * from './squads.events';
export * from './users.events';

/** Every topic of the product with its partition count (created explicitly, never auto-created). */
export const allTopics: TopicDefinition[] = [
  usersTopic,
  matchesTopic,
  nftTopic,
  squadsTopic,
  splRewardsTopic,
  leaguesTopic,
  championshipsTopic,
  notificationsTopic,
];

/** Every event contract; consumers set aside events whose type and version are not here. */
export const allContracts: EventContract[] = [
  ...userEventContracts,
  ...matchEventContracts,
  ...nftEventContracts,
  ...squadEventContracts,
  ...splRewardsEventContracts,
  ...leagueEventContracts,
  ...championshipEventContracts,
  ...notificationEventContracts,
];
