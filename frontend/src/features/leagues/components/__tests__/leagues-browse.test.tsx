import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeagueStatus } from '@/graphql/__generated__/graphql';
import { always, variablesOf } from '@/testing/apollo-test-link';
import { availableLeaguesMock, leagueCard, myLeague, myLeaguesMock } from '@/testing/league-fixtures';
import {
  availableList,
  dialog,
  leagueCardNamed,
  renderLeagues,
} from '@/features/leagues/components/__tests__/leagues-test-harness';

const sunday = leagueCard('l-1', 'Sunday Legends', {
  description: 'Only the bravest',
  maxParticipants: 12,
  memberCount: 5,
  entryFee: 50,
  prizePool: 1_500,
  status: 'OPEN',
});
const office = leagueCard('l-2', 'Office Cup', { status: 'ACTIVE', phase: 'RUNNING' });
const packed = leagueCard('l-3', 'Packed House', { status: 'CLOSED', memberCount: 20 });

describe('leagues page (/leagues): browsing', () => {
  it("should list every one of the manager's leagues, read a page at a time, and no page past the last", async () => {
    const leagues = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => myLeague(`l-${from + i}`, `League ${from + i}`, 1, 0));
    const { operations } = renderLeagues([
      myLeaguesMock(leagues(0, 20)),
      myLeaguesMock(leagues(20, 1), 20),
      availableLeaguesMock([]),
    ]);

    expect(await screen.findByRole('group', { name: 'League 20' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'My Leagues' })).getAllByRole('listitem')).toHaveLength(
      21,
    );
    expect(variablesOf(operations, 'MyLeaguesFrom')).toEqual([{ offset: 20 }]);
  });

  it("should show the title, the Join League and Create League buttons, and the manager's leagues with rank, points and View Details", async () => {
    renderLeagues([
      myLeaguesMock([myLeague('l-9', 'Friday Five', 2, 1_234)]),
      availableLeaguesMock([sunday]),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Fantasy Leagues' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join League' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create League' })).toBeVisible();

    const mine = await screen.findByRole('group', { name: 'Friday Five' });
    expect(within(screen.getByRole('list', { name: 'My Leagues' })).getAllByRole('listitem')).toHaveLength(1);
    expect(mine).toHaveTextContent('Rank #2');
    expect(mine).toHaveTextContent('Current Points');
    expect(within(mine).getByTestId('my-league-points')).toHaveTextContent('1,234');
    const details = within(mine).getByRole('link', { name: 'View Details: Friday Five' });
    expect(details).toHaveTextContent('View Details');
    expect(details).toHaveAttribute('href', '/leagues/l-9');
  });

  it('should show each available league with its status, description, Max Participants, Entry Fee and Prize Pool in SPL', async () => {
    renderLeagues([myLeaguesMock([]), availableLeaguesMock([sunday, office])]);

    const card = await screen.findByRole('group', { name: 'Sunday Legends' });
    expect(within(card).getByTestId('league-status')).toHaveTextContent('open');
    expect(card).toHaveTextContent('Only the bravest');
    expect(card).toHaveTextContent(/Max Participants\s*5 \/ 12/);
    expect(card).toHaveTextContent(/Entry Fee\s*50 SPL/);
    expect(card).toHaveTextContent(/Prize Pool\s*1,500 SPL/);
    expect(within(card).getByRole('link', { name: 'Sunday Legends' })).toHaveAttribute(
      'href',
      '/leagues/l-1',
    );
    expect(within(card).getByRole('button', { name: 'Join League: Sunday Legends' })).toBeEnabled();
    expect(screen.getByText('Showing 2 of 2')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(await screen.findByText(/You are not in a league yet/)).toBeVisible();
  });

  it('should colour the status badge: active green, open blue, closed red, anything else grey', async () => {
    const other = leagueCard('l-4', 'Odd One', { status: 'SUSPENDED' as LeagueStatus });
    renderLeagues([myLeaguesMock([]), availableLeaguesMock([office, sunday, packed, other])]);
    await waitFor(() => expect(within(availableList()).getAllByRole('listitem')).toHaveLength(4));

    const badge = (name: string) => within(leagueCardNamed(name)).getByTestId('league-status');
    expect(badge('Office Cup')).toHaveTextContent('active');
    expect(badge('Office Cup')).toHaveClass('bg-emerald-100');
    expect(badge('Sunday Legends')).toHaveClass('bg-sky-100');
    expect(badge('Packed House')).toHaveTextContent('closed');
    expect(badge('Packed House')).toHaveClass('bg-red-100');
    expect(badge('Odd One')).toHaveTextContent('suspended');
    expect(badge('Odd One')).toHaveClass('bg-slate-100');
  });

  it("should offer no join on a closed league: its button is disabled and reads 'Full'", async () => {
    renderLeagues([myLeaguesMock([]), availableLeaguesMock([packed, office])]);
    await waitFor(() => expect(within(availableList()).getAllByRole('listitem')).toHaveLength(2));

    const full = within(leagueCardNamed('Packed House')).getByRole('button');
    expect(full).toHaveTextContent('Full');
    expect(full).toBeDisabled();
    // An active league still takes members.
    expect(
      within(leagueCardNamed('Office Cup')).getByRole('button', { name: 'Join League: Office Cup' }),
    ).toBeEnabled();
  });

  it("should show a league being played as active, not a red 'closed', with a join button that says it started", async () => {
    const played = leagueCard('l-6', 'Midweek Masters', { status: 'CLOSED', phase: 'RUNNING' });
    const over = leagueCard('l-7', 'Last Season', { status: 'CLOSED', phase: 'FINISHED' });
    renderLeagues([myLeaguesMock([]), availableLeaguesMock([played, over])]);
    await waitFor(() => expect(within(availableList()).getAllByRole('listitem')).toHaveLength(2));

    const badge = within(leagueCardNamed('Midweek Masters')).getByTestId('league-status');
    expect(badge).toHaveTextContent('active');
    expect(badge).toHaveClass('bg-emerald-100');
    const started = within(leagueCardNamed('Midweek Masters')).getByRole('button');
    expect(started).toHaveTextContent('Started');
    expect(started).toBeDisabled();
    expect(within(leagueCardNamed('Last Season')).getByTestId('league-status')).toHaveTextContent('closed');
    expect(within(leagueCardNamed('Last Season')).getByRole('button')).toHaveTextContent('Finished');
  });

  it('should link a league the manager is in to its page instead of offering to join it', async () => {
    const member = leagueCard('l-5', 'Mine Already', {
      myMembership: { __typename: 'LeagueMembership', id: 'm-5', status: 'ACTIVE' },
    });
    renderLeagues([myLeaguesMock([]), availableLeaguesMock([member])]);

    const card = await screen.findByRole('group', { name: 'Mine Already' });
    expect(within(card).getByRole('link', { name: 'Member: open Mine Already' })).toHaveAttribute(
      'href',
      '/leagues/l-5',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it("should say 'No Leagues Available' and open Create League from 'Create First League'", async () => {
    renderLeagues([myLeaguesMock([]), availableLeaguesMock([])]);

    expect(await screen.findByText('No Leagues Available')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create First League' }));

    expect(dialog()).toHaveAccessibleName('Create League');
    expect(within(dialog()).getByRole('textbox', { name: 'League name' })).toBeVisible();
  });

  it('should read the available leagues a page at a time, by the total, with Load more', async () => {
    const first = Array.from({ length: 12 }, (_, index) => leagueCard(`p-${index}`, `League ${index + 1}`));
    const { operations } = renderLeagues([
      myLeaguesMock([]),
      availableLeaguesMock(first, { total: 13 }),
      availableLeaguesMock([leagueCard('p-12', 'League 13')], { total: 13, offset: 12 }),
    ]);
    await waitFor(() => expect(within(availableList()).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.getByText('Showing 12 of 13')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(availableList()).getAllByRole('listitem')).toHaveLength(13));
    expect(leagueCardNamed('League 13')).toBeVisible();
    expect(screen.getByText('Showing 13 of 13')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(variablesOf(operations, 'AvailableLeagues')).toEqual([
      { limit: 12, offset: 0 },
      { limit: 12, offset: 12 },
    ]);
  });

  it('should say when the leagues could not be loaded, and read them again on Try again', async () => {
    renderLeagues([
      always(myLeaguesMock([])),
      { request: availableLeaguesMock([]).request, error: new Error('offline') },
      availableLeaguesMock([sunday]),
    ]);

    expect(await screen.findByText('The leagues could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('group', { name: 'Sunday Legends' })).toBeVisible();
  });
});
