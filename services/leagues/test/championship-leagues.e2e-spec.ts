import { randomUUID } from 'node:crypto';
import { ChampionshipOpened } from '@sfl/contracts';
import { leagueSuite } from './league-world';
import { JOIN_LEAGUE } from './operations/leagues.operations';

describe("leagues subgraph: championships' leagues", () => {
  const s = leagueSuite();
  let championshipId: string;
  let entrants: string[];

  beforeEach(() => {
    championshipId = randomUUID();
    entrants = [randomUUID(), randomUUID(), randomUUID()];
  });

  const open = (maxParticipants = 4) =>
    s.t.publish(ChampionshipOpened, championshipId, {
      championshipId,
      name: 'Super Cup',
      description: 'The big one',
      leagueType: 'super',
      maxParticipants,
      startGameweek: 2,
      endGameweek: 3,
      entrantIds: entrants,
      openedAt: new Date().toISOString(),
    });

  it("should open a league with the championship's id, terms and entrants", async () => {
    await open();
    expect(await s.world.league(entrants[0]!, championshipId)).toMatchObject({
      id: championshipId,
      name: 'Super Cup',
      description: 'The big one',
      championship: true,
      creator: null,
      inviteCode: null,
      entryFee: 0,
      prizePool: 0,
      maxParticipants: 4,
      memberCount: 3,
      startGameweek: 2,
      endGameweek: 3,
      status: 'ACTIVE',
      phase: 'UPCOMING',
      myMembership: { status: 'ACTIVE' },
      standings: entrants.map((id, index) => ({ rank: index + 1, manager: { id }, points: 0 })),
    });
    const events = await s.world.recorded();
    expect(events.map((event) => event.type)).toEqual([
      'LeagueCreated',
      'LeagueMemberJoined',
      'LeagueMemberJoined',
      'LeagueMemberJoined',
    ]);
    expect(events[0]!.payload).toMatchObject({
      leagueId: championshipId,
      creatorId: null,
      championship: true,
    });
  });

  it('should take members, free of charge, while it runs and has seats', async () => {
    await open();
    await s.t.passDeadline(2);
    const joiner = randomUUID();
    expect(await s.world.join(joiner, championshipId)).toMatchObject({
      status: 'ACTIVE',
      league: { memberCount: 4, status: 'CLOSED' },
    });
    expect(await s.world.recorded('CompetitionStakeRequested')).toEqual([]);
    expect(await s.world.refused(randomUUID(), JOIN_LEAGUE, { leagueId: championshipId })).toEqual([
      'CONFLICT',
      'This league is full',
    ]);
  });

  it("should count a late joiner's points from the gameweek after his join only", async () => {
    await open();
    const [first] = entrants;
    const late = randomUUID();
    for (const manager of [first!, late]) await s.t.lockLineup(manager, 2);
    await s.t.passDeadline(2);
    await s.t.scorePoints(first!, 2, 10, true);
    // The late joiner scored well in gameweek 2 elsewhere: those points stay out of this league.
    await s.t.scorePoints(late, 2, 90, true);
    expect(await s.world.join(late, championshipId)).toMatchObject({ status: 'ACTIVE', firstGameweek: 3 });
    for (const manager of [first!, late]) await s.t.lockLineup(manager, 3);
    await s.t.passDeadline(3);
    await s.t.scorePoints(first!, 3, 5);
    await s.t.scorePoints(late, 3, 7);
    const league = await s.world.league(late, championshipId);
    expect(league.standings.slice(0, 2)).toEqual([
      expect.objectContaining({ manager: { id: first }, points: 15 }),
      expect.objectContaining({ manager: { id: late }, points: 7, lastGameweekPoints: 7 }),
    ]);
    expect(league.gameweeks[0]).toMatchObject({
      gameweek: 2,
      scores: expect.arrayContaining([{ manager: { id: late }, points: 0 }]),
    });
  });

  it('should take no member once its last gameweek has started', async () => {
    await open();
    await s.t.passDeadline(2);
    await s.t.passDeadline(3);
    expect(await s.world.refused(randomUUID(), JOIN_LEAGUE, { leagueId: championshipId })).toEqual([
      'CONFLICT',
      'This league takes no more members',
    ]);
  });

  it('should finish with its standings and no payout', async () => {
    await open();
    for (const gameweek of [2, 3]) {
      await s.t.passDeadline(gameweek);
      await s.t.finishGameweek(gameweek);
    }
    await s.t.settleLeagues();
    expect(await s.world.league(null, championshipId)).toMatchObject({ phase: 'FINISHED', status: 'CLOSED' });
    expect(await s.world.recorded('CompetitionPayoutRequested')).toEqual([]);
    expect((await s.world.recorded('LeagueFinished'))[0]!.payload).toMatchObject({
      leagueId: championshipId,
      championship: true,
      cancelled: false,
    });
    expect(await s.world.refused(randomUUID(), JOIN_LEAGUE, { leagueId: championshipId })).toEqual([
      'CONFLICT',
      'This league takes no more members',
    ]);
  });

  it('should seat only as many entrants as it has seats, and change nothing when told again', async () => {
    await open(2);
    await s.t.redeliverAll();
    expect(await s.world.league(null, championshipId)).toMatchObject({ memberCount: 2, status: 'CLOSED' });
    expect(await s.world.recorded('LeagueCreated')).toHaveLength(1);
  });
});
