import { contractKey, type EventContract, type EventEnvelope, envelopeSchema } from './event-contract';

/** Parses a live delivery against the known contracts; null for anything that does not fit (skipped). */
export function createLiveEventParser(contracts: EventContract[]) {
  const byKey = new Map(
    contracts.map((contract) => [contractKey(contract.type, contract.version), contract]),
  );
  return (json: unknown): EventEnvelope | null => {
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) return null;
    const contract = byKey.get(contractKey(envelope.data.type, envelope.data.version));
    const payload = contract?.payload.safeParse(envelope.data.payload);
    return payload?.success ? { ...envelope.data, payload: payload.data } : null;
  };
}
