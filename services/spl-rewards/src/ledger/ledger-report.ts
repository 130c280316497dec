import type { LedgerAudit } from './ledger.types';

/** The check command's report of an audit, one figure per line, ending with the verdict. */
export function ledgerReport(audit: LedgerAudit): string {
  const lines: [string, number][] = [
    ['issued', audit.issued],
    ['issued by the ISSUANCE entries', audit.issuedByIssuance],
    ['balances', audit.balances],
    ['escrow', audit.escrow],
    ['treasury', audit.treasury],
    ['holds (open)', audit.holds],
    ['unbalanced transactions', audit.unbalancedTransactions],
    ['accounts whose balance or total earned differs from their entries', audit.driftedAccounts],
    ['accounts below 0', audit.negativeAccounts],
  ];
  const verdict = audit.balanced
    ? 'balanced: yes (balances + escrow + treasury = issued, escrow = open holds)'
    : 'balanced: NO';
  return `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n${verdict}\n`;
}
