import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach } from '@jest/globals';
import { configure } from '@testing-library/react';
import { toast } from 'sonner';
import { installFakeMatchMedia, setSystemColorScheme } from '@/testing/color-scheme';

// A suite's first render of the whole app loads its lazy pages, each transformed on first require: on a
// busy 2-core host that alone can outlast the default 1 s of a findBy. In CI this suite runs beside the
// benches and the fault tests' stacks, where rendering a hundred cards took 15.4 s (2.4 s on a quiet
// host): a findBy waits until what it looks for is there, so a longer bound costs a passing test nothing.
configure({ asyncUtilTimeout: 30_000 });

// Sonner keeps toasts in a module-level store and replays the active ones to a newly mounted Toaster:
// dismiss them so one test's toasts never show up in the next test.
afterEach(() => {
  toast.dismiss();
});

// jsdom lacks matchMedia (the theme follows the system's colour scheme): the system is light unless a test
// says otherwise. Tests in Node's environment (the prerendered home page) have no window at all.
if (typeof window !== 'undefined') {
  installFakeMatchMedia();
  beforeEach(() => setSystemColorScheme('light'));
}

// jsdom lays nothing out and has no ResizeObserver, which charts size themselves with: every element
// observed measures a fixed 640 × 480, once, and is never resized.
globalThis.ResizeObserver = class {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 640, height: 480 } as DOMRectReadOnly;
    this.callback([{ target, contentRect } as ResizeObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
};

// jsdom lays nothing out, so it scrolls nothing either: scrolling an element into view does nothing (a test
// that checks the call puts its own spy in place).
if (typeof window !== 'undefined') Element.prototype.scrollIntoView = () => {};
