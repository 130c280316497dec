import {
  type liveMatchSnapshot,
  MatchActionRecorded,
  MatchFinished,
  MatchKickedOff,
  matchesTopic,
} from '@sfl/contracts';
import { type EventBus, type EventEnvelope, isEvent } from '@sfl/events';
import type { z } from 'zod';

// The shapes of subscriptions.graphql; every field is plain data, so no resolvers are needed.

export interface LiveClub {
  id: string;
  name: string;
  shortName: string;
}

export interface LiveMatch {
  id: string;
  gameweek: number;
  homeClub: LiveClub;
  awayClub: LiveClub;
  homeScore: number;
  awayScore: number;
  score: string;
  minute: number;
  status: 'SCHEDULED' | 'LIVE' | 'FT';
  version: number;
}

export interface LiveMatchAction {
  id: string;
  matchId: string;
  kind: string;
  minute: number;
  clubId: string;
  footballerId: string;
  assistFootballerId: string | null;
  relatedFootballerId: string | null;
}

export interface LiveMatchUpdate {
  match: LiveMatch;
  /** null for kick-off and full time */
  action: LiveMatchAction | null;
}

/** Follows matches.events and hands each match change to `publish`; other events are skipped. */
export function listenForLiveUpdates(
  liveEvents: Pick<EventBus, 'listenLive'>,
  publish: (update: LiveMatchUpdate) => void,
): Promise<void> {
  return liveEvents.listenLive([matchesTopic.name], (event) => {
    const update = liveUpdateOf(event);
    if (update) publish(update);
  });
}

export function liveUpdateOf(event: EventEnvelope): LiveMatchUpdate | null {
  if (isEvent(event, MatchKickedOff) || isEvent(event, MatchFinished)) {
    return { match: liveMatchOf(event.payload.snapshot), action: null };
  }
  if (isEvent(event, MatchActionRecorded)) {
    const match = liveMatchOf(event.payload.snapshot);
    return { match, action: { ...event.payload.action, matchId: match.id } };
  }
  return null;
}

function liveMatchOf(snapshot: z.output<typeof liveMatchSnapshot>): LiveMatch {
  const { matchId, homeScore, awayScore, ...rest } = snapshot;
  return { id: matchId, homeScore, awayScore, score: `${homeScore}-${awayScore}`, ...rest };
}
