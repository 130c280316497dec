import { Inject, Injectable } from '@nestjs/common';
import type { KeyValueStore } from '@sfl/cache';
import { KEY_VALUE_STORE } from '@sfl/subgraph';

const LEASE_MS = 10_000;

/**
 * When several instances of the subgraph run (compose `--scale`), one drives the match clock
 * at a time: time is cut into 10-second windows and the first instance to count itself in a
 * window (an atomic increment in the shared store) drives it. Every step also re-checks the match
 * under a row lock, so even an overlap at a window's edge applies nothing twice.
 */
@Injectable()
export class SimulatorLease {
  private window = -1;
  private held = false;

  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  async holds(now: Date): Promise<boolean> {
    const window = Math.floor(now.getTime() / LEASE_MS);
    if (window !== this.window) {
      this.window = window;
      this.held = (await this.store.increment(`matches:simulator-lease:${window}`, 2 * LEASE_MS)) === 1;
    }
    return this.held;
  }
}
