import { NOTIFICATION_KINDS } from '@sfl/contracts';
import { graphqlEnum } from '@sfl/subgraph';
import { NotificationsTypes } from '../../graphql-types';

export const NotificationKindEnum = graphqlEnum(NOTIFICATION_KINDS, {
  name: 'NotificationKind',
  description: 'What a notification is about; each kind has its own preferences.',
  registerIn: NotificationsTypes,
  valuesMap: {
    SPL_REWARD: { description: 'SPL paid for what your players did in a match' },
    CARD_SOLD: { description: 'one of your listed cards was sold' },
    CARD_BOUGHT: { description: 'a card you bought is yours' },
    PURCHASE_FAILED: { description: 'a purchase of yours did not go through (nothing was charged)' },
    BATTLE_CHALLENGE: { description: 'a manager challenged you to a battle' },
    BATTLE_ACCEPTED: { description: 'your challenge was accepted: the battle is on' },
    BATTLE_SETTLED: {
      description: 'a battle of yours was won, lost, drawn or cancelled, or a challenge to you withdrawn',
    },
    BATTLE_EXPIRED: {
      description: 'a battle of yours (or a challenge to you) was not under way by its deadline',
    },
    LEAGUE_JOINED: { description: 'you are a member of a league' },
    LEAGUE_ENDED: { description: 'a league of yours ended: your final rank and prize' },
    CHAMPIONSHIP_STATUS: { description: 'a championship you pre-registered for moved on' },
    PLAYER_INJURED: { description: 'a footballer in your lineup or squad was reported injured' },
    LOCK_REMINDER: { description: 'your lineup has fewer than 11 starters and the gameweek locks soon' },
  },
});
