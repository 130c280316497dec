import type { Admin, Consumer } from 'kafkajs';

/** A topic's partitions' ends, read at most once per backlog. */
export type TopicEnds = (topic: string) => Promise<Map<number, { high: number; low: number }>>;

export function topicEndsOnce(admin: Admin): TopicEnds {
  const read = new Map<string, Promise<Map<number, { high: number; low: number }>>>();
  return (topic) => {
    let ends = read.get(topic);
    if (!ends) {
      ends = admin
        .fetchTopicOffsets(topic)
        .then(
          (partitions) =>
            new Map(partitions.map((p) => [p.partition, { high: Number(p.high), low: Number(p.low) }])),
        );
      read.set(topic, ends);
    }
    return ends;
  };
}

/**
 * Per topic (its name on the broker): how many messages the group has not got past, the
 * partitions' high watermarks minus its committed offsets (from a partition's start where it
 * committed nothing yet: the groups read from the beginning).
 */
export async function consumerGroupLag(
  admin: Admin,
  groupId: string,
  topics: string[],
  endsOf: TopicEnds,
): Promise<Map<string, number>> {
  const lag = new Map<string, number>();
  for (const { topic, partitions } of await admin.fetchOffsets({ groupId, topics })) {
    const ends = await endsOf(topic);
    let behind = 0;
    for (const { partition, offset } of partitions) {
      const end = ends.get(partition);
      if (!end) continue;
      const committed = Number(offset);
      behind += Math.max(0, end.high - (committed >= 0 ? committed : end.low));
    }
    lag.set(topic, behind);
  }
  return lag;
}

/**
 * Whether a kafkajs consumer runs: not after a crash (until it has joined its group again, when
 * kafkajs restarts it) nor once stopped.
 */
export function runningStateOf(consumer: Consumer): () => boolean {
  let running = true;
  consumer.on(consumer.events.GROUP_JOIN, () => (running = true));
  consumer.on(consumer.events.CRASH, () => (running = false));
  consumer.on(consumer.events.STOP, () => (running = false));
  return () => running;
}
