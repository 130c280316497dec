import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { WhitepaperPage } from '@/app/routes/whitepaper-page';
import { mockApi } from '@/testing/mock-api';
import { TestCurrentUser } from '@/testing/test-current-user';

function renderRules() {
  render(
    <TestCurrentUser username={null}>
      <MemoryRouter>
        <WhitepaperPage />
      </MemoryRouter>
    </TestCurrentUser>,
  );
}

const RULES_HTML = `<!doctype html><html><head><title>Rules</title><style>body{}</style></head><body>
<h1>Sui Fantasy League rules</h1>
<section id="squad"><h2>Squad</h2><p>A squad has <strong>17</strong> players.</p>
<table><caption>Points</caption><thead><tr><th scope="col">Action</th><th>Points</th></tr></thead>
<tbody><tr><td>Goal by a forward</td><td>4</td></tr></tbody></table></section>
</body></html>`;

describe('game rules page (/whitepaper)', () => {
  it('should show Loading game rules... and then the rules from GET /api/whitepaper', async () => {
    const fetchMock = mockApi({ 'GET /api/whitepaper': { status: 200, body: RULES_HTML } });
    renderRules();

    expect(screen.getByRole('status')).toHaveTextContent('Loading game rules...');
    const rules = await screen.findByRole('article', { name: 'Game rules' });

    expect(within(rules).getByRole('heading', { level: 2, name: 'Sui Fantasy League rules' })).toBeVisible();
    expect(within(rules).getByRole('heading', { level: 3, name: 'Squad' })).toBeVisible();
    expect(within(rules).getByRole('cell', { name: 'Goal by a forward' })).toBeVisible();
    expect(within(rules).getByRole('table', { name: 'Points' })).toBeVisible();
    // On a phone a wide table scrolls on its own, in a region the keyboard can reach.
    const scroll = within(rules).getByRole('region', { name: 'Points table' });
    expect(scroll).toHaveAttribute('tabindex', '0');
    expect(within(scroll).getByRole('table', { name: 'Points' })).toBeVisible();
    expect(screen.queryByText('Loading game rules...')).not.toBeInTheDocument();
    expect(rules).not.toHaveTextContent('body{}');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).toMatchObject({ Accept: 'text/html' });
  });

  it('should link Back to Game to / and the three cards to /squad, /leagues and /marketplace', async () => {
    mockApi({ 'GET /api/whitepaper': { status: 200, body: RULES_HTML } });
    renderRules();

    expect(screen.getByRole('heading', { level: 1, name: 'Game Rules' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Game' })).toHaveAttribute('href', '/');
    const cards = within(screen.getByRole('navigation', { name: 'Get started' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/squad', '/leagues', '/marketplace']);
    expect(cards[0]).toHaveTextContent('Select your 17-player squad from your NFT collection');
    await screen.findByRole('article', { name: 'Game rules' });
  });

  it('should never run scripts or event handlers, nor keep javascript: links, from the answer', async () => {
    const hostile = `<p id="p1" onclick="window.hacked = true">Tap</p><script>window.hacked = true</script>
      <img src="x" onerror="window.hacked = true"><a href="javascript:window.hacked = true">bad</a>
      <a href="/squad">Squad</a><iframe srcdoc="<script>window.hacked = true</script>"></iframe>`;
    mockApi({ 'GET /api/whitepaper': { status: 200, body: hostile } });
    renderRules();

    const rules = await screen.findByRole('article', { name: 'Game rules' });

    expect(rules.querySelector('script, img, iframe, [onclick]')).toBeNull();
    expect(within(rules).getByText('bad')).not.toHaveAttribute('href');
    expect(within(rules).getByRole('link', { name: 'Squad' })).toHaveAttribute('href', '/squad');
    expect(within(rules).getByText('Tap')).toHaveAttribute('id', 'p1');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('should say the rules could not be loaded, and load them on Try again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/whitepaper': () =>
        ++calls <= 3 ? { status: 503, statusText: 'Service Unavailable' } : { status: 200, body: RULES_HTML },
    });
    renderRules();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game rules could not be loaded.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Game rules' })).toHaveTextContent('17 players');
  });
});
