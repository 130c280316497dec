// Readiness check of the local broker: exits 0 only when metadata, a topic with a leader and the group
// coordinator all answer (a TCP connect to the port proves none of these).
// Usage: node kafka-ready.js [host:port] [timeout ms]
const { Kafka, logLevel } = require('kafkajs');

const [addr = '127.0.0.1:9092', timeoutArg = '15000'] = process.argv.slice(2);
const TOPIC = 'readiness-check';

async function check() {
  const kafka = new Kafka({
    clientId: 'readiness-check',
    brokers: [addr],
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1000,
    requestTimeout: 5000,
    retry: { retries: 5, initialRetryTime: 100 },
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    // Metadata through the advertised listener: a wrong advertised address fails here, not at bootstrap
    await admin.describeCluster();
    // false when the topic survives a --keep-data restart; the leader is then checked below
    await admin.createTopics({
      topics: [{ topic: TOPIC, numPartitions: 1, replicationFactor: 1 }],
      waitForLeaders: true,
    });
    const { topics } = await admin.fetchTopicMetadata({ topics: [TOPIC] });
    if (topics[0].partitions.some((p) => p.leader < 0)) throw new Error(`${TOPIC} has no leader yet`);
    // FindCoordinator: creates and loads __consumer_offsets, which the first consumer group needs
    await admin.fetchOffsets({ groupId: TOPIC, topics: [TOPIC] });
  } finally {
    await admin.disconnect();
  }
}

setTimeout(() => {
  process.stderr.write(`kafka-ready: ${addr} not ready within ${timeoutArg} ms\n`);
  process.exit(1);
}, Number(timeoutArg));

check().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`kafka-ready: ${addr}: ${err.message}\n`);
    process.exit(1);
  },
);
