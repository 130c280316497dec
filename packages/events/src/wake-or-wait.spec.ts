import { outboxSignal } from './outbox';
import { wakeOrWait } from './wake-or-wait';

describe('wakeOrWait', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('should wake shortly after the first event recorded, however many follow it', async () => {
    const woke = settled(wakeOrWait(250));
    for (let ms = 0; ms < 6; ms += 2) {
      outboxSignal.emit('recorded');
      await jest.advanceTimersByTimeAsync(2);
    }
    expect(woke()).toBe(true);
  });

  it('should wait its whole time when nothing is recorded', async () => {
    const woke = settled(wakeOrWait(250));
    await jest.advanceTimersByTimeAsync(249);
    expect(woke()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(woke()).toBe(true);
  });
});
