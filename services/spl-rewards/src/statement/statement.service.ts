import { Injectable } from '@nestjs/common';
import { SplRewardsErrors } from '../spl-rewards.errors';
import { type StatementLine, statementLineOf } from './statement-lines';
import { StatementRepository } from './statement.repository';

/** A page of a manager's statement. */
export interface StatementPage {
  items: StatementLine[];
  total: number;
  /** the last line's id when older lines follow */
  nextCursor: string | null;
}

// A cursor is an entry id: a bigint.
const CURSOR = /^[1-9]\d{0,17}$/;

/**
 * A manager's SPL statement (docs/ledger.md, Statement): his ledger entries, newest first, so
 * that its lines add up to his balance. Paged by entry id: a line that arrives while he pages
 * goes on top, never between pages.
 */
@Injectable()
export class StatementService {
  constructor(private readonly statement: StatementRepository) {}

  async statementOf(
    managerId: string,
    page: { limit: number; before: string | null },
  ): Promise<StatementPage> {
    if (page.before !== null && !CURSOR.test(page.before))
      throw SplRewardsErrors.INVALID_STATEMENT_CURSOR(page.before);
    // One more than asked for tells whether older lines follow.
    const rows = await this.statement.entriesOf(managerId, page.before, page.limit + 1);
    const items = rows.slice(0, page.limit).map(statementLineOf);
    return {
      items,
      total: await this.statement.countOf(managerId),
      nextCursor: rows.length > page.limit ? items.at(-1)!.id : null,
    };
  }
}
