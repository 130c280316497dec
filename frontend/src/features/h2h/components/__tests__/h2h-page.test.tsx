import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AcceptBattleDocument,
  CancelBattleDocument,
  CreateBattleDocument,
} from '@/features/h2h/api/battle.mutations';
import { BATTLE_REFRESH_MS, WAGER_FOLLOW_MS } from '@/features/h2h/hooks/use-battles';
import {
  battleCard,
  countOf,
  findBattleCard,
  NEXT_GAMEWEEK,
  renderH2h,
  type BattleServer,
} from '@/features/h2h/components/__tests__/h2h-test-harness';
import type { BattleFieldsFragment } from '@/graphql/__generated__/graphql';
import { formatShortDateTime } from '@/lib/date-format';
import { battle, battleUser } from '@/testing/battle-fixtures';
import { findToast } from '@/testing/find-toast';

const alice = battleUser('alice');
const bob = battleUser('bob');
const carol = battleUser('carol');
const dave = battleUser('dave');

function server(mine: BattleFieldsFragment[] = [], open: BattleFieldsFragment[] = []): BattleServer {
  return { mine, open };
}

/** A mutation answering `battle` (and running `then`, e.g. to change the server), or refused with `refusal`. */
function mutationMock(
  query: MockLink.MockedResponse['request']['query'],
  variables: Record<string, unknown>,
  answer: { field: string; battle: BattleFieldsFragment; then?: () => void } | { refusal: string },
): MockLink.MockedResponse {
  return {
    request: { query, variables },
    result: () => {
      if ('refusal' in answer) return { errors: [new GraphQLError(answer.refusal)] };
      answer.then?.();
      return { data: { __typename: 'Mutation', [answer.field]: answer.battle } };
    },
  };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  jest.useRealTimers();
});

describe('H2H page (/h2h): tabs', () => {
  it('should offer Active Matches, Create Battle and Battle History, Active Matches first', async () => {
    renderH2h(server());

    expect(screen.getByRole('heading', { level: 1, name: 'Head-to-Head Battles' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Active Matches',
      'Create Battle',
      'Battle History',
    ]);
    expect(tab('Active Matches')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No active battles. Challenge a manager in Create Battle.')).toBeVisible();
    expect(screen.getByText('No challenges to accept right now.')).toBeVisible();

    await userEvent.click(tab('Create Battle'));
    expect(screen.getByRole('region', { name: 'Create Battle' })).toBeVisible();

    await userEvent.click(tab('Battle History'));
    expect(screen.getByText('No battles played yet.')).toBeVisible();
  });
});

describe('H2H page: Active Matches', () => {
  it("should show my pending battle as 'Waiting for acceptance' with Cancel and Edit Team, and whether the wager is held", async () => {
    renderH2h(
      server([
        battle('b1', { invited: bob, funded: false }),
        battle('b2', { invited: null, wager: 40, funded: true }),
      ]),
    );

    const toBob = await findBattleCard('vs bob');
    expect(toBob).toHaveTextContent('Pending');
    expect(toBob).toHaveTextContent('Waiting for acceptance');
    expect(toBob).toHaveTextContent('Gameweek 7 · Wager 25 SPL · Prize 50 SPL');
    expect(toBob).toHaveTextContent('Holding wager…');
    expect(toBob).toHaveTextContent(
      `Accept before gameweek 7's first kick-off, planned for ${formatShortDateTime('2026-12-05T11:00:00.000Z')}.`,
    );
    expect(within(toBob).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(toBob).getByRole('link', { name: 'Edit Team' })).toHaveAttribute('href', '/squad');
    const open = battleCard('Open challenge');
    expect(open).toHaveTextContent('Wager 40 SPL · Prize 80 SPL');
    expect(open).toHaveTextContent('Wager held');
  });

  it('should show an accepted battle as waiting for its gameweek', async () => {
    renderH2h(server([battle('b1', { status: 'ACCEPTED', opponent: bob, gameweek: 9 })]));

    const card = await findBattleCard('vs bob');

    expect(card).toHaveTextContent('Accepted');
    expect(card).toHaveTextContent('Waiting for gameweek 9');
    expect(within(card).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('should show both scores of a live battle with View Live, mine first even when I accepted it', async () => {
    renderH2h(
      server([
        battle('b1', {
          status: 'LIVE',
          challenger: carol,
          opponent: alice,
          invited: null,
          challengerScore: 31,
          opponentScore: 44,
        }),
      ]),
    );
    const card = await findBattleCard('vs carol');
    expect(card).toHaveTextContent('Live');
    expect(card).not.toHaveTextContent('44');

    await userEvent.click(within(card).getByRole('button', { name: 'View Live' }));

    expect(card).toHaveTextContent('You44–carol31');
  });

  it('should cancel my pending battle, say the wager is refunded, and move it to Battle History', async () => {
    const pending = battle('b1');
    const state = server([pending]);
    const { operations } = renderH2h(state, [
      mutationMock(
        CancelBattleDocument,
        { battleId: 'b1' },
        {
          field: 'cancelBattle',
          battle: { ...pending, status: 'CANCELLED' },
          then: () => (state.mine = [{ ...pending, status: 'CANCELLED' }]),
        },
      ),
    ]);

    await userEvent.click(within(await findBattleCard('vs bob')).getByRole('button', { name: 'Cancel' }));

    expect(await findToast('Battle cancelled')).toHaveTextContent('Your 25 SPL wager is refunded.');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'vs bob' })).not.toBeInTheDocument());
    expect(countOf(operations, 'CancelBattle')).toBe(1);
    await userEvent.click(tab('Battle History'));
    const cancelled = battleCard('vs bob');
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(cancelled).toHaveTextContent('Cancelled: the wager was refunded.');
  });

  it('should toast why a battle could not be cancelled', async () => {
    renderH2h(server([battle('b1')]), [
      mutationMock(CancelBattleDocument, { battleId: 'b1' }, { refusal: 'This battle is no longer open' }),
    ]);

    await userEvent.click(within(await findBattleCard('vs bob')).getByRole('button', { name: 'Cancel' }));

    expect(await findToast('Battle not cancelled')).toHaveTextContent('This battle is no longer open');
  });

  it('should list the challenges I may accept and accept one, matching its wager', async () => {
    const sentToMe = battle('b7', { challenger: carol, invited: alice, wager: 60 });
    const openToAll = battle('b8', { challenger: bob, invited: null, wager: 100 });
    const state = server([], [sentToMe, openToAll]);
    const { operations } = renderH2h(state, [
      mutationMock(
        AcceptBattleDocument,
        { battleId: 'b8' },
        {
          field: 'acceptBattle',
          battle: { ...openToAll, status: 'ACCEPTED', opponent: alice },
          then: () => {
            state.mine = [{ ...openToAll, status: 'ACCEPTED', opponent: alice }];
            state.open = [sentToMe];
          },
        },
      ),
    ]);

    const challenges = await screen.findByRole('list', { name: 'Open Challenges' });
    const mine = within(challenges).getByRole('group', { name: 'carol challenges you' });
    expect(mine).toHaveTextContent(
      'Accepting matches the 60 SPL wager; the winner of gameweek 7 takes 120 SPL.',
    );
    const anyone = within(challenges).getByRole('group', { name: 'bob challenges anyone' });
    await userEvent.click(within(anyone).getByRole('button', { name: 'Accept' }));

    expect(await findToast('Battle accepted')).toHaveTextContent(
      "You matched bob's 100 SPL wager: 200 SPL to the winner.",
    );
    const accepted = await within(section('My Battles')).findByRole('group', { name: 'vs bob' });
    expect(accepted).toHaveTextContent('Waiting for gameweek 7');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'bob challenges anyone' })).not.toBeInTheDocument(),
    );
    expect(operations.filter((o) => o.name === 'AcceptBattle').map((o) => o.variables)).toEqual([
      { battleId: 'b8' },
    ]);
  });

  it('should toast why a challenge could not be accepted', async () => {
    const taken = battle('b8', { challenger: bob, invited: null });
    renderH2h(server([], [taken]), [
      mutationMock(AcceptBattleDocument, { battleId: 'b8' }, { refusal: 'This battle is no longer open' }),
    ]);

    await userEvent.click(
      within(await findBattleCard('bob challenges anyone')).getByRole('button', { name: 'Accept' }),
    );

    expect(await findToast('Battle not accepted')).toHaveTextContent('This battle is no longer open');
  });

  it('should read my battles again every 10 s while one is live, showing the new scores', async () => {
    jest.useFakeTimers();
    const live = battle('b1', { status: 'LIVE', opponent: bob, challengerScore: 10, opponentScore: 12 });
    const state = server([live]);
    const { operations } = renderH2h(state);
    const card = await findBattleCard('vs bob');
    await act(async () => {
      within(card).getByRole('button', { name: 'View Live' }).click();
    });
    expect(card).toHaveTextContent('You10–bob12');
    expect(BATTLE_REFRESH_MS).toBe(10_000);
    state.mine = [{ ...live, challengerScore: 17, opponentScore: 12 }];

    await act(() => jest.advanceTimersByTimeAsync(BATTLE_REFRESH_MS - 100));
    expect(countOf(operations, 'MyBattles')).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(200));

    expect(countOf(operations, 'MyBattles')).toBe(2);
    await waitFor(() => expect(battleCard('vs bob')).toHaveTextContent('You17–bob12'));
  });

  it('should read my battles every second while a wager is being held, then every 10 s', async () => {
    jest.useFakeTimers();
    const accepting = battle('b1', { status: 'PENDING', opponent: bob, funded: false });
    const state = server([accepting]);
    const { operations } = renderH2h(state);
    await findBattleCard('vs bob');
    expect(WAGER_FOLLOW_MS).toBe(1_000);

    await act(() => jest.advanceTimersByTimeAsync(WAGER_FOLLOW_MS + 100));
    expect(countOf(operations, 'MyBattles')).toBe(2);
    state.mine = [{ ...accepting, status: 'ACCEPTED', funded: true }];
    await act(() => jest.advanceTimersByTimeAsync(WAGER_FOLLOW_MS));
    await waitFor(() => expect(battleCard('vs bob')).toHaveTextContent('Accepted'));
    const read = countOf(operations, 'MyBattles');

    await act(() => jest.advanceTimersByTimeAsync(BATTLE_REFRESH_MS - 100));
    expect(countOf(operations, 'MyBattles')).toBe(read);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(countOf(operations, 'MyBattles')).toBe(read + 1);
  });

  it('should not read my battles again while all of them are settled; open challenges still every 10 s', async () => {
    jest.useFakeTimers();
    const { operations } = renderH2h(server([battle('b1', { status: 'EXPIRED' })]));
    await screen.findByText('No active battles. Challenge a manager in Create Battle.');

    await act(() => jest.advanceTimersByTimeAsync(3 * BATTLE_REFRESH_MS));

    expect(countOf(operations, 'MyBattles')).toBe(1);
    expect(countOf(operations, 'OpenBattles')).toBe(4);
  });
});

describe('H2H page: a battle linked as /h2h?battle=<id> (from the SPL statement)', () => {
  const scrollIntoView = jest.fn<(options?: boolean | ScrollIntoViewOptions) => void>();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  const mine = [
    battle('b1', { invited: bob }),
    battle('b2', {
      status: 'COMPLETED',
      opponent: carol,
      invited: null,
      challengerScore: 40,
      opponentScore: 31,
      result: 'WIN',
    }),
    battle('b3', { status: 'CANCELLED', invited: dave }),
  ];
  const challenge = battle('b9', { challenger: carol, invited: alice, wager: 60 });
  const marked = () => screen.queryAllByRole('group', { current: true });

  it('should open Battle History on a settled battle of mine, outline and mark its card, scroll to it and focus it', async () => {
    renderH2h(server(mine, [challenge]), [], '/h2h?battle=b2');

    const card = await findBattleCard('vs carol');

    expect(tab('Battle History')).toHaveAttribute('aria-selected', 'true');
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(card).toHaveClass('outline-2');
    expect(marked()).toEqual([card]);
    expect(card).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(card);
    expect(battleCard('vs dave')).not.toHaveAttribute('aria-current');
  });

  it('should stay on Active Matches for a battle of mine not settled, and for a challenge I may accept', async () => {
    renderH2h(server(mine, [challenge]), [], '/h2h?battle=b9');

    const card = await findBattleCard('carol challenges you');

    expect(tab('Active Matches')).toHaveAttribute('aria-selected', 'true');
    expect(marked()).toEqual([card]);
    expect(scrollIntoView.mock.contexts).toEqual([card]);
    expect(await findBattleCard('vs bob')).not.toHaveAttribute('aria-current');
  });

  it('should scroll to it once, leaving the tabs to the manager afterwards', async () => {
    renderH2h(server(mine), [], '/h2h?battle=b2');
    await findBattleCard('vs carol');

    await userEvent.click(tab('Active Matches'));
    expect(await findBattleCard('vs bob')).toBeVisible();
    await userEvent.click(tab('Battle History'));

    expect(tab('Battle History')).toHaveFocus();
    expect(battleCard('vs carol')).toHaveAttribute('aria-current', 'true');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('should show the page as usual when no list has the battle', async () => {
    renderH2h(server(mine), [], '/h2h?battle=gone');

    expect(await findBattleCard('vs bob')).toBeVisible();
    expect(tab('Active Matches')).toHaveAttribute('aria-selected', 'true');
    expect(marked()).toEqual([]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('H2H page: Create Battle', () => {
  async function openCreate() {
    await userEvent.click(tab('Create Battle'));
    return screen.getByRole('region', { name: 'Create Battle' });
  }
  const wagerInput = (form: HTMLElement) => within(form).getByRole('spinbutton', { name: 'Wager (SPL)' });

  it('should default the wager to 25 within 10 to 1,000 SPL, with quick picks 25, 50 and 100 and the total prize', async () => {
    renderH2h(server());
    const form = await openCreate();

    const wager = wagerInput(form);
    expect(wager).toHaveValue(25);
    expect(wager).toHaveAttribute('min', '10');
    expect(wager).toHaveAttribute('max', '1000');
    expect(wager).toHaveAccessibleDescription('Min 10 SPL, max 1,000 SPL');
    const picks = within(within(form).getByRole('group', { name: 'Quick picks' })).getAllByRole('button');
    expect(picks.map((pick) => pick.textContent)).toEqual(['25', '50', '100']);
    expect(picks[0]).toHaveAttribute('aria-pressed', 'true');
    expect(form).toHaveTextContent('Total prize: 50 SPL');

    await userEvent.click(picks[2]!);

    expect(wager).toHaveValue(100);
    expect(picks[2]).toHaveAttribute('aria-pressed', 'true');
    expect(picks[0]).toHaveAttribute('aria-pressed', 'false');
    expect(form).toHaveTextContent('Total prize: 200 SPL');
  });

  it('should say which gameweek the battle is for and when it starts, the deadline to accept', async () => {
    renderH2h(server());
    const form = await openCreate();

    expect(
      await within(form).findByText(
        (_, element) =>
          element?.tagName === 'SPAN' &&
          element.textContent ===
            `For Gameweek ${NEXT_GAMEWEEK.number}, starting ${formatShortDateTime(NEXT_GAMEWEEK.deadline)}: your opponent must accept before its first kick-off, or the battle expires and your wager comes back.`,
      ),
    ).toBeVisible();
    expect(within(form).getByText(formatShortDateTime(NEXT_GAMEWEEK.deadline))).toHaveAttribute(
      'datetime',
      NEXT_GAMEWEEK.deadline,
    );
  });

  it('should challenge a manager by username, toast it, start afresh and show Active Matches', async () => {
    const created = battle('b9', { invited: bob, wager: 50, funded: false });
    const state = server();
    const { operations } = renderH2h(state, [
      mutationMock(
        CreateBattleDocument,
        { input: { opponentUsername: 'bob', wager: 50 } },
        { field: 'createBattle', battle: created, then: () => (state.mine = [created]) },
      ),
    ]);
    let form = await openCreate();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Opponent username' }), ' bob ');
    await userEvent.click(within(form).getByRole('button', { name: '50' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Battle' }));

    expect(await findToast('Battle created')).toHaveTextContent(
      'Waiting for bob to accept your 50 SPL wager.',
    );
    expect(tab('Active Matches')).toHaveAttribute('aria-selected', 'true');
    const card = await findBattleCard('vs bob');
    expect(card).toHaveTextContent('Holding wager…');
    expect(countOf(operations, 'CreateBattle')).toBe(1);
    form = await openCreate();
    expect(within(form).getByRole('textbox', { name: 'Opponent username' })).toHaveValue('');
    expect(wagerInput(form)).toHaveValue(25);
  });

  it('should send an open challenge when no username is given', async () => {
    const created = battle('b9', { invited: null });
    renderH2h(server(), [
      mutationMock(
        CreateBattleDocument,
        { input: { opponentUsername: null, wager: 25 } },
        { field: 'createBattle', battle: created },
      ),
    ]);
    const form = await openCreate();

    await userEvent.click(within(form).getByRole('button', { name: 'Create Battle' }));

    expect(await findToast('Battle created')).toHaveTextContent(
      'Open challenge: anyone may accept your 25 SPL wager.',
    );
  });

  it("should show the server's refusal and stay on the form", async () => {
    renderH2h(server(), [
      mutationMock(
        CreateBattleDocument,
        { input: { opponentUsername: null, wager: 5 } },
        { refusal: 'Wager must be between 10 and 1,000 SPL' },
      ),
    ]);
    const form = await openCreate();
    await userEvent.clear(wagerInput(form));
    await userEvent.type(wagerInput(form), '5');

    await userEvent.click(within(form).getByRole('button', { name: 'Create Battle' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Wager must be between 10 and 1,000 SPL',
    );
    expect(tab('Create Battle')).toHaveAttribute('aria-selected', 'true');
    expect(wagerInput(form)).toHaveValue(5);
  });

  it('should not send a wager that is not a whole number', async () => {
    const { operations } = renderH2h(server());
    const form = await openCreate();
    await userEvent.clear(wagerInput(form));

    await userEvent.click(within(form).getByRole('button', { name: 'Create Battle' }));

    expect(within(form).getByRole('alert')).toHaveTextContent('Wager must be a whole number of SPL');
    expect(form).not.toHaveTextContent('Total prize');
    expect(countOf(operations, 'CreateBattle')).toBe(0);
  });
});

describe('H2H page: Battle History', () => {
  async function details(title: string) {
    await userEvent.click(tab('Battle History'));
    const card = await findBattleCard(title);
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    return card;
  }
  const completed = (overrides: Partial<BattleFieldsFragment>) =>
    battle('b1', {
      status: 'COMPLETED',
      opponent: bob,
      challengerScore: 58,
      opponentScore: 41,
      ...overrides,
    });

  it('should show a won battle: both scores, Win and the prize', async () => {
    renderH2h(server([completed({ result: 'WIN', wager: 100 })]));

    const card = await details('vs bob');

    expect(card).toHaveTextContent('Completed');
    expect(card).toHaveTextContent('You58–bob41');
    expect(card).toHaveTextContent('Result: Win');
    expect(card).toHaveTextContent('You won 200 SPL.');
  });

  it('should show a lost battle from my side when I was the opponent', async () => {
    renderH2h(server([completed({ challenger: carol, opponent: alice, invited: null, result: 'LOSS' })]));

    const card = await details('vs carol');

    expect(card).toHaveTextContent('You41–carol58');
    expect(card).toHaveTextContent('Result: Loss');
    expect(card).toHaveTextContent('carol won 50 SPL.');
  });

  it('should show a draw with both wagers refunded', async () => {
    renderH2h(server([completed({ challengerScore: 40, opponentScore: 40, result: 'DRAW' })]));

    const card = await details('vs bob');

    expect(card).toHaveTextContent('You40–bob40');
    expect(card).toHaveTextContent('Result: Draw');
    expect(card).toHaveTextContent('A draw: both 25 SPL wagers were refunded.');
  });

  it('should show cancelled battles with their reason, and expired ones', async () => {
    renderH2h(
      server([
        battle('b2', {
          status: 'CANCELLED',
          invited: carol,
          refusal: 'Wager 25 SPL is more than your balance of 20 SPL',
        }),
        battle('b3', { status: 'EXPIRED', invited: null, gameweek: 4 }),
        battle('b4', { status: 'PENDING' }),
      ]),
    );
    await userEvent.click(tab('Battle History'));

    const history = await screen.findByRole('list', { name: 'Past Battles' });
    expect(within(history).getAllByRole('group')).toHaveLength(2);
    expect(within(history).getByRole('group', { name: 'vs carol' })).toHaveTextContent(
      'Wager 25 SPL is more than your balance of 20 SPL',
    );
    const expired = within(history).getByRole('group', { name: 'Open challenge' });
    expect(expired).toHaveTextContent('Expired');
    expect(expired).toHaveTextContent('Not accepted before gameweek 4 began: the wager was refunded.');
  });
});
