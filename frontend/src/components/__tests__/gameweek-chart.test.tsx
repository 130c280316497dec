import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { GameweekChart, type GameweekValue } from '@/components/gameweek-chart';

const points: GameweekValue[] = [
  { gameweek: 1, value: 36 },
  { gameweek: 2, value: 21 },
  { gameweek: 3, value: 12, live: true },
];

function tableRows() {
  return within(screen.getByRole('table', { name: 'Points per gameweek' }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

describe('GameweekChart', () => {
  it('should draw a bar per gameweek, the live one lighter, each with its figure', () => {
    render(<GameweekChart title="Points per gameweek" valueLabel="Points" data={points} />);
    const chart = screen.getByTestId('gameweek-chart');

    const bars = chart.querySelectorAll('.recharts-bar-rectangle path');
    expect(bars).toHaveLength(3);
    expect([...bars].map((bar) => bar.getAttribute('fill-opacity'))).toEqual(['1', '1', '0.45']);
    expect(
      [...chart.querySelectorAll('.recharts-label-list text')].map((label) => label.textContent),
    ).toEqual(['36', '21', '12']);
    expect(within(chart).getByText('GW3')).toBeInTheDocument();
  });

  it('should hide the picture from assistive technology and read every value out of a table instead', () => {
    render(<GameweekChart title="Points per gameweek" valueLabel="Points" data={points} />);

    expect(screen.getByTestId('gameweek-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('figure', { name: 'Points per gameweek' })).toBeVisible();
    expect(tableRows()).toEqual([
      ['Gameweek', 'Points'],
      ['Gameweek 1', '36'],
      ['Gameweek 2', '21'],
      ['Gameweek 3', '12 (live)'],
    ]);
  });

  it('should draw a line through the gameweeks, with the caption given', () => {
    render(
      <GameweekChart
        kind="line"
        title="Points per gameweek"
        valueLabel="Points"
        data={points}
        caption="Points of the season so far."
      />,
    );
    const chart = screen.getByTestId('gameweek-chart');

    expect(chart.querySelectorAll('.recharts-line-curve')).toHaveLength(1);
    expect(chart.querySelectorAll('.recharts-line-dot')).toHaveLength(3);
    expect(screen.getByRole('figure', { name: 'Points of the season so far.' })).toBeVisible();
    expect(tableRows()).toHaveLength(4);
  });
});
