import { NOTIFICATION_TITLE_MAX } from '@sfl/contracts';
import { championshipStatusNotice, leagueJoinedNotice } from './notification-texts';

describe('notification texts', () => {
  const championship = { name: 'Community Cup GW 5-7', startGameweek: 5, endGameweek: 7 };

  it('should say each status of a championship, and name it generically while it is unknown', () => {
    expect(championshipStatusNotice(championship, 'completed')).toEqual({
      title: 'Community Cup GW 5-7 is over',
      body: 'Its last gameweek is final: see how you finished.',
      link: '/championships',
    });
    expect(championshipStatusNotice(null, 'upcoming')).toEqual({
      title: 'A championship you pre-registered for: pre-registration is closed',
      body: 'It starts with its first gameweek.',
      link: '/championships',
    });
  });

  it('should cut a name that would make the title too long, not refuse it', () => {
    const { title } = leagueJoinedNotice('6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e', 'x'.repeat(300), 1);
    expect(title).toHaveLength(NOTIFICATION_TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
  });

  it('should count members in the singular and the plural', () => {
    const id = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
    expect(leagueJoinedNotice(id, 'Solo', 1).body).toBe('1 member so far.');
    expect(leagueJoinedNotice(id, 'Duo', 2).body).toBe('2 members so far.');
  });
});
