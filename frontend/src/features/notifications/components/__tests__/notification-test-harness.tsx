import { createRef } from 'react';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { Toaster } from '@/components/ui/toast';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationsReadDocument,
} from '@/features/notifications/api/notification-read.mutations';
import {
  MyNotificationsDocument,
  MyUnreadNotificationCountDocument,
} from '@/features/notifications/api/notifications.query';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import type { NotificationItem_NotificationFragment } from '@/graphql/__generated__/graphql';
import { createRecordingTestLink } from '@/testing/apollo-test-link';
import { LocationProbe } from '@/testing/location-probe';
import { TestCurrentUser } from '@/testing/test-current-user';

/** What the fake server holds, newest first; tests change it and the next read answers it. */
export type NotificationServer = { notifications: NotificationItem_NotificationFragment[] };

/** When the fake server marks one read. */
export const READ_AT = '2026-12-01T12:00:00.000Z';

const unreadOf = (server: NotificationServer) => server.notifications.filter(({ readAt }) => readAt === null);

// Marks these read on the server; answers how many were unread, as the API does.
function markRead(server: NotificationServer, ids: readonly string[]): number {
  const marked = unreadOf(server).filter(({ id }) => ids.includes(id));
  server.notifications = server.notifications.map((item) =>
    marked.includes(item) ? { ...item, readAt: READ_AT } : item,
  );
  return marked.length;
}

/** The count, the list (any page) and both marking mutations answered from `server`, as often as asked. */
function serverMocks(server: NotificationServer): MockLink.MockedResponse[] {
  const always = { maxUsageCount: Number.POSITIVE_INFINITY };
  return [
    {
      request: { query: MyUnreadNotificationCountDocument },
      result: () => ({
        data: { __typename: 'Query', myUnreadNotificationCount: unreadOf(server).length },
      }),
      ...always,
    },
    {
      request: { query: MyNotificationsDocument, variables: () => true },
      result: ({ limit, offset }) => ({
        data: { __typename: 'Query', myNotifications: server.notifications.slice(offset, offset + limit) },
      }),
      ...always,
    },
    {
      request: { query: MarkNotificationsReadDocument, variables: () => true },
      result: ({ ids }) => ({
        data: { __typename: 'Mutation', markNotificationsRead: markRead(server, ids) },
      }),
      ...always,
    },
    {
      request: { query: MarkAllNotificationsReadDocument },
      result: () => ({
        data: {
          __typename: 'Mutation',
          markAllNotificationsRead: markRead(
            server,
            server.notifications.map(({ id }) => id),
          ),
        },
      }),
      ...always,
    },
  ];
}

/**
 * The header's bell, signed in as bob (or a visitor: `username` null), its reads answered from `server`;
 * `mocks` come first (a refusal). `subscriptions` pushes notificationAdded; `operations` lists what was
 * sent; `client()` is the app's Apollo client (the socket's reconnection re-reads through it).
 */
export function renderBell(
  server: NotificationServer,
  { mocks = [], username = 'bob' }: { mocks?: MockLink.MockedResponse[]; username?: string | null } = {},
) {
  const { link, subscriptions, operations } = createRecordingTestLink([...mocks, ...serverMocks(server)]);
  const provider = createRef<MockedProvider>();
  render(
    <MockedProvider ref={provider} link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username={username}>
        <MemoryRouter initialEntries={['/']}>
          <NotificationBell />
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return { subscriptions, operations, client: () => provider.current!.state.client };
}

/** The bell's button, by its whole name ('Notifications' or 'Notifications, 3 unread notifications'). */
export const bell = (name: string) => screen.findByRole('button', { name });

/** Opens the bell named `name` and answers its list once the first page is shown. */
export async function openBell(name: string) {
  await userEvent.click(await bell(name));
  return screen.findByRole('list', { name: 'Notifications' });
}
