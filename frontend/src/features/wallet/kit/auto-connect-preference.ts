// Auto-connect is off by default, so nothing reconnects unasked. The user turns it on from the wallet page; it is kept in this
// browser only, next to the remembered wallet and account it reconnects to.
export const AUTO_CONNECT_STORAGE_KEY = 'sfl:wallet-auto-connect';

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): PreferenceStorage | undefined {
  return globalThis.localStorage;
}

export function readAutoConnect(storage: PreferenceStorage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(AUTO_CONNECT_STORAGE_KEY) === 'true';
  } catch {
    return false; // storage blocked (privacy mode): the default, off
  }
}

/** Returns whether the choice was saved (blocked storage keeps nothing). */
export function writeAutoConnect(
  enabled: boolean,
  storage: PreferenceStorage | undefined = browserStorage(),
): boolean {
  try {
    if (!storage) return false;
    // Off is the default, so off leaves nothing behind.
    if (enabled) storage.setItem(AUTO_CONNECT_STORAGE_KEY, 'true');
    else storage.removeItem(AUTO_CONNECT_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the dApp kit loads as the app opens: only with auto-connect on, since a silent reconnect needs the
 * kit running before anything asks for the wallet. Off keeps the kit out of the first paint.
 */
export function loadsKitAtStart(storage: PreferenceStorage | undefined = browserStorage()): boolean {
  return readAutoConnect(storage);
}
