import { Injectable } from '@nestjs/common';
import {
  BattleAccepted,
  BattleChallenged,
  BattleSettled,
  LeagueCreated,
  LeagueFinished,
  LeagueMemberJoined,
} from '@sfl/contracts';
import { type ConsumerDefinition, type EventEnvelope, handles } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { NotificationDraft } from '../notifications/notification-draft';
import { NotificationKeeper } from '../notifications/notification-keeper.service';
import { NamesRepository } from './names.repository';
import {
  battleAcceptedNotice,
  battleChallengeNotice,
  battleSettledNotice,
  challengeWithdrawnNotice,
  leagueEndedNotice,
  leagueJoinedNotice,
} from './notification-texts';

export const LEAGUES_CONSUMER = 'notifications.leagues';

/**
 * leagues.events: leagues joined and ended, battles challenged, accepted and settled, each to the
 * managers concerned. A league's name comes from its LeagueCreated, recorded before its joins on
 * the same key.
 */
@Injectable()
export class LeaguesConsumer {
  constructor(
    private readonly names: NamesRepository,
    private readonly keeper: NotificationKeeper,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: LEAGUES_CONSUMER,
      handlers: [
        handles(LeagueCreated, ({ payload }, manager) => this.names.saveLeagueIn(manager, payload)),
        handles(LeagueMemberJoined, async ({ id, payload: joined }, manager) => {
          const name = await this.names.leagueNameIn(manager, joined.leagueId);
          await this.keeper.keepIn(manager, [
            {
              sourceEventId: id,
              managerId: joined.managerId,
              kind: 'LEAGUE_JOINED',
              ...leagueJoinedNotice(joined.leagueId, name, joined.memberCount),
            },
          ]);
        }),
        // Every member at once: one statement however many there are.
        handles(LeagueFinished, ({ id, payload: finished }, manager) =>
          this.keeper.keepIn(
            manager,
            finished.standings.map((standing): NotificationDraft => ({
              sourceEventId: id,
              managerId: standing.managerId,
              kind: 'LEAGUE_ENDED',
              ...leagueEndedNotice(finished, standing),
            })),
          ),
        ),
        handles(BattleChallenged, async ({ id, payload: battle }, manager) => {
          const usernames = await this.names.usernamesIn(manager, [battle.challengerId]);
          await this.keeper.keepIn(manager, [
            {
              sourceEventId: id,
              managerId: battle.opponentId,
              kind: 'BATTLE_CHALLENGE',
              ...battleChallengeNotice(usernames.get(battle.challengerId) ?? null, battle),
            },
          ]);
        }),
        handles(BattleAccepted, async ({ id, payload: battle }, manager) => {
          const usernames = await this.names.usernamesIn(manager, [battle.opponentId]);
          await this.keeper.keepIn(manager, [
            {
              sourceEventId: id,
              managerId: battle.challengerId,
              kind: 'BATTLE_ACCEPTED',
              ...battleAcceptedNotice(usernames.get(battle.opponentId) ?? null, battle),
            },
          ]);
        }),
        handles(BattleSettled, (event, manager) => this.battleSettled(event, manager)),
      ],
    };
  }

  // Both sides (only the challenger when nobody took the seat), each against the other; and the
  // manager a challenge was sent to when it ended without him taking the seat.
  private async battleSettled(
    { id, payload: settled }: EventEnvelope<z.output<typeof BattleSettled.payload>>,
    manager: EntityManager,
  ): Promise<void> {
    const { challengerId, opponentId } = settled;
    const usernames = await this.names.usernamesIn(
      manager,
      opponentId ? [challengerId, opponentId] : [challengerId],
    );
    const kind = settled.outcome === 'expired' ? 'BATTLE_EXPIRED' : 'BATTLE_SETTLED';
    const invitedId = settled.invitedId ?? null;
    const invited: NotificationDraft[] =
      invitedId !== null &&
      invitedId !== opponentId &&
      (settled.outcome === 'expired' || settled.outcome === 'cancelled')
        ? [
            {
              sourceEventId: id,
              managerId: invitedId,
              kind,
              ...challengeWithdrawnNotice(settled, usernames.get(challengerId) ?? null),
            },
          ]
        : [];
    const sides: [string | null, 'challenger' | 'opponent', string | null][] = [
      [challengerId, 'challenger', opponentId],
      [opponentId, 'opponent', challengerId],
    ];
    const drafts: NotificationDraft[] = sides.flatMap(([managerId, side, otherId]) =>
      managerId === null
        ? []
        : [
            {
              sourceEventId: id,
              managerId,
              kind,
              ...battleSettledNotice(
                settled,
                side,
                otherId === null ? null : (usernames.get(otherId) ?? null),
              ),
            },
          ],
    );
    await this.keeper.keepIn(manager, [...drafts, ...invited]);
  }
}
