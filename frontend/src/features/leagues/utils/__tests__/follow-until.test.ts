import { describe, expect, it, jest } from '@jest/globals';
import { followUntil } from '@/features/leagues/utils/follow-until';

const settled = (status: string) => status !== 'PENDING';

describe('followUntil', () => {
  it('should answer at once, reading nothing, when the start is settled', async () => {
    const read = jest.fn(async () => 'ACTIVE');
    await expect(followUntil('REFUSED', read, settled, [1, 1])).resolves.toBe('REFUSED');
    expect(read).not.toHaveBeenCalled();
  });

  it('should read until the answer is settled, then stop', async () => {
    const answers = ['PENDING', 'ACTIVE', 'PENDING'];
    const read = jest.fn(async () => answers.shift() ?? null);
    await expect(followUntil('PENDING', read, settled, [1, 1, 1, 1])).resolves.toBe('ACTIVE');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('should give up after the last delay and answer what it read last, and keep going past a failed or empty read', async () => {
    const answers: (() => Promise<string | null>)[] = [
      () => Promise.reject(new Error('offline')),
      async () => null,
      async () => 'PENDING',
    ];
    const read = jest.fn(() => answers.shift()!());
    await expect(followUntil('PENDING', read, settled, [1, 1, 1])).resolves.toBe('PENDING');
    expect(read).toHaveBeenCalledTimes(3);
  });
});
