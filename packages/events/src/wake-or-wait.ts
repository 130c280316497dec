import { outboxSignal } from './outbox';

// Pollers sleep until an event is recorded in this process or `ms` pass, whichever is first.
// The signal fires before the recording transaction commits, so a short delay lets it commit;
// counted from the first signal only: under a steady stream of events, a delay restarted by every
// signal would wait for a lull.
const AFTER_SIGNAL_MS = 5;

export function wakeOrWait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      outboxSignal.off('recorded', onSignal);
      resolve();
    };
    const onSignal = () => {
      outboxSignal.off('recorded', onSignal);
      clearTimeout(timer);
      timer = setTimeout(done, AFTER_SIGNAL_MS);
    };
    let timer = setTimeout(done, ms);
    outboxSignal.on('recorded', onSignal);
  });
}
