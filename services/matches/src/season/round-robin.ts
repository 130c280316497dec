export interface Pairing<T> {
  home: T;
  away: T;
}

/**
 * A double round robin by the circle method: the first team stays put while the others rotate,
 * giving n − 1 rounds in which everyone plays once; the second half repeats them with home and
 * away swapped. Venues alternate round by round, so no team plays many home games in a row.
 */
export function doubleRoundRobin<T>(teams: readonly T[]): Pairing<T>[][] {
  if (teams.length < 2 || teams.length % 2) throw new Error('A round robin needs an even number of teams');
  const n = teams.length;
  let circle = [...teams];
  const firstHalf: Pairing<T>[][] = [];
  for (let round = 0; round < n - 1; round++) {
    const pairings: Pairing<T>[] = [];
    for (let i = 0; i < n / 2; i++) {
      const [a, b] = [circle[i]!, circle[n - 1 - i]!];
      pairings.push((round + i) % 2 === 0 ? { home: a, away: b } : { home: b, away: a });
    }
    firstHalf.push(pairings);
    circle = [circle[0]!, circle[n - 1]!, ...circle.slice(1, n - 1)];
  }
  const secondHalf = firstHalf.map((round) => round.map(({ home, away }) => ({ home: away, away: home })));
  return [...firstHalf, ...secondHalf];
}
