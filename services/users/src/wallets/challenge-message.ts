export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The text the wallet shows and signs: who, which address, and a nonce that makes it single-use. */
export function challengeMessage(challenge: {
  username: string;
  address: string;
  nonce: string;
  expiresAt: Date;
}): string {
  return [
    `Sui Fantasy League wants you to link this wallet to ${challenge.username}.`,
    '',
    `Address: ${challenge.address}`,
    `Nonce: ${challenge.nonce}`,
    `Expires: ${challenge.expiresAt.toISOString()}`,
  ].join('\n');
}
