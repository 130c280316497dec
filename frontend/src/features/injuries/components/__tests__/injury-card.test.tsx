import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { InjuryCard } from '@/features/injuries/components/injury-card';
import type { InjuryCard_InjuryFragment } from '@/graphql/__generated__/graphql';
import { injuryReport } from '@/testing/match-fixtures';
import { MemoryRouter } from 'react-router';

// The name links to the footballer's page: a router around the card.
const renderCard = (injury: InjuryCard_InjuryFragment) =>
  render(
    <MemoryRouter>
      <InjuryCard injury={injury} />
    </MemoryRouter>,
  );

describe('InjuryCard', () => {
  it('should show every field of the report', () => {
    renderCard(injuryReport());
    const card = screen.getByTestId('injury-card');

    expect(screen.getByRole('heading', { name: 'Kofi Brannock' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Ravenmoor Rovers');
    expect(card).toHaveTextContent('Ravenmoor Rovers·Position FWD');
    expect(card).toHaveTextContent('Hamstring strain');
    expect(screen.getByText('Moderate')).toBeInTheDocument();
    expect(screen.getByText('Doubtful')).toBeInTheDocument();
    expect(card).toHaveTextContent('Expected returnJun 20, 2026');
    expect(card).toHaveTextContent('Impact on teamHigh');
    expect(card).toHaveTextContent('Last update Jun 12, 14:05');
  });

  it.each([
    ['MINOR', 'OUT', 'Minor', 'Out'],
    ['SEVERE', 'QUESTIONABLE', 'Severe', 'Questionable'],
  ] as const)('should show %s / %s as %s / %s', (severity, status, severityText, statusText) => {
    renderCard(injuryReport({ severity, status, position: 'DEF' }));

    expect(screen.getByText(severityText)).toBeInTheDocument();
    expect(screen.getByText(statusText)).toBeInTheDocument();
    expect(screen.getByTestId('injury-card')).toHaveTextContent('Position DEF');
  });
});
