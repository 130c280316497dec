import { WebSocket } from 'ws';
import { encodeId } from './shared-next-message';
import type { GroupMember } from './subscription-groups';

/**
 * How much a subscriber's socket may hold that the kernel has not taken yet: some 400 full match
 * updates, room for a burst (a whole match fed at once), while a client that does not read is cut
 * off instead of holding memory without bound.
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * Subscription `id` of `socket` as a member of its group: each message goes out under that id, in
 * order, unless the socket already holds more than `maxBufferedBytes`: then `dropSlow` runs.
 */
export function socketMember(
  socket: WebSocket,
  id: string,
  dropSlow: () => void,
  maxBufferedBytes = MAX_BUFFERED_BYTES,
): GroupMember {
  const encodedId = encodeId(id);
  return {
    send: (message) => {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (socket.bufferedAmount > maxBufferedBytes) return dropSlow();
      // A text frame, as graphql-ws's messages are (ws sends a Buffer as binary unless told).
      socket.send(message.to(encodedId), { binary: false });
    },
    drop: dropSlow,
  };
}
