export interface ScoredMember {
  member: string;
  score: number;
}

// Redis's order: score, then member (byte order; members here are ASCII, where it equals JS order).
const compare = (a: ScoredMember, b: ScoredMember) =>
  a.score - b.score || (a.member < b.member ? -1 : a.member > b.member ? 1 : 0);

/**
 * The in-process store's sorted set: members kept in Redis's order in an array, so a rank is a
 * binary search and a page a slice, as cheap as ZRANK/ZRANGE for the sizes one process holds.
 */
export class SortedSet {
  private readonly scores = new Map<string, number>();
  private readonly ordered: ScoredMember[] = [];

  constructor(public expiresAt = Number.POSITIVE_INFINITY) {}

  get size() {
    return this.ordered.length;
  }

  add(member: string, score: number) {
    this.remove(member);
    const entry = { member, score };
    this.ordered.splice(this.position(entry), 0, entry);
    this.scores.set(member, score);
  }

  remove(member: string) {
    const score = this.scores.get(member);
    if (score === undefined) return;
    this.ordered.splice(this.position({ member, score }), 1);
    this.scores.delete(member);
  }

  /** Position from the lowest score, or null for a non-member. */
  rank(member: string): number | null {
    const score = this.scores.get(member);
    return score === undefined ? null : this.position({ member, score });
  }

  score(member: string): number | undefined {
    return this.scores.get(member);
  }

  /** Members from position `start` to `stop` inclusive, lowest score first. */
  range(start: number, stop: number): ScoredMember[] {
    if (stop < start || stop < 0) return [];
    return this.ordered.slice(start, stop + 1).map((entry) => ({ ...entry }));
  }

  // First position whose entry is not below `entry` (its own position when it is a member).
  private position(entry: ScoredMember) {
    let low = 0;
    let high = this.ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(this.ordered[middle], entry) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
