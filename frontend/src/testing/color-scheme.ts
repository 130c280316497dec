// jsdom has no window.matchMedia: test/setup-tests.ts installs this one, in which the system uses the
// light scheme until a test says otherwise. Only the colour-scheme query is answered; any other query
// never matches.
const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

let systemDark = false;
const changeListeners = new Set<(event: MediaQueryListEvent) => void>();

function mediaQueryList(query: string): MediaQueryList {
  const isDarkQuery = query === DARK_SCHEME_QUERY;
  const watch = (listener: ((event: MediaQueryListEvent) => void) | null) => {
    if (isDarkQuery && listener) changeListeners.add(listener);
  };
  const unwatch = (listener: ((event: MediaQueryListEvent) => void) | null) => {
    if (listener) changeListeners.delete(listener);
  };
  return {
    media: query,
    get matches() {
      return isDarkQuery && systemDark;
    },
    onchange: null,
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
      watch(listener as (event: MediaQueryListEvent) => void),
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
      unwatch(listener as (event: MediaQueryListEvent) => void),
    addListener: watch,
    removeListener: unwatch,
    dispatchEvent: () => false,
  };
}

export function installFakeMatchMedia(): void {
  window.matchMedia = mediaQueryList;
}

/** The system switches to the scheme (the operating system's dark mode, say), telling those listening. */
export function setSystemColorScheme(scheme: 'light' | 'dark'): void {
  systemDark = scheme === 'dark';
  const event = { matches: systemDark, media: DARK_SCHEME_QUERY } as MediaQueryListEvent;
  changeListeners.forEach((listener) => listener(event));
}
