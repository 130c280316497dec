import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateLedger1766000000000 } from './1766000000000-create-ledger';
import { CreateRewards1766000100000 } from './1766000100000-create-rewards';
import { CreateAchievements1766000200000 } from './1766000200000-create-achievements';
import { AddRewardPayment1766000300000 } from './1766000300000-add-reward-payment';
import { CreateCompetitionSettlements1766000400000 } from './1766000400000-create-competition-settlements';
import { AddAchievementDeadlines1766000500000 } from './1766000500000-add-achievement-deadlines';
import { AddAchievementBudget1766000600000 } from './1766000600000-add-achievement-budget';
import { BonusVesting1767300000000 } from './1767300000000-bonus-vesting';
import { EmissionBudget1767400000000 } from './1767400000000-emission-budget';
import { SplStatement1767500000000 } from './1767500000000-spl-statement';
import { FixtureSeals1767600000000 } from './1767600000000-fixture-seals';
import { FootballerEarnings1767700000000 } from './1767700000000-footballer-earnings';
import { SystemAccountsUnkept1767800000000 } from './1767800000000-system-accounts-unkept';

/** Every migration of the spl-rewards database, oldest first. */
export const splRewardsMigrations = [
  CreateEventTables1763800000000,
  CreateLedger1766000000000,
  CreateRewards1766000100000,
  CreateAchievements1766000200000,
  AddRewardPayment1766000300000,
  CreateCompetitionSettlements1766000400000,
  AddAchievementDeadlines1766000500000,
  AddAchievementBudget1766000600000,
  BonusVesting1767300000000,
  EmissionBudget1767400000000,
  SplStatement1767500000000,
  FixtureSeals1767600000000,
  FootballerEarnings1767700000000,
  SystemAccountsUnkept1767800000000,
];
