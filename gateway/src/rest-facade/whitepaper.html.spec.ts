import { ACHIEVEMENTS, LEAGUE_CHAMPION_MIN_SCORING_MEMBERS } from '@sfl/contracts';
import { escapeHtml, whitepaperHtml } from './whitepaper.html';

describe('whitepaperHtml', () => {
  const game = {
    scoringRules: [
      {
        rule: 'goal',
        action: '<script>alert(1)</script> & "goal"',
        note: null,
        points: [{ group: 'ATT' as const, points: 4 }],
      },
    ],
    currentSeason: null,
  };

  it('should escape every text it writes', () => {
    const html = whitepaperHtml(game, {
      formations: ['4-3-3</li><img src=x onerror=alert(1)>'],
      squadSize: 17,
      starters: 11,
      benchSize: 6,
      captainMultiplier: 2,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;goal&quot;');
  });

  it('should render the squad rules it is given', () => {
    const html = whitepaperHtml(game, {
      formations: ['4-3-3', '4-4-2'],
      squadSize: 17,
      starters: 11,
      benchSize: 6,
      captainMultiplier: 2,
    });
    expect(html).toContain('A squad has 17 players: 11 starters and 6 on the bench.');
    expect(html).toContain('Formations: 4-3-3, 4-4-2.');
    expect(html).toContain('the captain&#39;s points count 2x');
  });

  it('should state what counts for each achievement beside its title and reward', () => {
    const html = whitepaperHtml(game, null);
    for (const { title, rule } of ACHIEVEMENTS) {
      expect(html).toContain(`<th scope="row">${escapeHtml(title)}</th>`);
      expect(html).toContain(escapeHtml(rule));
    }
    expect(html).toContain(
      'each at or above its card&#39;s tier floor (Legendary 1,250 SPL, Epic 250 SPL, Rare 50 SPL, Common 10 SPL)',
    );
    expect(html).toContain(`at least ${LEAGUE_CHAMPION_MIN_SCORING_MEMBERS} members scored points`);
    expect(html).toContain('<td>2,500 SPL</td>');
    expect(html).toContain('A manager is paid at most 3,000 SPL of achievements per gameweek');
    expect(html).toContain(
      'All managers together are paid at most 2,000,000 SPL of achievements per gameweek',
    );
  });
});
