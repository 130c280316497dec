import type { LeaderLease } from '@sfl/database';
import { createLogger } from '@sfl/logging';
import { LeaderLeasedInterval } from './leader-leased-interval';

describe('LeaderLeasedInterval', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const logger = createLogger({ service: 'test', level: 'silent' });
  const leaseHeldWhile = (leading: () => boolean) => {
    const lease = { held: jest.fn(async () => leading()), release: jest.fn(async () => undefined) };
    return lease satisfies LeaderLease;
  };

  it('should run a round every interval only while this instance leads, and let go at stop', async () => {
    let leading = false;
    const lease = leaseHeldWhile(() => leading);
    const round = jest.fn(async () => undefined);
    const interval = new LeaderLeasedInterval(lease, logger, round);
    interval.start(1_000);

    await jest.advanceTimersByTimeAsync(2_000);
    expect(lease.held).toHaveBeenCalledTimes(2);
    expect(round).not.toHaveBeenCalled();
    leading = true;
    await jest.advanceTimersByTimeAsync(2_000);
    expect(round).toHaveBeenCalledTimes(2);

    await interval.stop();
    expect(lease.release).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(round).toHaveBeenCalledTimes(2);
  });

  it('should not start a round while one is running, and go on after a failing one', async () => {
    const lease = leaseHeldWhile(() => true);
    let finish = () => {};
    const round = jest
      .fn<Promise<void>, []>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(undefined);
    const interval = new LeaderLeasedInterval(lease, logger, round);
    interval.start(1_000);

    await jest.advanceTimersByTimeAsync(3_000);
    expect(round).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(round).toHaveBeenCalledTimes(3);
    await interval.stop();
  });
});
