/** Where the clock control left the simulator's clock; `offsetMs` 0 and nothing held when never used. */
export interface ClockControlState {
  heldAt: Date | null;
  releasesAt: Date | null;
  offsetMs: number;
}

/** The simulator's game time at one real moment, and whether it stands still. */
export interface SimulationInstant {
  now: Date;
  held: boolean;
}

export const UNCONTROLLED: ClockControlState = { heldAt: null, releasesAt: null, offsetMs: 0 };

/**
 * The simulator's time at `realNow`: standing at `heldAt` while held; once a hold has lapsed, going on
 * from `heldAt` as if resumed at `releasesAt`; else real time shifted by the offset.
 */
export function simulationInstantOf(state: ClockControlState, realNow: Date): SimulationInstant {
  const { heldAt, releasesAt } = state;
  if (heldAt && releasesAt) {
    if (realNow < releasesAt) return { now: heldAt, held: true };
    return { now: new Date(heldAt.getTime() + realNow.getTime() - releasesAt.getTime()), held: false };
  }
  return { now: new Date(realNow.getTime() + state.offsetMs), held: false };
}

/** The state that holds the clock at `instant` until the real moment `releasesAt`. */
export function heldState(instant: SimulationInstant, releasesAt: Date): ClockControlState {
  return { heldAt: instant.now, releasesAt, offsetMs: 0 };
}

/** The state that runs the clock on from `instant`, as read at `realNow`. */
export function runningState(instant: SimulationInstant, realNow: Date): ClockControlState {
  return { heldAt: null, releasesAt: null, offsetMs: instant.now.getTime() - realNow.getTime() };
}
