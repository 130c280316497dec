import type { LedgerAudit, SourceTotal } from './ledger.types';

/**
 * The check command's report of an audit, one figure per line, ending with the verdict: the
 * invariant's figures, where the SPL came from, and each gameweek's bonus budget with the reward
 * SPL it left unpaid (`deferred`, by gameweek: the achievements' figure, 0 when not given).
 */
export function ledgerReport(audit: LedgerAudit, deferred: ReadonlyMap<number, number> = new Map()): string {
  const lines: [string, number][] = [
    ['issued', audit.issued],
    ['issued by the ISSUANCE entries', audit.issuedByIssuance],
    ['balances', audit.balances],
    ['escrow', audit.escrow],
    ['escrow by its entries', audit.escrowByEntries],
    ['treasury', audit.treasury],
    ['holds (open)', audit.holds],
    ['unbalanced transactions', audit.unbalancedTransactions],
    ['accounts whose balance or total earned differs from their entries', audit.driftedAccounts],
    ['accounts below 0', audit.negativeAccounts],
    ['bonus issued outside the gameweek budgets', audit.bonusOutsideBudget],
  ];
  const budgets = audit.bonusBudgets.map(
    ({ gameweek, budget, issued, spent }) =>
      `  gameweek ${gameweek}: budget ${budget}, issued ${issued}, deferred ${deferred.get(gameweek) ?? 0}` +
      (spent ? ' (spent)' : ''),
  );
  const verdict = audit.balanced
    ? 'balanced: yes (balances + escrow + treasury = issued, escrow = open holds)'
    : 'balanced: NO';
  return [
    ...lines.map(([label, value]) => `${label}: ${value}`),
    'issued by source:',
    ...audit.issuedBySource.map(sourceLine),
    'collected by the treasury, by source:',
    ...audit.collectedBySource.map(sourceLine),
    'bonus budget by gameweek:',
    ...budgets,
    verdict,
    '',
  ].join('\n');
}

function sourceLine({ kind, reference, amount }: SourceTotal): string {
  return `  ${reference === null ? kind : `${kind} ${reference}`}: ${amount}`;
}
