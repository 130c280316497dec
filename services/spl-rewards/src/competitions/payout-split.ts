/** SPL paid to one manager. */
export interface Payee {
  managerId: string;
  amount: number;
}

/**
 * Splits the payees of a payout across the holds that fund it, in order: each hold is filled from
 * the payees still owed, so each hold's share pays out exactly that hold, and each payee receives
 * exactly their amount over all of them. A manager named twice is paid once, their amounts added.
 * The payees must add up to the holds (checked before).
 */
export function splitAcrossHolds(holdAmounts: readonly number[], payees: readonly Payee[]): Payee[][] {
  const owed = mergedByManager(payees);
  let next = 0;
  return holdAmounts.map((amount) => {
    const share: Payee[] = [];
    let left = amount;
    while (left > 0) {
      const payee = owed[next]!;
      const paid = Math.min(left, payee.amount);
      share.push({ managerId: payee.managerId, amount: paid });
      payee.amount -= paid;
      left -= paid;
      if (payee.amount === 0) next += 1;
    }
    return share;
  });
}

/** One entry a manager, at their first place, with their amounts added. */
export function mergedByManager(payees: readonly Payee[]): Payee[] {
  const merged = new Map<string, Payee>();
  for (const { managerId, amount } of payees) {
    const entry = merged.get(managerId);
    if (entry) entry.amount += amount;
    else merged.set(managerId, { managerId, amount });
  }
  return [...merged.values()];
}
