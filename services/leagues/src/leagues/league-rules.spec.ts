import { prizesByPlace, rankStandings } from './league-rules';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('league rules', () => {
  describe('rankStandings', () => {
    it('should split equal points by the last gameweek, then by the earlier join', () => {
      const ranked = rankStandings([
        { managerId: 'late', joinedAt: at(2), points: 30, lastGameweekPoints: 8 },
        { managerId: 'early', joinedAt: at(1), points: 30, lastGameweekPoints: 8 },
        { managerId: 'strong-finish', joinedAt: at(3), points: 30, lastGameweekPoints: 12 },
        { managerId: 'leader', joinedAt: at(4), points: 40, lastGameweekPoints: 0 },
      ]);
      expect(ranked.map((r) => [r.managerId, r.rank])).toEqual([
        ['leader', 1],
        ['strong-finish', 2],
        ['early', 3],
        ['late', 4],
      ]);
    });

    it('should share a rank only when nothing splits them', () => {
      const ranked = rankStandings([
        { managerId: 'a', joinedAt: at(1), points: 5, lastGameweekPoints: 5 },
        { managerId: 'b', joinedAt: at(1), points: 5, lastGameweekPoints: 5 },
        { managerId: 'c', joinedAt: at(2), points: 1, lastGameweekPoints: 1 },
      ]);
      expect(ranked.map((r) => r.rank)).toEqual([1, 1, 3]);
    });
  });

  describe('prizesByPlace', () => {
    const prizes = { secondPrize: 30, thirdPrize: 10 };

    it('should give 2nd and 3rd their prizes and the winner the rest of the pot', () => {
      expect(prizesByPlace(160, prizes, 4)).toEqual([120, 30, 10, 0]);
    });

    it("should give an empty place's prize to the winner", () => {
      expect(prizesByPlace(100, prizes, 2)).toEqual([70, 30]);
      expect(prizesByPlace(100, prizes, 1)).toEqual([100]);
      expect(prizesByPlace(100, prizes, 0)).toEqual([]);
    });

    it('should always share out exactly the pot', () => {
      for (const places of [1, 2, 3, 7])
        expect(prizesByPlace(75, prizes, places).reduce((sum, prize) => sum + prize, 0)).toBe(75);
    });
  });
});
