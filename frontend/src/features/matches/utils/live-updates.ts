/** Without a subscription (a logged-out visitor, or the socket refused), live data is re-read this often. */
export const LIVE_POLL_INTERVAL_MS = 15_000;

/** How long a row stays highlighted after a goal changes its score. */
export const GOAL_HIGHLIGHT_MS = 2_500;
