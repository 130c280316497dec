export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The text the wallet shows and signs: the site asking (so a message issued elsewhere is
 * recognisable as not ours), who, which address, and a nonce that makes it single-use.
 */
export function challengeMessage(challenge: {
  domain: string;
  username: string;
  address: string;
  nonce: string;
  expiresAt: Date;
}): string {
  return [
    `${challenge.domain} wants you to link this wallet to ${challenge.username} on Sui Fantasy League.`,
    '',
    `Address: ${challenge.address}`,
    `Nonce: ${challenge.nonce}`,
    `Expires: ${challenge.expiresAt.toISOString()}`,
  ].join('\n');
}
