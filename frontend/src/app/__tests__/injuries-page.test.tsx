import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appTypePolicies } from '@/app/apollo-setup';
import { InjuriesPage } from '@/app/routes/injuries-page';
import { InjuryCenterPageDocument } from '@/features/injuries/api/injury-center-page.query';
import type { InjuryCard_InjuryFragment } from '@/graphql/__generated__/graphql';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { injuryReport } from '@/testing/match-fixtures';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { MemoryRouter } from 'react-router';

function injuriesMock(injuries: InjuryCard_InjuryFragment[]): MockLink.MockedResponse {
  return {
    request: { query: InjuryCenterPageDocument },
    result: { data: { __typename: 'Query', injuries } },
  };
}

function renderInjuries(mocks: MockLink.MockedResponse[]) {
  const { link } = createApolloTestLink(mocks);
  render(
    <MemoryRouter>
      <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: appTypePolicies })}>
        <InjuriesPage />
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('Injury Center', () => {
  it('should show the title, the daily-update notice, a skeleton, then the injury cards and the tips', async () => {
    renderInjuries([
      injuriesMock([
        injuryReport(),
        injuryReport({ id: 'injury-2', playerName: 'Enzo Tavernier', severity: 'SEVERE', status: 'OUT' }),
      ]),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Injury Center' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Injury reports are updated daily.');
    expect(screen.getByRole('status')).toHaveTextContent('Loading injury reports…');

    const cards = within(await screen.findByRole('list', { name: 'Injury reports' })).getAllByTestId(
      'injury-card',
    );
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Enzo Tavernier');
    expect(cards[1]).toHaveTextContent('Severe');
    expect(cards[1]).toHaveTextContent('Out');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tips for managing injuries' })).toBeInTheDocument();
  });

  it('should say so when nobody is injured', async () => {
    renderInjuries([injuriesMock([])]);

    expect(await screen.findByText('No injuries reported — every player is available.')).toBeInTheDocument();
  });

  it('should report a failure with a retry instead of showing cards', async () => {
    renderInjuries([
      { request: { query: InjuryCenterPageDocument }, error: new Error('down') },
      injuriesMock([injuryReport()]),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Injury reports could not be loaded.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('injury-card')).toHaveTextContent('Kofi Brannock');
  });

  it('should be open to visitors (no login needed)', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/injuries');

    expect(await screen.findByRole('heading', { level: 1, name: 'Injury Center' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
