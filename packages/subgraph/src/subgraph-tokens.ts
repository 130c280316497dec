// Injection tokens for what every subgraph is handed by its run mode; SubgraphRuntimeModule
// provides them to all of a subgraph's modules.

/** the shared key-value store (Redis, or in-process in the embedded mode and tests): `KeyValueStore` */
export const KEY_VALUE_STORE = Symbol('KEY_VALUE_STORE');
/** reads the Sui network, for the subgraphs that do: `ChainReader` (or the part of it they use) */
export const CHAIN_READER = Symbol('CHAIN_READER');
/** the time "now" for rules that expire or count over a window: `Clock` */
export const CLOCK = Symbol('CLOCK');
/** the structured logger of the subgraph: `Logger` */
export const LOGGER = Symbol('LOGGER');
/** the secret shared with the gateway (signs session grants): `string` */
export const INTERNAL_SECRET = Symbol('INTERNAL_SECRET');
/** `(name: string) => LeaderLease`: whether this instance runs the periodic job `name` (one at a time) */
export const LEADER_LEASES = Symbol('LEADER_LEASES');
/** the process's metrics, shared by every service the process hosts: `ProcessMetrics` */
export const PROCESS_METRICS = Symbol('PROCESS_METRICS');
/** the subgraph's service name, its `service` label in metrics: `string` */
export const SUBGRAPH_SERVICE = Symbol('SUBGRAPH_SERVICE');
/** the event transport the subgraph was handed: `EventBus` */
export const EVENT_BUS = Symbol('EVENT_BUS');
/** what else /ready checks besides the database, store and events: `Record<string, ReadinessCheck>` */
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
