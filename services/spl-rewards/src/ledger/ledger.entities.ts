import { LedgerAccountEntity } from './entities/ledger-account.entity';
import { LedgerBonusBudgetEntity } from './entities/ledger-bonus-budget.entity';
import { LedgerEntryEntity } from './entities/ledger-entry.entity';
import { LedgerHoldEntity } from './entities/ledger-hold.entity';
import { LedgerTransactionEntity } from './entities/ledger-transaction.entity';

export const ledgerEntities = [
  LedgerAccountEntity,
  LedgerTransactionEntity,
  LedgerEntryEntity,
  LedgerHoldEntity,
  LedgerBonusBudgetEntity,
];
