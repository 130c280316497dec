import { Module } from '@nestjs/common';
import { StatementRepository } from './statement.repository';
import { StatementResolver } from './statement.resolver';
import { StatementService } from './statement.service';

/** A manager's SPL statement: every ledger movement of his, newest first, with what caused it. */
@Module({ providers: [StatementRepository, StatementService, StatementResolver] })
export class StatementModule {}
