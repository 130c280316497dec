import { matchActionKinds } from '@sfl/contracts';
import { z } from 'zod';

// The provider's format, version 1; documented in docs/match-feed.md.

// Every kind of match action, plus the final whistle.
const FEED_ACTION_TYPES = [...matchActionKinds, 'FULL_TIME'] as const;

const id = z.uuid({ error: 'must be a UUID' });
const minute = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be between 0 and 130' })
  .max(130, { error: 'must be between 0 and 130' });

const action = <T extends (typeof FEED_ACTION_TYPES)[number], S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), minute, ...shape });

const feedActionSchema = z.discriminatedUnion(
  'type',
  [
    action('GOAL', { scorerId: id, assistId: id.optional() }),
    action('OWN_GOAL', { footballerId: id }),
    action('PENALTY_SCORED', { takerId: id }),
    action('PENALTY_MISSED', { takerId: id }),
    action('PENALTY_SAVED', { takerId: id, goalkeeperId: id }),
    action('YELLOW_CARD', { footballerId: id }),
    action('RED_CARD', { footballerId: id }),
    action('SUBSTITUTION', { onId: id, offId: id }),
    action('FULL_TIME', {}),
  ],
  { error: `type must be one of ${FEED_ACTION_TYPES.join(', ')}` },
);

const lineup = z.strictObject({
  starters: z.array(id).length(11, { error: 'must list exactly 11 footballers' }),
  bench: z.array(id).max(12, { error: 'must list at most 12 footballers' }).default([]),
});

// Gameweek numbers count on across seasons (38 a season): this allows a few centuries of them.
const MAX_GAMEWEEK = 9_999;

const fixture = z
  .strictObject({
    id,
    gameweek: z
      .number()
      .int()
      .min(1, { error: 'must be 1 or more' })
      .max(MAX_GAMEWEEK, { error: `must be ${MAX_GAMEWEEK} or less` }),
    kickoffAt: z.iso.datetime({
      offset: true,
      error: 'must be an ISO date-time such as 2026-08-15T15:00:00Z',
    }),
    homeClubId: id,
    awayClubId: id,
  })
  .refine((f) => f.homeClubId !== f.awayClubId, { error: 'a club cannot play itself', path: ['awayClubId'] });

const matchUpdate = z.strictObject({
  matchId: id,
  lineups: z.strictObject({ home: lineup, away: lineup }).optional(),
  actions: z
    .array(feedActionSchema)
    .min(1, { error: 'must list at least one action' })
    .max(300, { error: 'must list at most 300 actions' }),
});

export const matchFeedSchema = z
  .strictObject({
    version: z.literal(1, { error: 'must be 1' }),
    fixtures: z.array(fixture).max(500, { error: 'must list at most 500 fixtures' }).default([]),
    matches: z.array(matchUpdate).max(200, { error: 'must list at most 200 matches' }).default([]),
  })
  .refine((feed) => feed.fixtures.length + feed.matches.length > 0, {
    error: 'the feed has neither fixtures nor matches',
  });

export type MatchFeed = z.output<typeof matchFeedSchema>;
export type FeedAction = z.output<typeof feedActionSchema>;
