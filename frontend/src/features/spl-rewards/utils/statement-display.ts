import type { To } from 'react-router';
import type { SplHoldStatus, SplStatementLineFieldsFragment } from '@/graphql/__generated__/graphql';

type Cause = NonNullable<SplStatementLineFieldsFragment['cause']>;

/**
 * Where a statement line's cause is shown, by the app's routes (no route parameter besides
 * /leagues/{id}): a match opens in its dialog on home (/?match=<id>, the matches feature's link), a
 * purchase on the market, a league on its page, a battle on H2H with its card picked out
 * (/h2h?battle=<id>, which the H2H page reads), an achievement on Achievements.
 */
export function causeLink(cause: Cause): { to: To; label: string } {
  switch (cause.type) {
    case 'MATCH':
      return {
        to: { pathname: '/', search: `?${new URLSearchParams({ match: cause.id }).toString()}` },
        label: 'View match',
      };
    case 'MARKET_PURCHASE':
      return { to: '/marketplace', label: 'Marketplace' };
    case 'LEAGUE':
      return { to: `/leagues/${cause.id}`, label: 'View league' };
    case 'BATTLE':
      return {
        to: { pathname: '/h2h', search: `?${new URLSearchParams({ battle: cause.id }).toString()}` },
        label: 'H2H battles',
      };
    case 'ACHIEVEMENT':
      return { to: '/achievements', label: 'Achievements' };
  }
}

/** The badge of SPL set aside: still held, paid out, or given back. */
export const holdStatusLabels: Record<SplHoldStatus, string> = {
  HELD: 'Held',
  CAPTURED: 'Paid out',
  RELEASED: 'Returned',
};
