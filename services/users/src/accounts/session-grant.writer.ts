import type { ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { SESSION_GRANT_HEADER, signSessionGrant, type SessionGrant } from '@sfl/auth-context';
import { INTERNAL_SECRET } from '@sfl/subgraph';

/** Tells the gateway, through a signed response header, to start or end the caller's session. */
@Injectable()
export class SessionGrantWriter {
  constructor(@Inject(INTERNAL_SECRET) private readonly secret: string) {}

  write(res: ServerResponse, grant: SessionGrant): void {
    res.setHeader(SESSION_GRANT_HEADER, signSessionGrant(grant, this.secret));
  }
}
