import { randomBytes } from 'node:crypto';

/** Every manager a bench registers has this password. */
export const BENCH_PASSWORD = 'benchmark-password';

/** A new manager registered through the gateway's REST call: their id, name and session cookie (`sid=…`). */
export async function registerManager(
  baseUrl: string,
  prefix: string,
): Promise<{ id: string; username: string; cookie: string }> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    // The gateway takes a POST under /api only from its own site.
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      username,
      password: BENCH_PASSWORD,
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('register set no session cookie');
  const { id } = (await res.json()) as { id: string };
  return { id, username, cookie };
}
