import type { NotificationKind } from '@/graphql/__generated__/graphql';

/**
 * Each kind's name on the settings page, and its description as the schema gives it (the enum value's
 * description in gateway/api-schema.graphql; a test keeps the two alike).
 */
export const notificationKinds: Record<NotificationKind, { label: string; description: string }> = {
  SPL_REWARD: { label: 'SPL rewards', description: 'SPL paid for what your players did in a match' },
  CARD_SOLD: { label: 'Cards sold', description: 'one of your listed cards was sold' },
  CARD_BOUGHT: { label: 'Cards bought', description: 'a card you bought is yours' },
  PURCHASE_FAILED: {
    label: 'Failed purchases',
    description: 'a purchase of yours did not go through (nothing was charged)',
  },
  BATTLE_CHALLENGE: { label: 'Battle challenges', description: 'a manager challenged you to a battle' },
  BATTLE_ACCEPTED: {
    label: 'Accepted challenges',
    description: 'your challenge was accepted: the battle is on',
  },
  BATTLE_SETTLED: {
    label: 'Battle results',
    description: 'a battle of yours was won, lost, drawn or cancelled, or a challenge to you withdrawn',
  },
  BATTLE_EXPIRED: {
    label: 'Expired battles',
    description: 'a battle of yours (or a challenge to you) was not under way by its deadline',
  },
  LEAGUE_JOINED: { label: 'Leagues joined', description: 'you are a member of a league' },
  LEAGUE_ENDED: {
    label: 'League results',
    description: 'a league of yours ended: your final rank and prize',
  },
  CHAMPIONSHIP_STATUS: {
    label: 'Championship updates',
    description: 'a championship you pre-registered for moved on',
  },
  PLAYER_INJURED: {
    label: 'Injured players',
    description: 'a footballer in your lineup or squad was reported injured',
  },
  LOCK_REMINDER: {
    label: 'Lineup lock reminders',
    description: 'your lineup has fewer than 11 starters and the gameweek locks soon',
  },
};
