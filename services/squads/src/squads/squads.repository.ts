import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import type { EntityManager, Repository } from 'typeorm';
import { SquadMemberEntity } from './entities/squad-member.entity';
import { SquadNoticeEntity } from './entities/squad-notice.entity';
import { SquadEntity } from './entities/squad.entity';

/** What a manager saved: starters by slot (null: empty), bench in order. */
export interface StoredSquad {
  teamName: string;
  formation: string;
  starters: (string | null)[];
  bench: string[];
  captainCardId: string | null;
  viceCaptainCardId: string | null;
}

/** The only code that writes the squad, squad_member, squad_notice and squad_version tables. */
@Injectable()
export class SquadsRepository {
  private readonly db: EntityManager;

  constructor(@InjectRepository(SquadEntity) squads: Repository<SquadEntity>) {
    this.db = squads.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** null when the manager never saved a squad. */
  find(managerId: string): Promise<StoredSquad | null> {
    return this.read(this.db, managerId, false);
  }

  /** As find, the squad row locked until the transaction ends: a sale waits to clear its captaincy. */
  findForUpdateIn(manager: EntityManager, managerId: string): Promise<StoredSquad | null> {
    return this.read(manager, managerId, true);
  }

  private async read(manager: EntityManager, managerId: string, lock: boolean): Promise<StoredSquad | null> {
    const squad = await manager.findOne(SquadEntity, {
      where: { managerId },
      ...(lock && { lock: { mode: 'pessimistic_write' as const } }),
    });
    if (!squad) return null;
    const members = await manager.findBy(SquadMemberEntity, { managerId });
    const starters: (string | null)[] = Array.from({ length: 11 }, () => null);
    for (const member of members) if (member.slot !== null) starters[member.slot] = member.cardId;
    const bench = members
      .filter((member) => member.benchOrder !== null)
      .sort((a, b) => a.benchOrder! - b.benchOrder!)
      .map((member) => member.cardId);
    return {
      teamName: squad.teamName,
      formation: squad.formation,
      starters,
      bench,
      captainCardId: squad.captainCardId,
      viceCaptainCardId: squad.viceCaptainCardId,
    };
  }

  /** Replaces the manager's squad as a whole. */
  async saveIn(manager: EntityManager, managerId: string, squad: StoredSquad): Promise<void> {
    await manager.upsert(
      SquadEntity,
      {
        managerId,
        teamName: squad.teamName,
        formation: squad.formation,
        captainCardId: squad.captainCardId,
        viceCaptainCardId: squad.viceCaptainCardId,
        updatedAt: new Date(),
      },
      ['managerId'],
    );
    await manager.delete(SquadMemberEntity, { managerId });
    const members = [
      ...squad.starters.flatMap((cardId, slot) =>
        cardId ? [{ cardId, managerId, slot, benchOrder: null }] : [],
      ),
      ...squad.bench.map((cardId, benchOrder) => ({ cardId, managerId, slot: null, benchOrder })),
    ];
    if (members.length) await manager.insert(SquadMemberEntity, members);
    await this.recordVersionIn(manager, managerId);
  }

  async setCaptainsIn(
    manager: EntityManager,
    managerId: string,
    captains: { captainCardId: string | null; viceCaptainCardId: string | null },
  ): Promise<void> {
    await manager.update(SquadEntity, { managerId }, { ...captains, updatedAt: new Date() });
    await this.recordVersionIn(manager, managerId);
  }

  /**
   * Takes the card out of the manager's squad (its slot emptied, or off the bench; captaincy
   * cleared) and leaves the manager a notice. False when the card was not in that squad.
   */
  async releaseCardIn(
    manager: EntityManager,
    managerId: string,
    cardId: string,
    notice: { message: string; createdAt: Date },
  ): Promise<boolean> {
    const removed = await manager.delete(SquadMemberEntity, { managerId, cardId });
    if (!removed.affected) return false;
    await manager.query(
      `UPDATE squad SET
         captain_card_id = CASE WHEN captain_card_id = $2 THEN NULL ELSE captain_card_id END,
         vice_captain_card_id = CASE WHEN vice_captain_card_id = $2 THEN NULL ELSE vice_captain_card_id END
       WHERE manager_id = $1`,
      [managerId, cardId],
    );
    await manager.insert(SquadNoticeEntity, { managerId, cardId, ...notice });
    await this.recordVersionIn(manager, managerId);
    return true;
  }

  // The squad as it now stands becomes its newest version, which a later deadline's lock may
  // need when its event is applied after further changes (squad-version.entity.ts).
  private async recordVersionIn(manager: EntityManager, managerId: string): Promise<void> {
    await manager.query(
      `INSERT INTO squad_version (manager_id, saved_at, formation, members, captain_card_id, vice_captain_card_id)
       SELECT s.manager_id, clock_timestamp(), s.formation,
         COALESCE((SELECT jsonb_agg(jsonb_build_object('cardId', m.card_id, 'slot', m.slot, 'benchOrder', m.bench_order))
                   FROM squad_member m WHERE m.manager_id = s.manager_id), '[]'::jsonb),
         s.captain_card_id, s.vice_captain_card_id
       FROM squad s WHERE s.manager_id = $1`,
      [managerId],
    );
  }

  /** Deletes every version older than the newest one at or before `at` (which a lock just used). */
  async forgetVersionsBeforeIn(manager: EntityManager, at: Date): Promise<void> {
    await manager.query(
      `DELETE FROM squad_version old USING (
         SELECT manager_id, max(saved_at) AS kept FROM squad_version WHERE saved_at <= $1 GROUP BY manager_id) used
       WHERE old.manager_id = used.manager_id AND old.saved_at < used.kept`,
      [at],
    );
  }

  /** A page of the manager's notices, oldest first. */
  notices(managerId: string, { limit, offset }: Page): Promise<SquadNoticeEntity[]> {
    return this.db.find(SquadNoticeEntity, {
      where: { managerId },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: limit,
      skip: offset,
    });
  }

  /** False when the manager has no such notice. */
  async dismissNotice(managerId: string, id: string): Promise<boolean> {
    const removed = await this.db.delete(SquadNoticeEntity, { managerId, id });
    return Boolean(removed.affected);
  }
}
