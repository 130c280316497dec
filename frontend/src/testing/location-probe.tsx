import { useLocation } from 'react-router';

/** Renders the router's current path, and path with query, so tests can assert on navigations. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <div data-testid="current-path">{pathname}</div>
      <div data-testid="current-url">{pathname + search}</div>
    </>
  );
}
