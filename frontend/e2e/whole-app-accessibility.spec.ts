import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { graphql } from './__generated__';
import { AppShell } from './pages/app-shell.page';
import { HomePage } from './pages/home.page';
import { SquadPage } from './pages/squad.page';
import {
  expectNoContrastViolations,
  expectNoHorizontalOverflow,
  expectNoViolations,
} from './support/accessibility';
import { playNextGameweek, withHeldGameClock } from './support/game-clock';
import { graphqlAs } from './support/graphql-request';
import { fieldSquad, newManager } from './support/managers';
import { keepScreenshot } from './support/screenshots';

const CreateLeagueDocument = graphql(`
  mutation E2eA11yLeague($input: CreateLeagueInput!) {
    createLeague(input: $input) {
      id
    }
  }
`);

const MyFirstStarterDocument = graphql(`
  query E2eA11yStarter {
    mySquad {
      slots {
        card {
          footballer {
            id
            name
          }
        }
      }
    }
  }
`);

type Visitor = 'guest' | 'manager';
type Route = {
  path: string;
  heading: string | RegExp;
  as: Visitor;
  /** What a visitor does first, so the checks see more than the page as it opens. */
  then?: (page: Page, phone: boolean) => Promise<void>;
};

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;
const DARK = /(^|\s)dark(\s|$)/;

// The squad builder with a slot at the top of the pitch chosen: the players it can take, each with its
// Add button, come into view under the pitch at every size (on a phone, the pitch alone fills the screen).
async function chooseForwardSlot(page: Page): Promise<void> {
  const squad = new SquadPage(page);
  await squad.pitchSlots.last().click();
  await expect(squad.selectedSlot.getByRole('button', { name: /^Add / }).first()).toBeInViewport({
    ratio: 1,
  });
}

// The header with the manager's name and logging out on show: on a phone, in the unfolded menu.
async function showSession(page: Page, phone: boolean): Promise<void> {
  const shell = new AppShell(page);
  if (phone) await shell.menuButton.click();
  await expect(shell.banner.getByText(/^Signed in as /)).toBeVisible();
  await expect(shell.logoutLink).toBeVisible();
}

// Home with a match of Live Matches open in its dialog (score and timeline).
async function openFirstMatch(page: Page): Promise<void> {
  const home = new HomePage(page);
  await home.liveMatchRows.first().click();
  await expect(home.matchDialog.getByTestId('match-dialog-score')).toBeVisible();
}

// Every route of the app (app-routes.tsx), each opened as whoever can see it: the guest-only pages as a
// guest, the rest as a manager who has fielded a squad and created a league.
function routes(leagueId: string, player: { id: string; name: string }): Route[] {
  return [
    { path: '/', heading: 'Welcome to Sui Fantasy League', as: 'guest' },
    { path: '/login', heading: 'Log in', as: 'guest' },
    { path: '/register', heading: 'Create an account', as: 'guest' },
    { path: '/', heading: 'Welcome to Sui Fantasy League', as: 'manager', then: showSession },
    { path: '/', heading: 'Welcome to Sui Fantasy League', as: 'manager', then: openFirstMatch },
    { path: '/squad', heading: 'Squad Builder', as: 'manager', then: chooseForwardSlot },
    { path: '/team', heading: 'Team Management', as: 'manager' },
    { path: '/marketplace', heading: 'Player Marketplace', as: 'manager' },
    { path: '/leagues', heading: 'Fantasy Leagues', as: 'manager' },
    { path: `/leagues/${leagueId}`, heading: /^A11y League/, as: 'manager' },
    { path: '/leaderboard', heading: 'Global Leaderboard', as: 'manager' },
    { path: '/h2h', heading: 'Head-to-Head Battles', as: 'manager' },
    { path: '/nft-marketplace', heading: 'NFT Marketplace', as: 'manager' },
    { path: '/spl-rewards', heading: 'SPL Rewards', as: 'manager' },
    { path: '/championships', heading: 'Championships', as: 'manager' },
    { path: '/achievements', heading: 'Achievements', as: 'manager' },
    { path: '/injuries', heading: 'Injury Center', as: 'manager' },
    { path: '/whitepaper', heading: 'Game Rules', as: 'manager' },
    { path: '/wallet', heading: 'Sui Wallet Integration', as: 'manager' },
    { path: '/settings/notifications', heading: 'Notification settings', as: 'manager' },
    { path: `/players/${player.id}`, heading: player.name, as: 'manager' },
    { path: '/no/such/page', heading: '404 Page Not Found', as: 'manager' },
  ];
}

let managerState: BrowserContextOptions['storageState'];
let routeList: Route[] = [];

// One manager for both sizes: registered, starter pack in, a 4-3-3 saved, a league of his own, and a
// gameweek started.
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(2 * 60_000);
  const manager = await newManager(browser, baseURL!);
  await fieldSquad(manager);
  const { createLeague } = await graphqlAs(manager.page.request, CreateLeagueDocument, {
    input: { name: `A11y League ${manager.credentials.username}` },
  });
  const { mySquad } = await graphqlAs(manager.page.request, MyFirstStarterDocument);
  const player = mySquad.slots.find(({ card }) => card)!.card!.footballer;
  // A gameweek under way, so Live Matches has a match to open while the tests hold the clock.
  await playNextGameweek(baseURL!, manager.page.request, 'STARTED');
  routeList = routes(createLeague.id, player);
  managerState = await manager.page.context().storageState();
  await manager.page.context().close();
});

/** Opens the route and waits until its data has replaced the loading skeletons. */
async function open(page: Page, { path, heading, then }: Route, phone: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await then?.(page, phone);
}

/** A full-page screenshot of the route, named by size, theme and visitor. */
async function keepRouteScreenshot(page: Page, size: string, theme: string, route: Route): Promise<void> {
  const then = route.then ? `-${route.then.name}` : '';
  const name = `${size}-${theme}-${route.as}${route.path.replaceAll('/', '_')}${then}.png`;
  await keepScreenshot(page, name, { fullPage: true });
}

// Each route once per size, in a context per size and visitor: checked in the light theme (the browser's
// default scheme), then followed into the dark theme without a reload, where only colours change.
for (const { name, viewport, phone } of SIZES) {
  test(`every route should fit the screen and have no WCAG A/AA violations, light or dark (${name})`, async ({
    browser,
    baseURL,
  }) => {
    // Two to five minutes on a loaded 2-core machine: 23 pages, each checked twice by axe and kept in
    // two full-page screenshots.
    test.setTimeout(8 * 60_000);
    const contexts = {
      guest: await browser.newContext({ baseURL, viewport }),
      manager: await browser.newContext({ baseURL, viewport, storageState: managerState }),
    };
    const pages = { guest: await contexts.guest.newPage(), manager: await contexts.manager.newPage() };
    // Held, the game changes nothing under axe: no goal lights a match row up, no full time recolours a
    // badge while axe measures it in mid-transition. Held for minutes, the game ends that far behind the
    // calendar the other services keep in real time (championships date pre-registration by it): this
    // spec runs last (files run in name order), so no other spec finds the game behind.
    await withHeldGameClock(baseURL!, async () => {
      for (const route of routeList) {
        const page = pages[route.as];
        await test.step(`${route.path} (${route.as}${route.then ? `, ${route.then.name}` : ''})`, async () => {
          await page.emulateMedia({ colorScheme: 'light' });
          await open(page, route, phone);
          await expect(page.locator('html')).not.toHaveClass(DARK);
          await expectNoHorizontalOverflow(page);
          await expectNoViolations(page);
          await keepRouteScreenshot(page, name, 'light', route);

          await page.emulateMedia({ colorScheme: 'dark' });
          await expect(page.locator('html')).toHaveClass(DARK);
          await expectNoContrastViolations(page);
          await keepRouteScreenshot(page, name, 'dark', route);
        });
      }
    });
    await contexts.guest.close();
    await contexts.manager.close();
  });
}
