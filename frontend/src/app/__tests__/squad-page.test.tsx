import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { SquadPage } from '@/app/routes/squad-page';
import { Toaster } from '@/components/ui/toast';
import { MyCardsFromDocument, SquadBuilderDocument } from '@/features/squads';
import { DismissSquadNoticeDocument, SaveSquadDocument } from '@/features/squads/api/squad.mutations';
import type {
  PlayerCardFieldsFragment,
  SaveSquadInput,
  SquadFieldsFragment,
} from '@/graphql/__generated__/graphql';
import { createRecordingTestLink, variablesOf } from '@/testing/apollo-test-link';
import { findToast } from '@/testing/find-toast';
import { nextLockMock } from '@/testing/game-clock-fixtures';
import { formationLayouts, fullXi, playerCard, squad, starterPack } from '@/testing/squad-fixtures';
import { TestCurrentUser } from '@/testing/test-current-user';

function builderMock(
  mySquad: SquadFieldsFragment = squad(),
  myCards: PlayerCardFieldsFragment[] = starterPack,
): MockLink.MockedResponse {
  return {
    request: { query: SquadBuilderDocument },
    result: {
      data: {
        __typename: 'Query',
        formations: formationLayouts,
        squadRules: { __typename: 'SquadRules', benchSize: 6, teamNameMaxLength: 30 },
        mySquad,
        myCards,
      },
    },
  };
}

/** Renders /squad on the mocks; answers the operations it sends. */
function renderSquad(mocks: MockLink.MockedResponse[]) {
  const { link, operations, gate } = createRecordingTestLink([...mocks, nextLockMock()]);
  render(
    <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username="alice">
        <MemoryRouter>
          <SquadPage />
          <Toaster />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return { operations, gate };
}

const pitch = () => screen.getByRole('group', { name: /^Pitch, / });
const slots = () => within(pitch()).getAllByTestId('pitch-slot');
const slotLabels = () => slots().map((slot) => slot.getAttribute('aria-label') ?? '');
const myPlayers = () => screen.getByRole('list', { name: 'My NFT Players' });
/** The Add buttons (into the selected slot), not the bench ones. */
const addButtons = () =>
  within(myPlayers())
    .queryAllByRole('button')
    .filter((button) => button.textContent === 'Add');
const saveStatus = () => within(screen.getByRole('region', { name: 'Your Team' })).getByRole('status');
function playerRow(name: string) {
  const row = within(myPlayers()).getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('squad builder page (/squad)', () => {
  it('should show 4-3-3 by default with 11 empty slots and the 17 owned players', async () => {
    renderSquad([builderMock()]);

    expect(await screen.findByRole('heading', { name: 'My NFT Players (17)' })).toBeVisible();
    const formations = within(screen.getByRole('group', { name: 'Formation' })).getAllByRole('button');
    expect(formations.map((b) => b.textContent)).toEqual(['4-3-3', '4-4-2', '3-5-2', '4-2-3-1']);
    expect(formations[0]).toHaveAttribute('aria-pressed', 'true');
    expect(slots()).toHaveLength(11);
    expect(slots()[0]).toHaveAccessibleName('GK, empty');
    expect(slots()[0]!.parentElement).toHaveStyle({ left: '50%', top: '91%' });
    const first = within(myPlayers()).getAllByTestId('player-card')[0]!;
    expect(first).toHaveTextContent('Overall 74');
    expect(first).toHaveTextContent('Aldo Ashwell');
    expect(first).toHaveTextContent('GK');
    expect(first).toHaveTextContent('Ravenmoor Rovers');
  });

  it('should mark locked players and offer neither armband a lock forbids', async () => {
    const cardLock = (cardId: string, locked: boolean) => ({
      __typename: 'SquadCardLock' as const,
      cardId,
      lockAt: locked ? '2026-11-24T15:00:00Z' : '2026-11-24T21:05:00Z',
      locked,
    });
    // The vice-captain (Hugo Garrow) and the goalkeeper kicked off; the captain (Kofi Brannock) not yet.
    const live = squad({
      starters: fullXi,
      bench: ['c-gk2'],
      captainCardId: 'c-st',
      viceCaptainCardId: 'c-cm1',
      locks: {
        __typename: 'SquadLocks',
        gameweek: 2,
        live: true,
        cards: [
          cardLock('c-gk1', true),
          cardLock('c-cm1', true),
          cardLock('c-st', false),
          cardLock('c-gk2', false),
        ],
      },
    });
    renderSquad([builderMock(live)]);

    // The next lock is said once, by the countdown panel; each card keeps its own lock.
    expect(await screen.findByRole('region', { name: /^Next lock/ })).toHaveTextContent(
      'Gameweek 5 kicks off.',
    );
    expect(
      await within(await screen.findByRole('group', { name: /^Pitch, / })).findByRole('button', {
        name: /^GK: Aldo Ashwell, overall 74, locked$/,
      }),
    ).toBeVisible();
    expect(screen.getAllByText(/next lock/i)).toHaveLength(1);
    expect(within(playerRow('Aldo Ashwell')).getByTestId('lock-mark')).toHaveTextContent('Locked');
    expect(within(playerRow('Bram Voss')).getByTestId('lock-mark')).toHaveTextContent(/^Locks Nov 24/);
    expect(
      within(playerRow('Aldo Ashwell')).getByRole('button', { name: 'Captain Aldo Ashwell' }),
    ).toBeDisabled();
    expect(within(playerRow('Cato Lind')).getByRole('button', { name: 'Captain Cato Lind' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Vice-captain' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Vice-captain' })).toHaveAccessibleDescription(
      "Your vice-captain's match has kicked off: the armband stays with him until the gameweek ends.",
    );
  });

  it('should read every page of a collection larger than one page, and no page past its end', async () => {
    const cards = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => playerCard(`c-${from + i}`, `Player ${from + i}`, 'CM'));
    const pageFrom = (offset: number, myCards: PlayerCardFieldsFragment[]): MockLink.MockedResponse => ({
      request: { query: MyCardsFromDocument, variables: { offset } },
      result: { data: { __typename: 'Query', myCards } },
    });
    // Two full pages of 50, then one card: the builder offers all 101, and asks for no page after the short one.
    const { operations } = renderSquad([
      builderMock(squad(), cards(0, 50)),
      pageFrom(50, cards(50, 50)),
      pageFrom(100, cards(100, 1)),
    ]);

    // By text: role queries over a hundred cards are slow in jsdom.
    expect(await screen.findByText('My NFT Players (101)')).toBeVisible();
    expect(within(myPlayers()).getByText('Player 100')).toBeVisible();
    expect(variablesOf(operations, 'MyCardsFrom')).toEqual([{ offset: 50 }, { offset: 100 }]);
  });

  it('should select a slot, offer Add only for players of its group, and fill it with initials', async () => {
    renderSquad([builderMock()]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });
    expect(addButtons()).toHaveLength(0);

    await userEvent.click(slots()[0]!);

    expect(screen.getByRole('region', { name: 'Selected slot' })).toHaveTextContent('Selected: GK');
    expect(addButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Add Aldo Ashwell',
      'Add Bram Voss',
    ]);

    await userEvent.click(
      within(playerRow('Aldo Ashwell')).getByRole('button', { name: 'Add Aldo Ashwell' }),
    );

    expect(slots()[0]).toHaveAccessibleName('GK: Aldo Ashwell, overall 74');
    expect(slots()[0]).toHaveTextContent('AA');
    expect(screen.queryByRole('region', { name: 'Selected slot' })).not.toBeInTheDocument();
    expect(playerRow('Aldo Ashwell')).toHaveTextContent('In XI · GK');
  });

  it('should clear the selection with Clear Selection', async () => {
    renderSquad([builderMock()]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    await userEvent.click(slots()[9]!);
    expect(screen.getByText('Selected: ST')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));

    expect(screen.queryByText('Selected: ST')).not.toBeInTheDocument();
    expect(slots()[9]).toHaveAttribute('aria-pressed', 'false');
  });

  it('should be usable by keyboard: a slot is a button that Enter selects', async () => {
    renderSquad([builderMock()]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    slots()[1]!.focus();
    await userEvent.keyboard('{Enter}');

    expect(slots()[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Selected: LB')).toBeVisible();
  });

  it('should colour a filled slot by rarity and star the captain', async () => {
    renderSquad([builderMock(squad({ starters: fullXi }))]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    const striker = slots()[9]!;
    expect(striker).toHaveTextContent('KB');
    expect(striker.querySelector('.bg-amber-400')).not.toBeNull();
    expect(within(pitch()).queryByTestId('captain-star')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Captain Kofi Brannock' }));

    expect(striker).toHaveAccessibleName('ST: Kofi Brannock, overall 80, captain');
    expect(within(striker).getByTestId('captain-star')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Captain Kofi Brannock' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Only starters can wear the armband.
    expect(screen.getByRole('button', { name: 'Captain Bram Voss' })).toBeDisabled();
  });

  it('should keep the players by group when the formation changes', async () => {
    renderSquad([builderMock(squad({ starters: fullXi }))]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    await userEvent.click(screen.getByRole('button', { name: '4-4-2' }));

    expect(screen.getByRole('group', { name: 'Pitch, 4-4-2' })).toBeVisible();
    expect(slots().map((slot) => slot.getAttribute('aria-label'))).toEqual([
      'GK: Aldo Ashwell, overall 74',
      'LB: Cato Lind, overall 71',
      'CB: Dario Fenn, overall 73',
      'CB: Emil Strand, overall 69',
      'RB: Felix Orme, overall 68',
      'LM: Jon Pryce, overall 67',
      'CM: Hugo Garrow, overall 76',
      'CM: Ivo Marsh, overall 70',
      'RM, empty',
      'ST: Kofi Brannock, overall 80',
      'ST: Nils Ober, overall 72',
    ]);
    expect(playerRow('Otto Penn')).not.toHaveTextContent('In XI');
  });

  it('should keep all 11 and both armbands through a formation switch and back, saying what moved', async () => {
    renderSquad([
      builderMock(squad({ starters: fullXi, captainCardId: 'c-rw', viceCaptainCardId: 'c-cm1' })),
    ]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });
    const before = slotLabels();
    expect(before[10]).toBe('RW: Otto Penn, overall 71, captain');

    await userEvent.click(screen.getByRole('button', { name: '4-4-2' }));

    const notice = screen.getByRole('status', { name: 'Formation change' });
    expect(notice).toHaveTextContent('Switched to 4-4-2: 10 of your 11 starters kept a place.');
    expect(notice).toHaveTextContent('No place in 4-4-2, moved to the bench: Otto Penn (RW).');
    expect(notice).toHaveTextContent('Otto Penn no longer starts and is no longer captain.');
    expect(notice).toHaveTextContent('1 slot is empty: RM.');
    expect(notice).toHaveTextContent('Switch back to 4-3-3 to restore that lineup.');
    expect(playerRow('Otto Penn')).toHaveTextContent('Sub 1');
    expect(slotLabels().filter((label) => !label.endsWith(', empty'))).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: '4-3-3' }));

    expect(slotLabels()).toEqual(before);
    expect(screen.getByRole('heading', { name: 'Bench (0/6)' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Formation change' })).toHaveTextContent(
      'Back in the XI as in your 4-3-3: Otto Penn.',
    );
  }, 15_000);

  it('should keep aside a starter when the bench is full, and bring them back on a switch back', async () => {
    const fullBench = ['c-gk2', 'c-cb3', 'c-lwb', 'c-lm', 'c-rm', 'c-cam'];
    renderSquad([builderMock(squad({ starters: fullXi, bench: fullBench }))]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });
    const before = slotLabels();

    await userEvent.click(screen.getByRole('button', { name: '4-2-3-1' }));

    expect(screen.getByRole('status', { name: 'Formation change' })).toHaveTextContent(
      'No place in 4-2-3-1 and the bench is full, kept aside (out of the squad): Nils Ober (LW), Otto Penn (RW).',
    );
    expect(playerRow('Nils Ober')).toHaveTextContent('Kept aside');
    expect(screen.getByRole('heading', { name: 'Bench (6/6)' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '4-3-3' }));

    expect(slotLabels()).toEqual(before);
    expect(playerRow('Nils Ober')).toHaveTextContent('In XI · LW');
  }, 15_000);

  it('should offer a slot its free players first and mark those who would move from another slot', async () => {
    renderSquad([builderMock(squad({ starters: fullXi.map((id) => (id === 'c-lw' ? null : id)) }))]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    await userEvent.click(slots()[8]!);

    const picker = screen.getByRole('list', { name: 'Players for LW' });
    const offers = within(picker).getAllByTestId('player-card');
    expect(offers.map((row) => row.querySelector('.font-medium')?.textContent)).toEqual([
      'Nils Ober',
      'Kofi Brannockmoves from ST',
      'Otto Pennmoves from RW',
    ]);

    await userEvent.click(within(picker).getByRole('button', { name: 'Add Nils Ober to LW' }));

    expect(slots()[8]).toHaveAccessibleName('LW: Nils Ober, overall 72');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should ask before Add moves a starter from another slot, and change nothing on Cancel', async () => {
    renderSquad([
      builderMock(
        squad({ starters: fullXi.map((id) => (id === 'c-lw' ? null : id)), captainCardId: 'c-st' }),
      ),
    ]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });
    await userEvent.click(slots()[8]!);

    // From the slot's own list, then from My NFT Players: both ask.
    await userEvent.click(screen.getByRole('button', { name: 'Add Kofi Brannock to LW' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Kofi Brannock to LW?' });
    expect(dialog).toHaveTextContent('Kofi Brannock starts at ST now; moving them leaves ST empty.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(slots()[8]).toHaveAccessibleName('LW, empty');
    expect(slots()[9]).toHaveAccessibleName('ST: Kofi Brannock, overall 80, captain');

    await userEvent.click(within(myPlayers()).getByRole('button', { name: 'Add Kofi Brannock' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Move Kofi Brannock to LW?' })).getByRole('button', {
        name: 'Move to LW',
      }),
    );

    expect(slots()[8]).toHaveAccessibleName('LW: Kofi Brannock, overall 80, captain');
    expect(slots()[9]).toHaveAccessibleName('ST, empty');
  }, 15_000);

  it('should swap two starters when one moves into the slot of the other, keeping all 11 and the armband', async () => {
    renderSquad([builderMock(squad({ starters: fullXi, captainCardId: 'c-st' }))]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });
    await userEvent.click(slots()[9]!);

    await userEvent.click(screen.getByRole('button', { name: 'Add Nils Ober to ST' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Nils Ober to ST?' });
    expect(dialog).toHaveTextContent('Nils Ober starts at LW now; Kofi Brannock takes LW in exchange.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to ST' }));

    expect(slots()[8]).toHaveAccessibleName('LW: Kofi Brannock, overall 80, captain');
    expect(slots()[9]).toHaveAccessibleName('ST: Nils Ober, overall 72');
    expect(slotLabels().filter((label) => label.endsWith(', empty'))).toEqual([]);
  }, 15_000);

  it('should fill all 11 slots when the first Add under each slot is clicked', async () => {
    renderSquad([builderMock()]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    for (let index = 0; index < 11; index += 1) {
      await userEvent.click(slots()[index]!);
      const selected = screen.getByRole('region', { name: 'Selected slot' });
      await userEvent.click(within(selected).getAllByRole('button', { name: /^Add / })[0]!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }

    expect(slotLabels().filter((label) => label.endsWith(', empty'))).toEqual([]);
    expect(screen.getByText('11 of 11 starters · 0 on the bench')).toBeVisible();
  }, 30_000);

  it('should ask before saving fewer than 11 starters, saying what it means, and save only on yes', async () => {
    const starters = [...fullXi.slice(0, 4), ...Array<null>(7).fill(null)];
    const input: SaveSquadInput = {
      teamName: 'Alice Albion',
      formation: '4-3-3',
      starters,
      bench: [],
      captainCardId: null,
      viceCaptainCardId: null,
    };
    const saved = squad({ starters, teamName: 'Alice Albion' });
    const { operations } = renderSquad([
      builderMock(squad({ starters, teamName: 'Alice Albion' })),
      {
        request: { query: SaveSquadDocument, variables: { input } },
        result: { data: { __typename: 'Mutation', saveSquad: saved } },
      },
    ]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    await userEvent.click(screen.getByRole('button', { name: 'Save Team' }));

    const dialog = screen.getByRole('dialog', { name: 'Save with 4 of 11 starters?' });
    expect(dialog).toHaveTextContent(
      'Your team scores only with the players who start: the 7 empty slots score nothing.',
    );
    expect(dialog).toHaveTextContent(
      'Substitutes come on only for starters who do not play, never for an empty slot.',
    );
    expect(dialog).toHaveTextContent(
      'Your bench is empty too: nobody comes on for a starter who does not play.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(variablesOf(operations, 'SaveSquad')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save Team' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Anyway' }));

    expect(await screen.findByText('Team saved')).toBeVisible();
    expect(variablesOf(operations, 'SaveSquad')).toEqual([{ input }]);
  }, 15_000);

  it('should join several refusals into sentences in the toast', async () => {
    const input: SaveSquadInput = {
      teamName: '',
      formation: '4-3-3',
      starters: fullXi,
      bench: [],
      captainCardId: null,
      viceCaptainCardId: null,
    };
    const refusal = (message: string, reason: string) =>
      new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', reason } });
    renderSquad([
      builderMock(squad({ starters: fullXi })),
      {
        request: { query: SaveSquadDocument, variables: { input } },
        result: {
          errors: [
            refusal('Team name must be 1 to 30 characters', 'INVALID_TEAM_NAME'),
            refusal('The bench holds at most 6 players; this one has 7', 'BENCH_TOO_LONG'),
          ],
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    await userEvent.click(screen.getByRole('button', { name: 'Save Team' }));

    expect(await findToast("Couldn't save your team")).toHaveTextContent(
      'Team name must be 1 to 30 characters. The bench holds at most 6 players; this one has 7. Your saved team is back as it was; your changes are still here to fix.',
    );
  });

  it('should offer Bench only to players outside the XI', async () => {
    renderSquad([builderMock(squad({ starters: fullXi }))]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    expect(screen.queryByRole('button', { name: 'Add Kofi Brannock to the bench' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Bram Voss to the bench' })).toBeVisible();
  });

  it('should put players on the bench, at most six', async () => {
    renderSquad([builderMock()]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    for (const name of ['Bram Voss', 'Gus Hale', 'Hal Brandt', 'Kai Dunmore', 'Leo Quill', 'Milo Reyes']) {
      await userEvent.click(screen.getByRole('button', { name: `Add ${name} to the bench` }));
    }

    const bench = within(screen.getByRole('list', { name: 'Bench' })).getAllByTestId('player-card');
    expect(bench.map((row) => row.querySelector('.font-medium')?.textContent)).toEqual([
      'Bram VossSub 1',
      'Gus HaleSub 2',
      'Hal BrandtSub 3',
      'Kai DunmoreSub 4',
      'Leo QuillSub 5',
      'Milo ReyesSub 6',
    ]);
    expect(screen.getByRole('heading', { name: 'Bench (6/6)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /to the bench$/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gus Hale from the bench' }));
    expect(screen.getByRole('heading', { name: 'Bench (5/6)' })).toBeVisible();
  });

  it('should save the team with saveSquad and say so', async () => {
    const input: SaveSquadInput = {
      teamName: 'Alice Albion',
      formation: '4-3-3',
      starters: fullXi,
      bench: ['c-gk2'],
      captainCardId: 'c-st',
      viceCaptainCardId: 'c-cm1',
    };
    const saved = squad({
      starters: fullXi,
      bench: ['c-gk2'],
      teamName: 'Alice Albion',
      captainCardId: 'c-st',
      viceCaptainCardId: 'c-cm1',
    });
    const { gate } = renderSquad([
      builderMock(squad({ starters: fullXi })),
      {
        request: { query: SaveSquadDocument, variables: { input } },
        result: { data: { __typename: 'Mutation', saveSquad: saved } },
      },
    ]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    await userEvent.click(screen.getByLabelText('Team name'));
    await userEvent.paste('Alice Albion');
    await userEvent.click(screen.getByRole('button', { name: 'Captain Kofi Brannock' }));
    await userEvent.selectOptions(screen.getByLabelText('Vice-captain'), 'Hugo Garrow (CM)');
    await userEvent.click(screen.getByRole('button', { name: 'Add Bram Voss to the bench' }));
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    gate.hold('SaveSquad');
    await userEvent.click(screen.getByRole('button', { name: 'Save Team' }));

    // Saved at once, before the server answers.
    expect(saveStatus()).toHaveTextContent('All changes saved');
    act(() => gate.release());

    expect(await screen.findByText('Team saved')).toBeVisible();
    expect(saveStatus()).toHaveTextContent('All changes saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should show the team saved at once, then unsaved again with a toast when the server refuses, keeping the edits', async () => {
    const input: SaveSquadInput = {
      teamName: 'Alice Albion',
      formation: '4-3-3',
      starters: fullXi,
      bench: [],
      captainCardId: 'c-st',
      viceCaptainCardId: null,
    };
    const { gate } = renderSquad([
      builderMock(squad({ starters: fullXi, teamName: 'Alice Albion' })),
      {
        request: { query: SaveSquadDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError(
              "Kofi Brannock's match has kicked off: the captain armband cannot move to or from him until the gameweek ends",
              { extensions: { code: 'CONFLICT', reason: 'ARMBAND_LOCKED' } },
            ),
          ],
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });
    expect(saveStatus()).toHaveTextContent('All changes saved');

    await userEvent.click(screen.getByRole('button', { name: 'Captain Kofi Brannock' }));
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    gate.hold('SaveSquad');
    await userEvent.click(screen.getByRole('button', { name: 'Save Team' }));

    expect(saveStatus()).toHaveTextContent('All changes saved');
    act(() => gate.release());

    expect(await findToast("Couldn't save your team")).toHaveTextContent(
      "Kofi Brannock's match has kicked off: the captain armband cannot move to or from him until the gameweek ends. Your saved team is back as it was; your changes are still here to fix.",
    );
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    // The edit is kept to fix or save again; the refusal is beside the captain.
    expect(screen.getByRole('region', { name: 'Your Team' })).toHaveTextContent('Kofi Brannock (points ×2)');
    expect(screen.getByRole('button', { name: 'Captain Kofi Brannock' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("should show the server's refusal next to the field it is about", async () => {
    const input: SaveSquadInput = {
      teamName: '',
      formation: '4-3-3',
      starters: fullXi,
      bench: [],
      captainCardId: null,
      viceCaptainCardId: null,
    };
    renderSquad([
      builderMock(squad({ starters: fullXi })),
      {
        request: { query: SaveSquadDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Team name must be 1 to 30 characters (spaces at either end do not count)', {
              extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_TEAM_NAME' },
            }),
          ],
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    await userEvent.click(screen.getByRole('button', { name: 'Save Team' }));

    expect(await findToast("Couldn't save your team")).toBeVisible();
    const teamName = screen.getByLabelText('Team name');
    expect(teamName).toHaveAttribute('aria-invalid', 'true');
    expect(teamName).toHaveAccessibleDescription(
      'Team name must be 1 to 30 characters (spaces at either end do not count)',
    );
  });

  it('should drop a refusal of the team name once the manager edits it', async () => {
    const input: SaveSquadInput = {
      teamName: '',
      formation: '4-3-3',
      starters: fullXi,
      bench: [],
      captainCardId: null,
      viceCaptainCardId: null,
    };
    const message = 'Team name must be 1 to 30 characters (spaces at either end do not count)';
    renderSquad([
      builderMock(squad({ starters: fullXi })),
      {
        request: { query: SaveSquadDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError(message, {
              extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_TEAM_NAME' },
            }),
          ],
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Team' }));
    const teamName = screen.getByLabelText('Team name');
    await waitFor(() => expect(teamName).toHaveAccessibleDescription(message));

    await userEvent.type(teamName, 'A');

    expect(teamName).not.toHaveAttribute('aria-invalid');
    expect(teamName).not.toHaveAccessibleDescription(message);
  });

  it('should show a refused lineup under the pitch', async () => {
    const input: SaveSquadInput = {
      teamName: 'Alice Albion',
      formation: '4-3-3',
      starters: fullXi,
      bench: [],
      captainCardId: null,
      viceCaptainCardId: null,
    };
    const message =
      'A player in this squad is not yours (card c-st): it may have been sold; reload to see the players you hold';
    renderSquad([
      builderMock(squad({ starters: fullXi, teamName: 'Alice Albion' })),
      {
        request: { query: SaveSquadDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', reason: 'NOT_YOUR_CARD' } }),
          ],
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'My NFT Players (17)' });

    await userEvent.click(screen.getByRole('button', { name: 'Save Team' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(pitch().nextElementSibling).toBe(alert);
    expect(screen.getByLabelText('Team name')).not.toHaveAttribute('aria-invalid');
  });

  it("should say 'No NFT players owned' with Buy Players when the manager has no cards", async () => {
    renderSquad([builderMock(squad(), [])]);

    expect(await screen.findByRole('heading', { name: 'My NFT Players (0)' })).toBeVisible();
    expect(screen.getByText('No NFT players owned')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buy Players' })).toHaveAttribute('href', '/marketplace');
  });

  it('should show the squad notices and dismiss one', async () => {
    const notice = {
      __typename: 'SquadNotice' as const,
      id: 'notice-1',
      cardId: 'c-old',
      message: 'Zed Ward left your squad: the card was sold.',
      createdAt: '2026-06-12T14:05:00.000Z',
    };
    renderSquad([
      builderMock(squad({ notices: [notice] })),
      {
        request: { query: DismissSquadNoticeDocument, variables: { id: 'notice-1' } },
        result: { data: { __typename: 'Mutation', dismissSquadNotice: true } },
      },
    ]);

    const notices = await screen.findByRole('list', { name: 'Squad notices' });
    expect(notices).toHaveTextContent('Zed Ward left your squad: the card was sold.');

    await userEvent.click(within(notices).getByRole('button', { name: /^Dismiss/ }));

    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Squad notices' })).not.toBeInTheDocument(),
    );
  });
});

describe('squad builder page (/squad): My NFT Players by form, points, price and next fixture', () => {
  const figured = [
    playerCard(
      'c-gk1',
      'Aldo Ashwell',
      'GK',
      { overall: 74 },
      {
        form: 3.5,
        points: 40,
        next: { opponent: 'NOR', home: true, difficulty: 4 },
        floor: 900,
      },
    ),
    playerCard(
      'c-cb1',
      'Dario Fenn',
      'CB',
      { overall: 73 },
      {
        form: 7.25,
        points: 22,
        next: { opponent: 'HAR', home: false, difficulty: 2, kickoffAt: '2026-12-06T15:00:00Z' },
      },
    ),
    playerCard(
      'c-cm1',
      'Hugo Garrow',
      'CM',
      { overall: 76 },
      {
        form: 5,
        points: 61,
        next: { opponent: 'WES', home: true, difficulty: 1 },
        floor: 2_400,
      },
    ),
    playerCard('c-st', 'Kofi Brannock', 'ST', { overall: 80 }, { floor: 150 }),
  ];
  const rowNames = () =>
    within(myPlayers())
      .getAllByTestId('player-card')
      .map((row) => within(row).getByRole('link').textContent);
  const select = (label: string) =>
    within(screen.getByRole('group', { name: 'Sort and filter' })).getByLabelText(label);

  it("should show each card's form, points, next fixture with its difficulty, and its tier's market price", async () => {
    renderSquad([builderMock(squad(), figured)]);
    await screen.findByRole('heading', { name: 'My NFT Players (4)' });

    const dario = playerRow('Dario Fenn');
    expect(dario).toHaveTextContent('Form 7.3');
    expect(dario).toHaveTextContent('22 pts');
    expect(within(dario).getByTestId('card-next-fixture')).toHaveTextContent(
      'Next HAR (A)2Difficulty 2 of 5: Easy',
    );
    expect(within(dario).getByTitle('HAR FC')).toBeVisible();
    // No card of his tier is on the market: no price.
    expect(dario).toHaveTextContent('Price —none listed');
    expect(playerRow('Hugo Garrow')).toHaveTextContent('Price 2,400 SPL');
    expect(playerRow('Kofi Brannock')).toHaveTextContent('No fixture');
  });

  it('should sort by form, points, price and easiest next fixture, and back by position', async () => {
    renderSquad([builderMock(squad(), figured)]);
    await screen.findByRole('heading', { name: 'My NFT Players (4)' });
    expect(rowNames()).toEqual(['Aldo Ashwell', 'Dario Fenn', 'Hugo Garrow', 'Kofi Brannock']);

    await userEvent.selectOptions(select('Sort by'), 'Form');
    expect(rowNames()).toEqual(['Dario Fenn', 'Hugo Garrow', 'Aldo Ashwell', 'Kofi Brannock']);
    await userEvent.selectOptions(select('Sort by'), 'Points');
    expect(rowNames()).toEqual(['Hugo Garrow', 'Aldo Ashwell', 'Dario Fenn', 'Kofi Brannock']);
    await userEvent.selectOptions(select('Sort by'), 'Price (highest first)');
    expect(rowNames()).toEqual(['Hugo Garrow', 'Aldo Ashwell', 'Kofi Brannock', 'Dario Fenn']);
    await userEvent.selectOptions(select('Sort by'), 'Next fixture (easiest first)');
    expect(rowNames()).toEqual(['Hugo Garrow', 'Dario Fenn', 'Aldo Ashwell', 'Kofi Brannock']);
    await userEvent.selectOptions(select('Sort by'), 'Position');
    expect(rowNames()).toEqual(['Aldo Ashwell', 'Dario Fenn', 'Hugo Garrow', 'Kofi Brannock']);
  });

  it('should filter by position, hardest next fixture and least form, say how many are shown, and clear', async () => {
    renderSquad([builderMock(squad(), figured)]);
    await screen.findByRole('heading', { name: 'My NFT Players (4)' });

    await userEvent.selectOptions(select('Max difficulty'), '2 · Easy');
    expect(rowNames()).toEqual(['Dario Fenn', 'Hugo Garrow']);
    expect(
      within(screen.getByRole('region', { name: 'My NFT Players (4)' })).getByRole('status'),
    ).toHaveTextContent('Showing 2 of 4');
    await userEvent.selectOptions(select('Min form'), '6+');
    expect(rowNames()).toEqual(['Dario Fenn']);
    await userEvent.selectOptions(select('Position'), 'GK');
    expect(screen.getByText('No player matches these filters')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rowNames()).toHaveLength(4);
    expect(select('Position')).toHaveValue('');
    expect(select('Min form')).toHaveValue('');
  });
});
