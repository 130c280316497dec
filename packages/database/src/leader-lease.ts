import { Client } from 'pg';
import type { DatabaseTarget } from './open-data-source';

/**
 * Whether this instance of a service is the one doing a periodic job (a scheduler, a re-check)
 * while several instances run on one database (compose `--scale`).
 */
export interface LeaderLease {
  /** True while this instance leads; asked before each round, it takes over from a leader gone. */
  held(): Promise<boolean>;
  /** Lets another instance lead (at shutdown). */
  release(): Promise<void>;
}

/**
 * The lease `name` on the service's database. On a server: a session advisory lock held on a
 * connection of its own, so it is freed by the server when its holder dies or loses that
 * connection, and the next instance to ask takes over. Embedded: one process runs every service,
 * so it always leads.
 */
export function leaderLease(target: DatabaseTarget, name: string): LeaderLease {
  if (target.kind === 'embedded') return { held: async () => true, release: async () => undefined };
  return new AdvisoryLockLease(target.url, name);
}

class AdvisoryLockLease implements LeaderLease {
  private client: Client | null = null;
  private leading = false;

  constructor(
    private readonly url: string,
    private readonly name: string,
  ) {}

  async held(): Promise<boolean> {
    try {
      const client = await this.connection();
      // While leading, the connection holding the lock is only checked: a lost one throws here.
      if (this.leading) await client.query('SELECT 1');
      else
        this.leading = (
          await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
            this.name,
          ])
        ).rows[0]!.locked;
    } catch {
      // The connection (and with it the lock) is gone: lead again only after taking it anew.
      await this.dropConnection();
    }
    return this.leading;
  }

  async release(): Promise<void> {
    await this.dropConnection();
  }

  private async connection(): Promise<Client> {
    if (this.client) return this.client;
    const client = new Client({ connectionString: this.url, application_name: `lease:${this.name}` });
    // A connection failing between rounds is found by the next round's query.
    client.on('error', () => undefined);
    await client.connect();
    this.client = client;
    return client;
  }

  private async dropConnection(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.leading = false;
    await client?.end().catch(() => undefined);
  }
}
