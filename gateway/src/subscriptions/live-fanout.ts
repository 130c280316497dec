/**
 * How far a subscription group may fall behind the feed before it is dropped. A group executes as
 * fast as the process can (its sockets' own limit is socket-member.ts's), so its queue fills only
 * when the process itself cannot keep up; entries are shared update objects, so a full one costs little.
 */
export const DEFAULT_QUEUE_CAPACITY = 1000;

/** What a subscriber wants from an update, already shaped for its field; null to skip it. */
export type UpdateSelector<TUpdate, T> = (update: TUpdate) => T | null;

/** The audience of updates meant for everyone (a match's changes); others name one manager. */
export const EVERYONE = '';

interface Subscriber<TUpdate> {
  offer(update: TUpdate): void;
  end(): void;
}

/**
 * The in-process fan-out of one feed per gateway (match updates, SPL awards): one async
 * iterator per subscriber (a group of identical subscriptions, subscription-groups.ts), each with
 * its own bounded queue. An update goes to the subscribers of its audience only, so a manager's
 * award reaches that manager's subscriptions without being offered to everyone else's.
 */
export class LiveFanout<TUpdate> {
  private readonly audiences = new Map<string, Set<Subscriber<TUpdate>>>();
  private closed = false;

  constructor(private readonly capacity = DEFAULT_QUEUE_CAPACITY) {}

  get size(): number {
    let size = 0;
    for (const subscribers of this.audiences.values()) size += subscribers.size;
    return size;
  }

  publish(update: TUpdate, audience = EVERYONE): void {
    for (const subscriber of this.audiences.get(audience) ?? []) subscriber.offer(update);
  }

  /** `onOverflow` runs once if the subscriber falls `capacity` updates behind; the iterator then ends. */
  subscribe<T>(
    select: UpdateSelector<TUpdate, T>,
    onOverflow: () => void,
    audience = EVERYONE,
  ): AsyncIterableIterator<T> {
    const subscription = new LiveSubscription(select, this.capacity, onOverflow, (ended) =>
      this.leave(audience, ended),
    );
    if (this.closed) subscription.end();
    else this.audiences.set(audience, (this.audiences.get(audience) ?? new Set()).add(subscription));
    return subscription;
  }

  /** Ends every subscription; later ones end at once. */
  close(): void {
    this.closed = true;
    for (const subscribers of this.audiences.values()) for (const subscriber of subscribers) subscriber.end();
  }

  private leave(audience: string, subscriber: Subscriber<TUpdate>): void {
    const subscribers = this.audiences.get(audience);
    subscribers?.delete(subscriber);
    if (subscribers?.size === 0) this.audiences.delete(audience);
  }
}

class LiveSubscription<TUpdate, T> implements AsyncIterableIterator<T>, Subscriber<TUpdate> {
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | null = null;
  private ended = false;

  constructor(
    private readonly select: UpdateSelector<TUpdate, T>,
    private readonly capacity: number,
    private readonly onOverflow: () => void,
    private readonly onEnd: (subscription: Subscriber<TUpdate>) => void,
  ) {}

  offer(update: TUpdate): void {
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
