import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type DataSourceOptions, openDataSource, type DatabaseTarget } from '@sfl/database';
import { DataSource, EntityManager } from 'typeorm';

/**
 * The service's own data source, under the tokens `TypeOrmModule.forFeature` and `@InjectRepository`
 * read. It replaces `TypeOrmModule.forRoot`, whose process-wide name registry warns as soon as a
 * second subgraph starts in the same process (the embedded mode runs them all in one).
 */
@Global()
@Module({})
export class SubgraphDatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Schema from the service's migrations only (never synchronize). */
  static forRoot(target: DatabaseTarget, schema: DataSourceOptions): DynamicModule {
    const providers = [
      { provide: DataSource, useFactory: () => openDataSource(target, schema) },
      {
        provide: EntityManager,
        useFactory: (dataSource: DataSource) => dataSource.manager,
        inject: [DataSource],
      },
    ];
    return { module: SubgraphDatabaseModule, providers, exports: providers };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
