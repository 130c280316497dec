import { useLocation, useNavigate, useSearchParams, type To } from 'react-router';

// The routes take no parameter besides /leagues/{id}, so a match opens as a dialog on home: /?match=<id>.
const MATCH_PARAM = 'match';

type MatchDialogState = { matchDialogFromList: true };

function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'matchDialogFromList' in state;
}

/** Where a Live Matches row links: home with the match in the query string (so it can be shared). */
export function matchDialogLink(matchId: string): { to: To; state: MatchDialogState } {
  return {
    to: { pathname: '/', search: `?${new URLSearchParams({ [MATCH_PARAM]: matchId }).toString()}` },
    state: { matchDialogFromList: true },
  };
}

/** The match the dialog shows (from the URL), and how to close it. */
export function useMatchDialogParam(): { matchId: string | null; close: () => void } {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const matchId = searchParams.get(MATCH_PARAM) || null;

  const close = () => {
    // Opened from the list: going back restores the page as it was. Arrived by a shared link: drop the param.
    if (openedFromList(location.state)) {
      void navigate(-1);
      return;
    }
    const rest = new URLSearchParams(searchParams);
    rest.delete(MATCH_PARAM);
    const search = rest.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };

  return { matchId, close };
}
