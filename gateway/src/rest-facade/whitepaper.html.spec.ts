import { whitepaperHtml } from './whitepaper.html';

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
});
