import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { LeagueDetailsPage } from '@/app/routes/league-details-page';
import { LeaguesPage } from '@/app/routes/leagues-page';
import { Toaster } from '@/components/ui/toast';
import { createRecordingTestLink } from '@/testing/apollo-test-link';
import { LocationProbe } from '@/testing/location-probe';
import { TestCurrentUser } from '@/testing/test-current-user';

/**
 * /leagues and /leagues/:id as the app routes them, opened at `path`, signed in as `username` (id
 * user-<username>). GraphQL is answered by `mocks`; `operations` lists what was sent, in order.
 */
export function renderLeagues(mocks: MockLink.MockedResponse[], path = '/leagues', username = 'alice') {
  const { link, operations } = createRecordingTestLink(mocks);
  render(
    <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
      <TestCurrentUser username={username}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/leagues" element={<LeaguesPage />} />
            <Route path="/leagues/:id" element={<LeagueDetailsPage />} />
          </Routes>
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </TestCurrentUser>
    </MockedProvider>,
  );
  return { operations };
}

export const availableList = () => screen.getByRole('list', { name: 'Available Leagues' });
export function leagueCardNamed(name: string) {
  return within(availableList()).getByRole('group', { name });
}
export const dialog = () => screen.getByRole('dialog');
