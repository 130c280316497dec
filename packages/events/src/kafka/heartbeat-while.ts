/**
 * Runs `work`, telling the broker every `everyMs` meanwhile that the consumer is alive: a batch's
 * transaction can outlast the group's session (30 s), and a consumer silent that long is dropped
 * from its group, its offsets refused and its batch delivered again. A heartbeat that fails (the
 * group already rebalancing) is left to the next one and to the commit that follows the work.
 */
export async function heartbeatWhile<T>(
  work: () => Promise<T>,
  heartbeat: () => Promise<void>,
  everyMs: number,
): Promise<T> {
  const timer = setInterval(() => void heartbeat().catch(() => undefined), everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
