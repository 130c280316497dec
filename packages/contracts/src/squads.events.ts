import { defineEvent, type EventContract, type TopicDefinition } from '@sfl/events';
import { z } from 'zod';
import { POSITION_GROUPS } from './football';

// Keyed by manager id: the lineups and points of one manager stay in order on one partition
// (FixtureLocked by match id).
export const squadsTopic: TopicDefinition = { name: 'squads.events', partitions: 6 };

export const formations = ['4-3-3', '4-4-2', '3-5-2', '4-2-3-1'] as const;

const fieldedCard = z.object({
  cardId: z.uuid(),
  footballerId: z.uuid(),
  group: z.enum(POSITION_GROUPS),
});

const lineupFields = {
  managerId: z.uuid(),
  gameweek: z.number().int().positive(),
  formation: z.enum(formations),
  starters: z.array(fieldedCard.extend({ slot: z.number().int().min(0).max(10) })).max(11),
  bench: z.array(fieldedCard).max(6),
  captainFootballerId: z.uuid().nullable(),
  viceCaptainFootballerId: z.uuid().nullable(),
};

/**
 * A manager's squad as it stood at a gameweek's deadline: that gameweek's lineup (revision 0).
 * `starters` in slot order (an empty slot is absent), `bench` in bench order. During the gameweek
 * it changes only by LineupChanged.
 */
export const LineupLocked = defineEvent({
  topic: squadsTopic.name,
  type: 'LineupLocked',
  version: 1,
  payload: z.object({ ...lineupFields, lockedAt: z.iso.datetime({ offset: true }) }),
});

/**
 * A gameweek's lineup after its manager changed it during the gameweek (docs/squads.md, Locks):
 * the whole lineup, `revision` 1, 2, ... after the LineupLocked one. Only players whose fixture had
 * not kicked off (by squads' record) moved, so a consumer replaces the lineup it holds when the
 * revision is newer and keeps what it already counted for players locked before the change.
 * `changeNo` counts the gameweek's changes of every manager, 1, 2, ... without a gap, so a
 * consumer can tell from FixtureLocked which changes a fixture's lock waits for.
 */
export const LineupChanged = defineEvent({
  topic: squadsTopic.name,
  type: 'LineupChanged',
  version: 1,
  payload: z.object({
    ...lineupFields,
    revision: z.number().int().positive(),
    changeNo: z.number().int().positive(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * squads recorded a match's kick-off: its two clubs' players are locked in every lineup of the
 * gameweek (docs/squads.md, Locks). The lineups as they stand at this lock are LineupLocked as changed
 * by the gameweek's first `lineupChangesBefore` LineupChanged events (changeNo 1 to that), whatever
 * partition they travel on: a consumer that pays for what those players do waits for all of them.
 */
export const FixtureLocked = defineEvent({
  topic: squadsTopic.name,
  type: 'FixtureLocked',
  version: 1,
  payload: z.object({
    matchId: z.uuid(),
    gameweek: z.number().int().positive(),
    lineupChangesBefore: z.number().int().nonnegative(),
    lockedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * A manager's points for a gameweek after they changed: live while its matches are played, and
 * once with `final: true` when the gameweek is finished (automatic substitutions applied).
 * `totalPoints` is the manager's total over every gameweek including this figure.
 */
export const ManagerGameweekPointsUpdated = defineEvent({
  topic: squadsTopic.name,
  type: 'ManagerGameweekPointsUpdated',
  version: 1,
  payload: z.object({
    managerId: z.uuid(),
    gameweek: z.number().int().positive(),
    points: z.number().int(),
    final: z.boolean(),
    totalPoints: z.number().int(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
});

export const fieldedRoles = ['STARTER', 'BENCH'] as const;

/**
 * matches reported an injury (InjuryReported) of a footballer this manager fields: in the lineup of
 * the gameweek being played, else in the squad that will be the next gameweek's lineup. One per
 * manager and report, keyed by the manager; names included so a consumer needs no projection.
 */
export const FieldedPlayerInjured = defineEvent({
  topic: squadsTopic.name,
  type: 'FieldedPlayerInjured',
  version: 1,
  payload: z.object({
    managerId: z.uuid(),
    injuryId: z.uuid(),
    footballerId: z.uuid(),
    footballerName: z.string().min(1),
    clubName: z.string().min(1),
    role: z.enum(fieldedRoles),
    status: z.enum(['Out', 'Doubtful', 'Questionable']),
    expectedReturn: z.iso.date(),
  }),
});

/**
 * A gameweek locks soon (matches' GameweekLockApproaching) and this manager's squad, which becomes
 * its lineup at the deadline, has fewer than 11 starters (`starters`: how many; 0 for a manager
 * holding cards who never saved a squad). Keyed by the manager.
 */
export const LineupIncomplete = defineEvent({
  topic: squadsTopic.name,
  type: 'LineupIncomplete',
  version: 1,
  payload: z.object({
    managerId: z.uuid(),
    gameweek: z.number().int().positive(),
    deadline: z.iso.datetime({ offset: true }),
    starters: z.number().int().min(0).max(10),
  }),
});

export const squadEventContracts: EventContract[] = [
  LineupLocked,
  LineupChanged,
  FixtureLocked,
  ManagerGameweekPointsUpdated,
  FieldedPlayerInjured,
  LineupIncomplete,
];
