import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** What the manager picked in the header: a theme, or whatever the system uses. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

// public/theme.js reads the same key and query to set the theme before the first paint: keep them in step
// (e2e/theme.spec.ts checks that the script honours what this module stores).
export const THEME_STORAGE_KEY = 'sfl-theme';
const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function storedChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage refused (a privacy mode): the system decides.
    return 'system';
  }
}

function systemTheme(): Theme {
  return window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

// The snapshot is one string, so that React sees a change only when the choice or the theme changes.
function snapshot(): `${ThemeChoice}:${Theme}` {
  const choice = storedChoice();
  return `${choice}:${choice === 'system' ? systemTheme() : choice}`;
}

// Another tab's choice, and the system's own switch while the manager follows it.
function watchOutside(on: boolean): void {
  const darkScheme = window.matchMedia(DARK_SCHEME_QUERY);
  if (on) {
    window.addEventListener('storage', notify);
    darkScheme.addEventListener('change', notify);
  } else {
    window.removeEventListener('storage', notify);
    darkScheme.removeEventListener('change', notify);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) watchOutside(true);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) watchOutside(false);
  };
}

/**
 * The manager's choice and the theme it gives. The choice is kept in localStorage ("system" by removing
 * it); the prerendered home page is drawn without one.
 */
export function useTheme(): { choice: ThemeChoice; theme: Theme; setChoice: (choice: ThemeChoice) => void } {
  const current = useSyncExternalStore(subscribe, snapshot, () => 'system:light' as const);
  const [choice, theme] = current.split(':') as [ThemeChoice, Theme];
  const setChoice = useCallback((next: ThemeChoice) => {
    try {
      if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage refused: there is nowhere to keep the choice, so the system keeps deciding.
    }
    notify();
  }, []);
  return { choice, theme, setChoice };
}

/** Keeps <html> in the current theme: its `dark` class turns on Tailwind's dark variant and tokens. */
export function useAppliedTheme(): void {
  const { theme } = useTheme();
  useEffect(() => applyTheme(theme), [theme]);
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (root.classList.contains('dark') === (theme === 'dark')) return;
  // Switched at once: colours that transition (buttons, links) would otherwise fade through the change.
  const pause = document.createElement('style');
  pause.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(pause);
  root.classList.toggle('dark', theme === 'dark');
  // Reading a style makes the browser apply the new colours before the transitions come back.
  void window.getComputedStyle(root).color;
  requestAnimationFrame(() => pause.remove());
}
