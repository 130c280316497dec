/** The wallet page and menu show the first 6 and the last 4 characters: enough to recognise an address. */
export function shortAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/**
 * 0x + 64 lower-case hex digits, as the server stores linked addresses. Not the SDK's
 * normalizeSuiAddress: this module is on the first page load, which the SDK's types chunk (10 kB) would join.
 */
export function normalizeAddress(address: string): string {
  const hex = address.trim().toLowerCase().replace(/^0x/, '');
  return `0x${hex.padStart(64, '0')}`;
}

/** The account's own label, else its name-service name, else the shortened address. */
export function accountDisplayLabel(account: { address: string; label?: string }, suinsName: string | null) {
  return account.label || suinsName || shortAddress(account.address);
}
