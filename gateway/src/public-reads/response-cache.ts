import type { OperationOutcome } from '../rest-facade/run-operation';
import { type CachedAnswer, cachedAnswerOf } from './cached-answer';

export interface ResponseCacheOptions<T> {
  /** how long an answer is served when no event said it changed (what no event announces) */
  ttlMs: number;
  /** answers kept at most (one per key, e.g. per leaderboard page); the oldest goes first */
  maxKeys: number;
  now?: () => number;
  /** the text an answer is sent as; its JSON when not given */
  textOf?: (value: T) => string;
}

interface Kept<T> {
  answer: CachedAnswer<T>;
  generation: number;
  expiresAt: number;
}

interface Loading<T> {
  generation: number;
  done: Promise<OperationOutcome<CachedAnswer<T>>>;
}

/**
 * One public read's answers in this gateway process, by key, serialized once. `invalidate` (an
 * event changed the data) makes every answer stale at once; the next request loads it again, one
 * load per key however many requests wait for it, and a load that started before the change is
 * never kept nor handed to a request that came after it. Failed loads are answered, not kept.
 */
export class ResponseCache<T> {
  private generation = 0;
  private readonly kept = new Map<string, Kept<T>>();
  private readonly loading = new Map<string, Loading<T>>();
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  /** The answer when it is fresh: no promise, for the fast path. */
  fresh(key: string): CachedAnswer<T> | undefined {
    const kept = this.kept.get(key);
    if (kept && kept.generation === this.generation && this.now() < kept.expiresAt) return kept.answer;
    return undefined;
  }

  /** The fresh answer, loaded with `load` when there is none (failures as `load` answered them). */
  async get(
    key: string,
    load: () => Promise<OperationOutcome<T>>,
  ): Promise<OperationOutcome<CachedAnswer<T>>> {
    for (;;) {
      const answer = this.fresh(key);
      if (answer) return { ok: true, data: answer };
      const loading = this.loading.get(key);
      if (!loading) return this.start(key, load);
      if (loading.generation === this.generation) return loading.done;
      // It started before the latest change and may not hold it: wait for it, then load again
      // (the first waiter to wake starts that load, the others join it).
      await loading.done.catch(() => undefined);
    }
  }

  invalidate(): void {
    this.generation += 1;
  }

  private start(key: string, load: () => Promise<OperationOutcome<T>>) {
    const generation = this.generation;
    const done = (async (): Promise<OperationOutcome<CachedAnswer<T>>> => {
      try {
        const outcome = await load();
        if (!outcome.ok) return outcome;
        const answer = cachedAnswerOf(outcome.data, this.options.textOf?.(outcome.data));
        if (generation === this.generation)
          this.keep(key, { answer, generation, expiresAt: this.now() + this.options.ttlMs });
        return { ok: true, data: answer };
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, { generation, done });
    return done;
  }

  private keep(key: string, kept: Kept<T>) {
    this.kept.delete(key);
    if (this.kept.size >= this.options.maxKeys) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, kept);
  }
}
