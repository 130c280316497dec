/** Where the kit remembers the last wallet and account; the kit clears it on disconnect. */
export const WALLET_STORAGE_KEY = 'sfl:wallet-connection';

/** The address of the account chosen last time (the kit stores "walletId:address:intents"). */
export function rememberedAddress(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage) {
  try {
    const [, address] = storage?.getItem(WALLET_STORAGE_KEY)?.split(':') ?? [];
    return address || null;
  } catch {
    return null; // storage blocked (privacy mode): nothing remembered
  }
}
