/** What one tab tells the others of this browser: someone logged in, or the session was ended. */
export type SessionAnnouncement = 'signed-in' | 'signed-out';

const CHANNEL_NAME = 'session';

// One channel per tab, for sending and hearing alike: a channel never hears its own messages, so a tab is
// not told what it just did itself (its logout would otherwise sign it out before it has gone home).
let tabChannel: BroadcastChannel | null | undefined;

function channel(): BroadcastChannel | null {
  tabChannel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return tabChannel;
}

/** Tells the other open tabs that the session changed, so none keeps showing the previous one. */
export function announceSession(announcement: SessionAnnouncement): void {
  channel()?.postMessage(announcement);
}

/** Calls `listener` for each announcement of another tab; answers how to stop listening. */
export function listenToSessionAnnouncements(
  listener: (announcement: SessionAnnouncement) => void,
): () => void {
  const tab = channel();
  if (!tab) return () => undefined;
  const onMessage = ({ data }: MessageEvent<unknown>) => {
    if (data === 'signed-in' || data === 'signed-out') listener(data);
  };
  tab.addEventListener('message', onMessage);
  return () => tab.removeEventListener('message', onMessage);
}
