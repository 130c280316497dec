import type { MockLink } from '@apollo/client/testing';
import { MyUnreadNotificationCountDocument } from '@/features/notifications';
import { always } from '@/testing/apollo-test-link';

/** What the app shell reads on every page for a signed-in manager, as often as asked: nothing unread. */
export function signedInShellMocks(): MockLink.MockedResponse[] {
  return [
    always({
      request: { query: MyUnreadNotificationCountDocument },
      result: { data: { __typename: 'Query', myUnreadNotificationCount: 0 } },
    }),
  ];
}
