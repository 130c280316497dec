import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarkAllNotificationsReadDocument } from '@/features/notifications/api/notification-read.mutations';
import {
  bell,
  openBell,
  READ_AT,
  renderBell,
  type NotificationServer,
} from '@/features/notifications/components/__tests__/notification-test-harness';
import { UNREAD_POLL_MS } from '@/features/notifications/hooks/use-unread-count';
import type { NotificationItem_NotificationFragment } from '@/graphql/__generated__/graphql';
import { variablesOf } from '@/testing/apollo-test-link';
import { findToast } from '@/testing/find-toast';
import { notification, readNotification } from '@/testing/notification-fixtures';
import { currentUrl } from '@/testing/render-app';

const challenge = notification('1', { minutesAgo: 5 });
const accepted = notification('2', {
  title: 'carol accepted your battle',
  body: '25 SPL each on gameweek 7: the side with more points takes 50 SPL.',
  link: '/h2h?battle=b-2',
  minutesAgo: 90,
});
const joined = readNotification('3', {
  title: 'You joined Sunday Legends',
  body: '4 members so far.',
  link: '/leagues/l-1',
  minutesAgo: 3 * 24 * 60,
});

function server(...notifications: NotificationItem_NotificationFragment[]): NotificationServer {
  return { notifications };
}

/** The `count` newest of a long list, all unread, newest first: n-<count> … n-1. */
function many(count: number): NotificationItem_NotificationFragment[] {
  return Array.from({ length: count }, (_, index) =>
    notification(`n-${count - index}`, { title: `Notification ${count - index}`, minutesAgo: index + 1 }),
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Notifications' });
const items = (list: HTMLElement) => within(list).getAllByRole('link');
const names = (list: HTMLElement) =>
  items(list).map((item) => item.querySelector('span > span')?.textContent);
const countOf = (operations: { name: string }[], name: string) =>
  operations.filter((operation) => operation.name === name).length;

afterEach(() => {
  jest.useRealTimers();
});

describe('notification bell: the count', () => {
  it('should show the unread count as a badge, in words for assistive technology', async () => {
    renderBell(server(challenge, accepted, joined));

    const button = await bell('Notifications, 2 unread notifications');

    expect(within(button).getByText('2')).toBeVisible();
  });

  it('should say "99+" above 99 unread', async () => {
    renderBell(server(...many(120)));

    const button = await bell('Notifications, 120 unread notifications');

    expect(within(button).getByText('99+')).toBeVisible();
  });

  it('should show no badge when nothing is unread', async () => {
    const { operations } = renderBell(server(joined));

    await waitFor(() => expect(countOf(operations, 'MyUnreadNotificationCount')).toBe(1));
    await openBell('Notifications');

    // Its name, and all it shows: no figure.
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe('Notifications');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('should not be shown to a visitor, nor read anything', async () => {
    const { operations } = renderBell(server(challenge), { username: null });

    await screen.findByTestId('current-path');

    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(operations).toEqual([]);
  });
});

describe('notification bell: the list', () => {
  it('should list the newest with title, body and time ago, the unread ones marked', async () => {
    renderBell(server(challenge, accepted, joined));

    const list = await openBell('Notifications, 2 unread notifications');

    expect(dialog()).toBeVisible();
    expect(items(list).map((item) => item.getAttribute('href'))).toEqual([
      '/h2h?battle=b-1',
      '/h2h?battle=b-2',
      '/leagues/l-1',
    ]);
    expect(
      within(list).getByRole('link', { name: /^Unread: alice challenged you to a battle/ }),
    ).toHaveTextContent("25 SPL each on gameweek 7: accept it before the gameweek's deadline.5 minutes ago");
    expect(within(list).getByRole('link', { name: /^Unread: carol accepted your battle/ })).toHaveTextContent(
      '1 hour ago',
    );
    expect(within(list).getByRole('link', { name: /^You joined Sunday Legends/ })).toHaveTextContent(
      '3 days ago',
    );
  });

  it('should list an injury and a lock reminder with their text, each opening its page', async () => {
    const injury = notification('4', {
      title: 'Kofi Brannock (Northbridge United) is out until 3 Dec 2030',
      body: 'He is in your starting XI: see your squad to replace him.',
      link: '/players/f-1',
      minutesAgo: 2,
    });
    const reminder = notification('5', {
      title: 'Your lineup for gameweek 4 has 9 of 11 starters',
      body: 'It locks at 15:00 UTC on 23 Aug 2030.',
      link: '/squad',
      minutesAgo: 1,
    });
    renderBell(server(reminder, injury));
    const list = await openBell('Notifications, 2 unread notifications');

    expect(
      within(list).getByRole('link', { name: /^Unread: Your lineup for gameweek 4 has 9 of 11 starters/ }),
    ).toHaveTextContent('It locks at 15:00 UTC on 23 Aug 2030.');
    await userEvent.click(
      within(list).getByRole('link', { name: /^Unread: Kofi Brannock \(Northbridge United\) is out/ }),
    );
    expect(currentUrl()).toBe('/players/f-1');
    await userEvent.click(
      within(await openBell('Notifications, 1 unread notification')).getByRole('link', {
        name: /^Unread: Your lineup for gameweek 4/,
      }),
    );
    expect(currentUrl()).toBe('/squad');
  });

  it('should say so when there is nothing yet', async () => {
    renderBell(server());

    await userEvent.click(await bell('Notifications'));

    expect(await screen.findByText('No notifications yet.')).toBeVisible();
  });

  it('should mark one read and open its page when it is clicked', async () => {
    const state = server(challenge, accepted);
    const { operations } = renderBell(state);
    const list = await openBell('Notifications, 2 unread notifications');

    await userEvent.click(within(list).getByRole('link', { name: /^Unread: carol accepted your battle/ }));

    expect(currentUrl()).toBe('/h2h?battle=b-2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(variablesOf(operations, 'MarkNotificationsRead')).toEqual([{ ids: ['2'] }]);
    const reopened = await openBell('Notifications, 1 unread notification');
    expect(within(reopened).getByRole('link', { name: /^carol accepted your battle/ })).toBeInTheDocument();
    expect(state.notifications[1]!.readAt).toBe(READ_AT);
  });

  it('should open a read one without marking it again', async () => {
    const { operations } = renderBell(server(joined));
    const list = await openBell('Notifications');

    await userEvent.click(within(list).getByRole('link', { name: /^You joined Sunday Legends/ }));

    expect(currentUrl()).toBe('/leagues/l-1');
    expect(countOf(operations, 'MarkNotificationsRead')).toBe(0);
  });

  it('should mark all read at once', async () => {
    renderBell(server(challenge, accepted, joined));
    const list = await openBell('Notifications, 2 unread notifications');

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Mark all as read' }));

    expect(await bell('Notifications')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /^Unread:/ })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('should keep them unread and say so when Mark all as read is refused', async () => {
    const refusal = {
      request: { query: MarkAllNotificationsReadDocument },
      result: { errors: [new GraphQLError('Too many requests: try again in 30 seconds.')] },
    };
    renderBell(server(challenge, accepted), { mocks: [refusal] });
    const list = await openBell('Notifications, 2 unread notifications');

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Mark all as read' }));

    expect(await findToast('Notifications not marked read')).toHaveTextContent(
      'Too many requests: try again in 30 seconds.',
    );
    expect(within(list).getAllByRole('link', { name: /^Unread:/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread notifications' })).toBeInTheDocument();
  });

  it('should load 20 at a time with Load more, until there are no more', async () => {
    const { operations } = renderBell(server(...many(25)));
    const list = await openBell('Notifications, 25 unread notifications');
    expect(items(list)).toHaveLength(20);

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(items(list)).toHaveLength(25));
    expect(names(list).at(-1)).toBe('Unread: Notification 1');
    expect(variablesOf(operations, 'MyNotifications')).toEqual([
      { limit: 20, offset: 0 },
      { limit: 20, offset: 20 },
    ]);
    expect(within(dialog()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('should lead to the notification settings', async () => {
    renderBell(server(challenge));
    await openBell('Notifications, 1 unread notification');

    await userEvent.click(within(dialog()).getByRole('link', { name: 'Notification settings' }));

    expect(currentUrl()).toBe('/settings/notifications');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('notification bell: live', () => {
  const battleWon = notification('4', {
    title: 'You won your battle against carol',
    body: '41-37 in gameweek 7: 50 SPL is yours.',
    link: '/h2h?battle=b-2',
    minutesAgo: 0,
  });

  it('should add a pushed notification at the top and count it, without a reload, once', async () => {
    const state = server(challenge, joined);
    const { subscriptions, operations } = renderBell(state);
    const list = await openBell('Notifications, 1 unread notification');
    expect(subscriptions.operation?.operationName).toBe('NotificationAdded');

    state.notifications.unshift(battleWon);
    act(() => subscriptions.simulateResult({ result: { data: { notificationAdded: battleWon } } }));

    expect(await bell('Notifications, 2 unread notifications')).toBeInTheDocument();
    expect(names(list)).toEqual([
      'Unread: You won your battle against carol',
      'Unread: alice challenged you to a battle',
      'You joined Sunday Legends',
    ]);
    expect(within(list).getByRole('link', { name: /^Unread: You won/ })).toHaveTextContent('just now');
    // The same one again (a list read since brought it) is neither listed nor counted twice.
    act(() => subscriptions.simulateResult({ result: { data: { notificationAdded: battleWon } } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(items(list)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread notifications' })).toBeInTheDocument();
    expect(countOf(operations, 'MyUnreadNotificationCount')).toBe(1);
  });

  it('should count one pushed while the bell is closed, and list it when opened', async () => {
    const state = server(challenge);
    const { subscriptions } = renderBell(state);
    await bell('Notifications, 1 unread notification');

    state.notifications.unshift(battleWon);
    act(() => subscriptions.simulateResult({ result: { data: { notificationAdded: battleWon } } }));

    const list = await openBell('Notifications, 2 unread notifications');
    expect(names(list)[0]).toBe('Unread: You won your battle against carol');
  });

  it('should read the count and the open list again when the socket reconnects', async () => {
    const state = server(challenge);
    const { client } = renderBell(state);
    const list = await openBell('Notifications, 1 unread notification');

    // Kept while the socket was down: never pushed.
    state.notifications.unshift(battleWon);
    await act(() => client().refetchObservableQueries());

    expect(await bell('Notifications, 2 unread notifications')).toBeInTheDocument();
    await waitFor(() => expect(items(list)).toHaveLength(2));
  });

  it('should read the count every so often when the live push is refused', async () => {
    jest.useFakeTimers();
    const state = server(challenge);
    const { subscriptions, operations } = renderBell(state);
    await bell('Notifications, 1 unread notification');

    act(() => subscriptions.simulateResult({ error: new Error('Unauthorized') }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    state.notifications.unshift(battleWon);
    await act(() => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));

    expect(countOf(operations, 'MyUnreadNotificationCount')).toBe(2);
    expect(await bell('Notifications, 2 unread notifications')).toBeInTheDocument();
  });
});
