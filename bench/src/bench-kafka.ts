import { ensureLocalKafka, stopLocalKafka } from '@sfl/runner';

export interface BenchKafka {
  brokers: string[];
  /** Stops the broker if this bench started it. */
  release(): Promise<void>;
}

/** KAFKA_BROKERS, else the project's local broker: started here unless it runs already. */
export async function benchKafka(): Promise<BenchKafka> {
  const given = process.env.KAFKA_BROKERS?.split(',');
  const { startedHere } = given ? { startedHere: false } : await ensureLocalKafka();
  return {
    brokers: given ?? ['127.0.0.1:9092'],
    release: () => (startedHere ? stopLocalKafka() : Promise.resolve()),
  };
}
