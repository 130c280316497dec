import { splitAcrossHolds } from './payout-split';

describe('splitAcrossHolds', () => {
  const total = (payees: { amount: number }[]) => payees.reduce((sum, payee) => sum + payee.amount, 0);

  it('should fill each hold from the payees in order, each share exactly its hold', () => {
    const holds = [500, 50, 50, 50];
    const shares = splitAcrossHolds(holds, [
      { managerId: 'first', amount: 300 },
      { managerId: 'second', amount: 150 },
      { managerId: 'third', amount: 50 },
      { managerId: 'first', amount: 150 },
    ]);
    expect(shares).toEqual([
      [
        { managerId: 'first', amount: 450 },
        { managerId: 'second', amount: 50 },
      ],
      [{ managerId: 'second', amount: 50 }],
      [{ managerId: 'second', amount: 50 }],
      [{ managerId: 'third', amount: 50 }],
    ]);
    expect(shares.map(total)).toEqual(holds);
  });

  it('should pay one payee from several holds and several payees from one hold', () => {
    expect(splitAcrossHolds([25, 25], [{ managerId: 'winner', amount: 50 }])).toEqual([
      [{ managerId: 'winner', amount: 25 }],
      [{ managerId: 'winner', amount: 25 }],
    ]);
    expect(
      splitAcrossHolds(
        [10],
        [
          { managerId: 'a', amount: 3 },
          { managerId: 'b', amount: 7 },
        ],
      ),
    ).toEqual([
      [
        { managerId: 'a', amount: 3 },
        { managerId: 'b', amount: 7 },
      ],
    ]);
  });

  it('should leave the payees given as they were', () => {
    const payees = [{ managerId: 'a', amount: 10 }];
    splitAcrossHolds([4, 6], payees);
    expect(payees).toEqual([{ managerId: 'a', amount: 10 }]);
  });
});
