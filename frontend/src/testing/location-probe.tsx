import { useLocation } from 'react-router';

/** Renders the router's current path, so tests can assert on navigations. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="current-path">{pathname}</div>;
}
