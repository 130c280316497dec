import { defaultChampionships } from './default-schedule';

const DAY_MS = 86_400_000;
const season = { firstGameweek: 39, lastGameweek: 46 };
const deadlines = new Map(
  Array.from({ length: 46 }, (_, k) => [k + 1, new Date(Date.UTC(2031, 0, 1) + k * 7 * DAY_MS)] as const),
);
const slots = (liveThrough: number, finished: number[] = []) =>
  defaultChampionships(season, deadlines, { liveThrough, finished: new Set(finished) }).map(
    (c) => `${c.startGameweek}-${c.endGameweek} ${c.leagueType} closes@${c.registrationGameweek}`,
  );

describe('the default schedule', () => {
  it('should plan one championship every two gameweeks, three long, six gameweeks ahead', () => {
    expect(slots(0)).toEqual([
      '39-41 super closes@37',
      '41-43 test_championship closes@39',
      '43-45 other closes@41',
    ]);
  });

  it('should look ahead of the latest live gameweek, keep inside the season and drop finished ones', () => {
    expect(slots(42, [41])).toEqual(['41-43 test_championship closes@39', '43-45 other closes@41']);
  });

  it('should leave out a championship whose start has no planned deadline yet', () => {
    const known = new Map([...deadlines].filter(([gameweek]) => gameweek !== 41));
    expect(
      defaultChampionships(season, known, { liveThrough: 0, finished: new Set() }).map(
        (c) => c.startGameweek,
      ),
    ).toEqual([39, 43]);
  });

  it('should close registration at the planned deadline two gameweeks before the start', () => {
    const [first] = defaultChampionships(season, deadlines, { liveThrough: 0, finished: new Set() });
    expect(first).toMatchObject({ registrationDeadline: deadlines.get(37), startDate: deadlines.get(39) });
  });
});
