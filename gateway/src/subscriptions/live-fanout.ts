import type { LiveMatchUpdate } from './live-updates';

/**
 * How far a subscriber may fall behind before it is dropped. Entries are shared update objects,
 * so a full queue costs little; the room is for bursts (a whole match fed at once), while a
 * client that cannot keep up at all is cut off instead of holding memory without bound.
 */
export const DEFAULT_QUEUE_CAPACITY = 1000;

/** What a subscriber wants from an update, already shaped for its field; null to skip it. */
export type UpdateSelector<T> = (update: LiveMatchUpdate) => T | null;

interface Subscriber {
  offer(update: LiveMatchUpdate): void;
  end(): void;
}

/**
 * The in-process fan-out: one feed of match updates per gateway, one async iterator per
 * subscription, each with its own bounded queue.
 */
export class LiveFanout {
  private readonly subscribers = new Set<Subscriber>();
  private closed = false;

  constructor(private readonly capacity = DEFAULT_QUEUE_CAPACITY) {}

  get size(): number {
    return this.subscribers.size;
  }

  publish(update: LiveMatchUpdate): void {
    for (const subscriber of this.subscribers) subscriber.offer(update);
  }

  /** `onOverflow` runs once if the subscriber falls `capacity` updates behind; the iterator then ends. */
  subscribe<T>(select: UpdateSelector<T>, onOverflow: () => void): AsyncIterableIterator<T> {
    const subscription = new LiveSubscription(select, this.capacity, onOverflow, (ended) =>
      this.subscribers.delete(ended),
    );
    if (this.closed) subscription.end();
    else this.subscribers.add(subscription);
    return subscription;
  }

  /** Ends every subscription; later ones end at once. */
  close(): void {
    this.closed = true;
    for (const subscriber of this.subscribers) subscriber.end();
  }
}

class LiveSubscription<T> implements AsyncIterableIterator<T>, Subscriber {
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | null = null;
  private ended = false;

  constructor(
    private readonly select: UpdateSelector<T>,
    private readonly capacity: number,
    private readonly onOverflow: () => void,
    private readonly onEnd: (subscription: Subscriber) => void,
  ) {}

  offer(update: LiveMatchUpdate): void {
    const value = this.select(update);
    if (value === null || this.ended) return;
    if (this.waiting) {
      this.waiting({ value, done: false });
      this.waiting = null;
    } else if (this.queue.length < this.capacity) {
      this.queue.push(value);
    } else {
      this.end();
      this.onOverflow();
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue.length = 0;
    this.onEnd(this);
    this.waiting?.({ value: undefined, done: true });
    this.waiting = null;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
