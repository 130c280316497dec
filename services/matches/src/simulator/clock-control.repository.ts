import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CLOCK_CONTROL_ID, ClockControlEntity } from './entities/clock-control.entity';
import { type ClockControlState, UNCONTROLLED } from './simulation-time';

const stateOf = (row: ClockControlEntity): ClockControlState => ({
  heldAt: row.heldAt,
  releasesAt: row.releasesAt,
  offsetMs: Number(row.offsetMs),
});

/** The only code that touches the clock_control table (its one row). */
@Injectable()
export class ClockControlRepository {
  constructor(@InjectRepository(ClockControlEntity) private readonly rows: Repository<ClockControlEntity>) {}

  async state(): Promise<ClockControlState> {
    const row = await this.rows.findOneBy({ id: CLOCK_CONTROL_ID });
    return row ? stateOf(row) : UNCONTROLLED;
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }

  /** The state, its row locked until the transaction ends: control calls of every instance take turns. */
  async lockIn(manager: EntityManager): Promise<ClockControlState> {
    await manager.query(`INSERT INTO clock_control (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`, [
      CLOCK_CONTROL_ID,
    ]);
    const row = await manager.findOne(ClockControlEntity, {
      where: { id: CLOCK_CONTROL_ID },
      lock: { mode: 'pessimistic_write' },
    });
    return stateOf(row!);
  }

  async saveIn(manager: EntityManager, state: ClockControlState): Promise<void> {
    await manager.update(
      ClockControlEntity,
      { id: CLOCK_CONTROL_ID },
      { heldAt: state.heldAt, releasesAt: state.releasesAt, offsetMs: String(state.offsetMs) },
    );
  }
}
