import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { NotificationSettingsPage } from '@/app/routes/notification-settings-page';
import { Toaster } from '@/components/ui/toast';
import { SetNotificationPreferenceDocument } from '@/features/notifications/api/notification-preference.mutation';
import { MyNotificationPreferencesDocument } from '@/features/notifications/api/notification-preferences.query';
import type { NotificationPreferenceRow_PreferenceFragment } from '@/graphql/__generated__/graphql';
import { createRecordingTestLink, variablesOf } from '@/testing/apollo-test-link';
import { findToast } from '@/testing/find-toast';
import { notificationPreference } from '@/testing/notification-fixtures';
import { TestCurrentUser } from '@/testing/test-current-user';

// Every kind, in the schema's order, as a manager who changed nothing has them, but email for SPL rewards.
const preferences = [
  notificationPreference('SPL_REWARD', { email: true }),
  ...(
    [
      'CARD_SOLD',
      'CARD_BOUGHT',
      'PURCHASE_FAILED',
      'BATTLE_CHALLENGE',
      'BATTLE_ACCEPTED',
      'BATTLE_SETTLED',
      'BATTLE_EXPIRED',
      'LEAGUE_JOINED',
      'LEAGUE_ENDED',
      'CHAMPIONSHIP_STATUS',
      'PLAYER_INJURED',
      'LOCK_REMINDER',
    ] as const
  ).map((kind) => notificationPreference(kind)),
];

const preferencesMock: MockLink.MockedResponse = {
  request: { query: MyNotificationPreferencesDocument },
  result: { data: { __typename: 'Query', myNotificationPreferences: preferences } },
};

/** setNotificationPreference answered with the choice as kept, or refused with `refusal`, after `delay` ms. */
function saveMock(
  choice: NotificationPreferenceRow_PreferenceFragment,
  { refusal, delay = 0 }: { refusal?: string; delay?: number } = {},
): MockLink.MockedResponse {
  const { __typename, ...input } = choice;
  return {
    request: { query: SetNotificationPreferenceDocument, variables: { input } },
    result: refusal
      ? { errors: [new GraphQLError(refusal)] }
      : { data: { __typename: 'Mutation', setNotificationPreference: choice } },
    delay,
  };
}

function renderSettings(mocks: MockLink.MockedResponse[] = []) {
  const { link, operations } = createRecordingTestLink([preferencesMock, ...mocks]);
  render(
    <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username="bob">
        <MemoryRouter initialEntries={['/settings/notifications']}>
          <NotificationSettingsPage />
          <Toaster />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return { operations };
}

const kind = (label: string) => screen.getByRole('group', { name: label });
const findKind = (label: string) => screen.findByRole('group', { name: label });
const channel = (label: string, name: 'In app' | 'Email' | 'Push') =>
  within(kind(label)).getByRole('switch', { name });

describe('notification settings (/settings/notifications)', () => {
  it('should list every kind with its description and its three switches, and say what is delivered today', async () => {
    renderSettings();

    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    expect(
      screen.getByText(
        /In app is what is delivered today.*Email and push are recorded for an operator to connect/,
      ),
    ).toBeVisible();
    await findKind('SPL rewards');
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'SPL rewards',
      'Cards sold',
      'Cards bought',
      'Failed purchases',
      'Battle challenges',
      'Accepted challenges',
      'Battle results',
      'Expired battles',
      'Leagues joined',
      'League results',
      'Championship updates',
      'Injured players',
      'Lineup lock reminders',
    ]);
    expect(kind('Lineup lock reminders')).toHaveAccessibleDescription(
      'your lineup has fewer than 11 starters and the gameweek locks soon',
    );
    expect(kind('Battle challenges')).toHaveAccessibleDescription('a manager challenged you to a battle');
    expect(
      within(kind('SPL rewards'))
        .getAllByRole('switch')
        .map((item) => item.getAttribute('aria-checked')),
    ).toEqual(['true', 'true', 'false']);
    expect(channel('Battle challenges', 'In app')).toBeChecked();
    expect(channel('Battle challenges', 'Email')).not.toBeChecked();
    expect(channel('Battle challenges', 'Push')).not.toBeChecked();
  });

  it('should save a switch at once, showing it before the server answers', async () => {
    const off = notificationPreference('BATTLE_CHALLENGE', { inApp: false });
    const { operations } = renderSettings([saveMock(off, { delay: 60_000 })]);
    await findKind('Battle challenges');

    await userEvent.click(channel('Battle challenges', 'In app'));

    expect(channel('Battle challenges', 'In app')).not.toBeChecked();
    expect(variablesOf(operations, 'SetNotificationPreference')).toEqual([
      { input: { kind: 'BATTLE_CHALLENGE', inApp: false, email: false, push: false } },
    ]);
  });

  it('should keep a saved switch and the other channels of its kind as they were', async () => {
    const withPush = notificationPreference('SPL_REWARD', { email: true, push: true });
    renderSettings([saveMock(withPush)]);
    await findKind('SPL rewards');

    await userEvent.click(channel('SPL rewards', 'Push'));

    await waitFor(() => expect(channel('SPL rewards', 'Push')).toBeChecked());
    expect(channel('SPL rewards', 'In app')).toBeChecked();
    expect(channel('SPL rewards', 'Email')).toBeChecked();
    expect(channel('Cards sold', 'Push')).not.toBeChecked();
  });

  it('should put a refused switch back and say why', async () => {
    const email = notificationPreference('LEAGUE_ENDED', { email: true });
    renderSettings([saveMock(email, { refusal: 'Too many changes: try again in 40 seconds.', delay: 200 })]);
    await findKind('League results');

    await userEvent.click(channel('League results', 'Email'));

    // The switch shows at once (the test above); its refusal may already have put it back by now.
    expect(await findToast('Setting not saved')).toHaveTextContent(
      'Too many changes: try again in 40 seconds.',
    );
    expect(channel('League results', 'Email')).not.toBeChecked();
  });
});
