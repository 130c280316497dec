import { heartbeatWhile } from './heartbeat-while';

describe('heartbeatWhile', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should heartbeat every interval while the work runs, and stop once it is done', async () => {
    const heartbeat = jest.fn(async () => {});
    let finish!: (value: string) => void;
    const running = heartbeatWhile(
      () => new Promise<string>((resolve) => (finish = resolve)),
      heartbeat,
      3_000,
    );
    await jest.advanceTimersByTimeAsync(9_500);
    expect(heartbeat).toHaveBeenCalledTimes(3);
    finish('applied');
    await expect(running).resolves.toBe('applied');
    await jest.advanceTimersByTimeAsync(30_000);
    expect(heartbeat).toHaveBeenCalledTimes(3);
  });

  it('should go on when a heartbeat fails, and stop when the work fails', async () => {
    const heartbeat = jest.fn(async () => {
      throw new Error('The coordinator is not aware of this member');
    });
    let fail!: (error: Error) => void;
    const running = heartbeatWhile(() => new Promise<void>((_, reject) => (fail = reject)), heartbeat, 3_000);
    await jest.advanceTimersByTimeAsync(6_000);
    expect(heartbeat).toHaveBeenCalledTimes(2);
    fail(new Error('deadlock detected'));
    await expect(running).rejects.toThrow('deadlock detected');
    await jest.advanceTimersByTimeAsync(30_000);
    expect(heartbeat).toHaveBeenCalledTimes(2);
  });
});
