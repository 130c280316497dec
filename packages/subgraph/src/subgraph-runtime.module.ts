import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { leaderLease } from '@sfl/database';
import { ActionQuotas } from './action-quotas';
import { systemClock } from './clock';
import type { SubgraphDependencies } from './subgraph-dependencies';
import {
  CHAIN_READER,
  CLOCK,
  INTERNAL_SECRET,
  KEY_VALUE_STORE,
  LEADER_LEASES,
  LOGGER,
} from './subgraph-tokens';

export interface SubgraphRuntimeOptions {
  dependencies: SubgraphDependencies;
  /** the subgraph's chain reader, when it reads the Sui network */
  chain?: unknown;
  /** the subgraph's own settings handed in from outside (login limits, world options, ...) */
  providers?: Provider[];
}

/**
 * Provides what a subgraph is handed from outside, under the shared tokens, to every module of
 * the subgraph (global), so no service declares its own copies.
 */
@Global()
@Module({})
export class SubgraphRuntimeModule {
  static forRoot({ dependencies, chain, providers = [] }: SubgraphRuntimeOptions): DynamicModule {
    const shared: Provider[] = [
      { provide: KEY_VALUE_STORE, useValue: dependencies.store },
      { provide: LOGGER, useValue: dependencies.logger },
      { provide: INTERNAL_SECRET, useValue: dependencies.internalSecret },
      { provide: CLOCK, useValue: dependencies.clock ?? systemClock },
      { provide: LEADER_LEASES, useValue: (name: string) => leaderLease(dependencies.database, name) },
      ...(chain ? [{ provide: CHAIN_READER, useValue: chain }] : []),
      ActionQuotas,
      ...providers,
    ];
    return { module: SubgraphRuntimeModule, providers: shared, exports: shared };
  }
}
