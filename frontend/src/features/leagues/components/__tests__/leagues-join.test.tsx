import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JoinLeagueByCodeDocument, JoinLeagueDocument } from '@/features/leagues/api/league.mutations';
import { STAKE_FOLLOW_DELAYS_MS } from '@/features/leagues/utils/follow-until';
import type { LeagueMembershipFieldsFragment } from '@/graphql/__generated__/graphql';
import { always, mutationMock, variablesOf } from '@/testing/apollo-test-link';
import {
  availableLeaguesMock,
  leagueCard,
  leagueDetails,
  leagueDetailsMock,
  membership,
  membershipMock,
  myLeague,
  myLeaguesMock,
} from '@/testing/league-fixtures';
import {
  dialog,
  leagueCardNamed,
  renderLeagues,
} from '@/features/leagues/components/__tests__/leagues-test-harness';

const paid = leagueCard('l-1', 'Sunday Legends', { entryFee: 50, memberCount: 4 });
const free = leagueCard('l-2', 'Office Cup');

const joinMock = (leagueId: string, answer: LeagueMembershipFieldsFragment | GraphQLError) =>
  mutationMock(JoinLeagueDocument, { leagueId }, 'joinLeague', answer);
const joinByCodeMock = (inviteCode: string, answer: LeagueMembershipFieldsFragment | GraphQLError) =>
  mutationMock(JoinLeagueByCodeDocument, { inviteCode }, 'joinLeagueByCode', answer);

const sumOf = (delays: readonly number[]) => delays.reduce((total, delay) => total + delay, 0);

afterEach(() => {
  jest.useRealTimers();
});

const codeInput = () => within(dialog()).getByRole('textbox', { name: 'Invite code' });
const sendCode = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Join League' }));

async function openJoinDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
  return dialog();
}

describe('leagues page (/leagues): joining', () => {
  it("should ask for an invite code: placeholder '6-character invite code', 'Invite code is required', no length rule", async () => {
    const { operations } = renderLeagues([
      always(myLeaguesMock([])),
      always(availableLeaguesMock([])),
      joinByCodeMock(
        'ab',
        new GraphQLError('No league has that invite code', { extensions: { code: 'NOT_FOUND' } }),
      ),
    ]);
    await openJoinDialog();

    expect(dialog()).toHaveAccessibleName('Join League');
    expect(codeInput()).toHaveAttribute('placeholder', '6-character invite code');
    await userEvent.type(codeInput(), '   ');
    await sendCode();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Invite code is required');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(variablesOf(operations, 'JoinLeagueByCode')).toEqual([]);

    // Two characters are sent as they are: the server says whether a league has that code.
    await userEvent.clear(codeInput());
    await userEvent.type(codeInput(), ' ab ');
    await sendCode();

    expect(await screen.findByText('No league has that invite code')).toBeVisible();
    expect(screen.getByText('Could not join league')).toBeVisible();
    expect(dialog()).toBeVisible();
    expect(variablesOf(operations, 'JoinLeagueByCode')).toEqual([{ inviteCode: 'ab' }]);
  });

  it("should join a free league by its code, toast it, and open the league's page", async () => {
    const joined = membership('m-1', free, 'ACTIVE');
    renderLeagues([
      always(myLeaguesMock([])),
      always(availableLeaguesMock([])),
      joinByCodeMock('OFFICE', joined),
      always(leagueDetailsMock('l-2', leagueDetails('l-2', 'Office Cup'))),
    ]);
    await openJoinDialog();
    await userEvent.type(codeInput(), 'OFFICE');
    await sendCode();

    expect(await screen.findByText('Joined league')).toBeVisible();
    expect(screen.getByText('You are a member of Office Cup.')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/leagues/l-2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should follow a join by code with an entry fee and, when the fee is refused, close the dialog and stay on /leagues', async () => {
    const refusal = 'Entry fee 50 SPL is more than your balance of 20 SPL';
    renderLeagues([
      always(myLeaguesMock([])),
      always(availableLeaguesMock([])),
      joinByCodeMock('SUN123', membership('m-1', paid, 'PENDING')),
      membershipMock(membership('m-1', paid, 'REFUSED', refusal)),
    ]);
    await openJoinDialog();
    await userEvent.type(codeInput(), 'SUN123');
    await sendCode();

    expect(await within(dialog()).findByRole('button', { name: 'Joining…' })).toBeDisabled();
    expect(await screen.findByText(refusal)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/leagues$/);
  });

  it('should close the dialog on Cancel and open it empty again', async () => {
    renderLeagues([always(myLeaguesMock([])), always(availableLeaguesMock([]))]);
    await openJoinDialog();
    await userEvent.type(codeInput(), 'XYZ');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openJoinDialog();
    expect(codeInput()).toHaveValue('');
  });

  it('should follow a join with an entry fee while it is held, then toast it and show the league in My Leagues', async () => {
    const pending = membership('m-1', paid, 'PENDING');
    const { operations } = renderLeagues([
      myLeaguesMock([]),
      availableLeaguesMock([paid, free]),
      joinMock('l-1', pending),
      membershipMock(pending),
      membershipMock(membership('m-1', paid, 'ACTIVE')),
      always(myLeaguesMock([myLeague('l-1', 'Sunday Legends', 5, 0)])),
    ]);
    const join = await screen.findByRole('button', { name: 'Join League: Sunday Legends' });
    await userEvent.click(join);

    const card = leagueCardNamed('Sunday Legends');
    expect(await within(card).findByRole('button', { name: 'Joining…' })).toBeDisabled();
    expect(await screen.findByText('Joined league')).toBeVisible();
    expect(screen.getByText('You are a member of Sunday Legends.')).toBeVisible();
    // The membership answered comes into the cached league: its card now links to it.
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: 'Member: open Sunday Legends' })).toBeVisible(),
    );
    expect(card).toHaveTextContent(/Max Participants\s*5 \/ 20/);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'My Leagues' })).getByText('Rank #5')).toBeVisible(),
    );
    expect(variablesOf(operations, 'LeagueMembership')).toEqual([{ id: 'm-1' }, { id: 'm-1' }]);
  });

  it('should stop following after about 20 s and say the entry fee is still being confirmed', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const pending = membership('m-1', paid, 'PENDING');
    const { operations } = renderLeagues([
      always(myLeaguesMock([])),
      always(availableLeaguesMock([paid])),
      joinMock('l-1', pending),
      always(membershipMock(pending)),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Join League: Sunday Legends' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(sumOf(STAKE_FOLLOW_DELAYS_MS));
    });

    expect(await screen.findByText('Joining league')).toBeVisible();
    expect(
      screen.getByText('Your entry fee of 50 SPL for Sunday Legends is still being confirmed.'),
    ).toBeVisible();
    expect(variablesOf(operations, 'LeagueMembership')).toHaveLength(STAKE_FOLLOW_DELAYS_MS.length);
    // Still PENDING: the card keeps saying so rather than offering to join again.
    expect(
      within(leagueCardNamed('Sunday Legends')).getByRole('button', { name: 'Joining…' }),
    ).toBeDisabled();
  });

  it('should toast the refusal when the entry fee could not be held', async () => {
    const pending = membership('m-1', paid, 'PENDING');
    const refusal = 'Entry fee 50 SPL is more than your balance of 20 SPL';
    renderLeagues([
      always(myLeaguesMock([])),
      availableLeaguesMock([paid]),
      joinMock('l-1', pending),
      membershipMock(membership('m-1', paid, 'REFUSED', refusal)),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Join League: Sunday Legends' }));

    expect(await screen.findByText(refusal)).toBeVisible();
    expect(screen.getByText('Could not join league')).toBeVisible();
    // Refused: the league can be joined again.
    await waitFor(() =>
      expect(
        within(leagueCardNamed('Sunday Legends')).getByRole('button', {
          name: 'Join League: Sunday Legends',
        }),
      ).toBeEnabled(),
    );
  });

  it("should toast the server's refusal of a join, such as a full league", async () => {
    renderLeagues([
      always(myLeaguesMock([])),
      availableLeaguesMock([free]),
      joinMock('l-2', new GraphQLError('This league is full', { extensions: { code: 'CONFLICT' } })),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Join League: Office Cup' }));

    expect(await screen.findByText('This league is full')).toBeVisible();
    expect(screen.getByText('Could not join league')).toBeVisible();
    expect(
      within(leagueCardNamed('Office Cup')).getByRole('button', { name: 'Join League: Office Cup' }),
    ).toBeEnabled();
  });
});
