import { loadConfigOrExit } from '@sfl/config';
import { createLogger } from '@sfl/logging';
import { ensureLocalKafka, stopLocalKafka } from './local-kafka';
import { assertPortFree, PortInUseError } from './port-check';
import { ProcessSupervisor } from './process-supervisor';
import { servicesConfigSchema } from './services.config';
import { allPorts, configuredPorts, stackProcesses } from './services-topology';

// Services mode: every service in its own process (or several: GATEWAY_REPLICAS,
// SUBGRAPH_REPLICAS) against the real PostgreSQL, Redis and Kafka. Each service creates its own
// database when missing.
async function main() {
  const config = loadConfigOrExit(servicesConfigSchema);
  const logger = createLogger({ service: 'services', level: config.LOG_LEVEL });
  // Side by side on a loaded machine, every subgraph's start takes as long as the slowest's.
  const supervisor = new ProcessSupervisor(logger, {
    readyTimeoutMs: 180_000,
    onUnexpectedExit: config.RESTART_CRASHED ? 'restart' : undefined,
  });
  process.once('SIGINT', () => void supervisor.stopAll(0));
  process.once('SIGTERM', () => void supervisor.stopAll(0));

  try {
    const ports = configuredPorts(config);
    for (const port of allPorts(ports)) await assertPortFree(port, '127.0.0.1');
    let kafkaBrokers = config.KAFKA_BROKERS;
    if (!kafkaBrokers) {
      logger.info('starting the local Kafka broker');
      const { startedHere } = await ensureLocalKafka();
      if (startedHere) supervisor.onStopped(stopLocalKafka);
      kafkaBrokers = '127.0.0.1:9092';
    }
    const { subgraphs, gateways } = stackProcesses(config, kafkaBrokers, ports);
    // The subgraphs need nothing from each other to start (each its own database, topics created
    // idempotently), so they start side by side; the gateways need them all to answer.
    await supervisor.startTogether(subgraphs.flat());
    await supervisor.startTogether(gateways);
    const urls = ports.gateways.map(({ port }) => `http://localhost:${port}`).join(', ');
    logger.info(`Sui Fantasy League (services mode) is running at ${urls}`);
  } catch (error) {
    if (error instanceof PortInUseError) process.stderr.write(`Cannot start: ${error.message}\n`);
    else logger.fatal({ err: error }, 'start-up failed');
    await supervisor.stopAll(1);
  }
}

void main();
