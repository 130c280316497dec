import type { ExecutionResult } from 'graphql';
import { MessageType } from 'graphql-ws';

/**
 * One execution result as graphql-ws `next` messages, serialized once for every subscription of a
 * group: only the id differs between them, so the message is the shared bytes up to the id (the
 * payload first: key order does not matter in JSON) followed by each subscription's encoded id.
 */
export class SharedNextMessage {
  private readonly head: Buffer;

  constructor(result: ExecutionResult) {
    // The payload as graphql-ws's own `next` carries it: errors only when there are some.
    const { errors, ...data } = result;
    const payload = errors ? { ...data, errors: errors.map((error) => error.toJSON()) } : data;
    this.head = Buffer.from(`{"type":"${MessageType.Next}","payload":${JSON.stringify(payload)},"id":`);
  }

  /** The whole message for the subscription whose id `encodeId` encoded. */
  to(encodedId: EncodedId): Buffer {
    return Buffer.concat([this.head, encodedId.tail], this.head.length + encodedId.tail.length);
  }
}

/** A subscription's id as the end of its messages, encoded once when it subscribes. */
export interface EncodedId {
  readonly tail: Buffer;
}

export function encodeId(id: string): EncodedId {
  return { tail: Buffer.from(`${JSON.stringify(id)}}`) };
}
