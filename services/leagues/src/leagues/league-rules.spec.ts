import { prizesByPlace } from './league-rules';

describe('league rules', () => {
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
