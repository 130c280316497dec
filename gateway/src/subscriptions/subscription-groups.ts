import { type ExecutionArgs, type ExecutionResult, getOperationAST, subscribe } from 'graphql';
import type { LiveContext } from './live-schema';
import { SharedNextMessage } from './shared-next-message';

/** One graphql-ws subscription of a socket, as its group sees it. */
export interface GroupMember {
  /** Writes the group's message under this subscription's id. */
  send(message: SharedNextMessage): void;
  /** The group was overloaded: this subscriber is cut off. */
  drop(): void;
}

/** The context the server's onSubscribe gives a subscription: which group it joins, as whom. */
export interface Joining {
  /** Equal for subscriptions that can share an execution: same document, operation, variables, audience. */
  groupKey: string;
  /** LiveContext's audience for the group's execution */
  audience: string;
  member: GroupMember;
}

/**
 * Subscriptions grouped by what they ask for: a group runs graphql-js's subscribe once, executes
 * the selection once per event and serializes it once, and every member gets those bytes under its
 * own id, in the order of the events. graphql-ws runs the protocol; `join` is its `subscribe`.
 */
export class SubscriptionGroups {
  private readonly groups = new Map<string, Group>();

  /** `onExecuted` hears each execution (one event through one group) by the group's operation name. */
  constructor(private readonly onExecuted: (operation: string) => void = () => {}) {}

  /** Subscriptions being served, over every group. */
  get subscribers(): number {
    let subscribers = 0;
    for (const group of this.groups.values()) subscribers += group.size;
    return subscribers;
  }

  /** Groups being served: one execution each per event they receive. */
  get size(): number {
    return this.groups.size;
  }

  /**
   * Subscriptions and groups being served, by the name of their operation ("anonymous" for one
   * without) as `label` gives it: operations it names alike add up.
   */
  byOperation(label: (operation: string) => string = (operation) => operation) {
    const counts = new Map<string, { subscribers: number; groups: number }>();
    for (const group of this.groups.values()) {
      const name = label(group.operation);
      const count = counts.get(name) ?? { subscribers: 0, groups: 0 };
      count.subscribers += group.size;
      count.groups += 1;
      counts.set(name, count);
    }
    return counts;
  }

  /**
   * Joins the subscription in `args.contextValue` (a Joining) to its group, starting the group
   * with these arguments if it has none. Resolves to what graphql-ws iterates: the membership,
   * which yields nothing (the group writes to the socket) and ends with the group; or the
   * execution result with the errors of a subscription that could not start.
   */
  async join(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const { groupKey, audience, member } = args.contextValue as Joining;
    let group = this.groups.get(groupKey);
    if (!group) {
      group = new Group(args, audience, this.onExecuted, () => {
        if (this.groups.get(groupKey) === group) this.groups.delete(groupKey);
      });
      this.groups.set(groupKey, group);
    }
    return group.join(member);
  }
}

class Group {
  readonly operation: string;
  private readonly members = new Set<Membership>();
  private readonly started: Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult>;
  /** joins waiting for the start: the group stays while they do, though it has no member yet */
  private joining = 0;
  private ended = false;

  constructor(
    args: ExecutionArgs,
    audience: string,
    private readonly onExecuted: (operation: string) => void,
    private readonly onEnd: () => void,
  ) {
    this.operation = getOperationAST(args.document, args.operationName)?.name?.value ?? 'anonymous';
    const contextValue: LiveContext = {
      audience,
      onOverflow: () => {
        for (const membership of this.members) membership.member.drop();
      },
    };
    this.started = this.start({ ...args, contextValue });
  }

  get size(): number {
    return this.members.size;
  }

  async join(member: GroupMember): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    this.joining += 1;
    const stream = await this.started.finally(() => (this.joining -= 1));
    if (!isAsyncIterable(stream)) return stream;
    const membership = new Membership(member, (left) => this.leave(left, stream));
    if (this.ended) membership.end();
    else this.members.add(membership);
    return membership;
  }

  private async start(args: ExecutionArgs) {
    let stream: Awaited<ReturnType<typeof subscribe>>;
    try {
      stream = await subscribe(args);
    } catch (error) {
      this.end();
      throw error;
    }
    if (isAsyncIterable(stream)) void this.pump(stream);
    else this.end();
    return stream;
  }

  private async pump(stream: AsyncIterableIterator<ExecutionResult>): Promise<void> {
    let failure: { error: unknown } | undefined;
    try {
      for await (const result of stream) {
        this.onExecuted(this.operation);
        if (this.members.size === 0) continue;
        const message = new SharedNextMessage(result);
        for (const membership of this.members) membership.member.send(message);
      }
    } catch (error) {
      failure = { error };
    }
    this.end();
    for (const membership of this.members) membership.end(failure);
    this.members.clear();
  }

  private leave(membership: Membership, stream: AsyncIterableIterator<ExecutionResult>): void {
    this.members.delete(membership);
    if (this.members.size > 0 || this.joining > 0 || this.ended) return;
    // The last member left: the feed forgets the group, and the next subscriber starts a new one.
    this.end();
    void stream.return?.();
  }

  private end(): void {
    this.ended = true;
    this.onEnd();
  }
}

/** graphql-ws's view of one subscription in a group: yields nothing, ends with the group or on return. */
class Membership implements AsyncIterableIterator<ExecutionResult> {
  private pending?: {
    resolve: (result: IteratorResult<ExecutionResult>) => void;
    reject: (e: unknown) => void;
  };
  private outcome?: { failure?: { error: unknown } };

  constructor(
    readonly member: GroupMember,
    private readonly onLeave: (membership: Membership) => void,
  ) {}

  next(): Promise<IteratorResult<ExecutionResult>> {
    if (this.outcome) return settled(this.outcome.failure);
    return new Promise((resolve, reject) => (this.pending = { resolve, reject }));
  }

  return(): Promise<IteratorResult<ExecutionResult>> {
    this.end();
    this.onLeave(this);
    return settled(undefined);
  }

  /** Ends the iteration; with a failure, graphql-ws sends it as the subscription's error. */
  end(failure?: { error: unknown }): void {
    if (this.outcome) return;
    this.outcome = { failure };
    if (!this.pending) return;
    if (failure) this.pending.reject(failure.error);
    else this.pending.resolve({ value: undefined, done: true });
    this.pending = undefined;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<ExecutionResult> {
    return this;
  }
}

function settled(failure: { error: unknown } | undefined): Promise<IteratorResult<ExecutionResult>> {
  return failure ? Promise.reject(failure.error) : Promise.resolve({ value: undefined, done: true });
}

function isAsyncIterable<T>(value: object): value is AsyncIterableIterator<T> {
  return Symbol.asyncIterator in value;
}
