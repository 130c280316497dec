import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { createSessionLossLink } from '@/lib/session/session-loss-link';
import { mockApi, signedInAs, signedOut } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

// Another tab of the same browser: it talks on the app's channel.
const otherTabs: BroadcastChannel[] = [];
function otherTab(): BroadcastChannel {
  const channel = new BroadcastChannel('session');
  otherTabs.push(channel);
  return channel;
}

afterEach(() => {
  otherTabs.splice(0).forEach((channel) => channel.close());
});

describe('session across tabs', () => {
  it("should show the signed-out state when another tab logs out, and leave a members' page", async () => {
    mockApi({ 'GET /api/user': signedInAs('alice') });
    renderApp('/spl-rewards');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('alice')).toBeInTheDocument();

    otherTab().postMessage('signed-out');

    expect(await within(banner).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(banner).queryByText('alice')).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('should read who is signed in when another tab logs in', async () => {
    let user = signedOut;
    mockApi({ 'GET /api/user': () => user });
    renderApp('/');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Log in' })).toBeInTheDocument();

    user = signedInAs('bob');
    otherTab().postMessage('signed-in');

    expect(await within(banner).findByText('bob')).toBeInTheDocument();
  });

  it('should tell the other tabs when this one logs out', async () => {
    mockApi({ 'GET /api/user': signedInAs('alice'), 'POST /api/logout': { status: 200, body: {} } });
    const heard = jest.fn();
    otherTab().onmessage = ({ data }: MessageEvent<unknown>) => heard(data);
    renderApp('/');

    await userEvent.click(await within(screen.getByRole('banner')).findByRole('link', { name: 'Logout' }));

    await waitFor(() => expect(heard).toHaveBeenCalledWith('signed-out'));
  });

  it("should drop the previous user's GraphQL data when the session is found gone", async () => {
    let user = signedInAs('alice');
    mockApi({ 'GET /api/user': () => user });
    const { apolloClient } = renderApp('/');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('alice')).toBeInTheDocument();
    const cached = gql`
      query CachedForAlice {
        currentGameweek
      }
    `;
    apolloClient.writeQuery({ query: cached, data: { currentGameweek: 7 } });

    user = signedOut;
    window.dispatchEvent(new Event('focus'));
    otherTab().postMessage('signed-in');

    expect(await within(banner).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(apolloClient.readQuery({ query: cached })).toBeNull());
  });
});

describe('session loss link', () => {
  const query = gql`
    query SessionLossProbe {
      currentGameweek
    }
  `;

  async function runThrough(answer: ConstructorParameters<typeof ApolloLink>[0]) {
    const onSessionLost = jest.fn();
    const client = new ApolloClient({
      link: ApolloLink.from([createSessionLossLink(onSessionLost), new ApolloLink(answer)]),
      cache: new InMemoryCache(),
    });
    await client.query({ query }).catch(() => undefined);
    return onSessionLost;
  }

  it('should report a lost session for an UNAUTHENTICATED answer', async () => {
    const lost = await runThrough(() =>
      of({ errors: [new GraphQLError('Sign in first', { extensions: { code: 'UNAUTHENTICATED' } })] }),
    );
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('should not for any other refusal', async () => {
    const lost = await runThrough(() =>
      of({ errors: [new GraphQLError('No such league', { extensions: { code: 'NOT_FOUND' } })] }),
    );
    expect(lost).not.toHaveBeenCalled();
  });
});
