import { useEffect, useState } from 'react';
import type { WalletKit } from '@/features/wallet/kit/create-wallet-kit';
import type { WalletNetwork } from '@/features/wallet/kit/sui-networks';

// Names rarely change: one lookup per network and address for the page's lifetime, shared by every
// component that shows the account (the header, its menu, the pages).
const names = new Map<string, string | null>();
const lookups = new Map<string, Promise<string | null>>();

function lookUp(kit: WalletKit, network: WalletNetwork, address: string, key: string) {
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = kit
      .getClient(network)
      .defaultNameServiceName({ address })
      .then(
        (response) => response.data.name,
        () => null, // no name service on this node: fall back to the address
      )
      .then((name) => {
        names.set(key, name);
        return name;
      });
    lookups.set(key, lookup);
  }
  return lookup;
}

/** The address's default SuiNS name (a name-service lookup, limit 1), or null. */
export function useSuinsName(kit: WalletKit | null, network: WalletNetwork, address: string | null) {
  const key = address ? `${network}:${address}` : null;
  const [, setResolved] = useState(0);

  useEffect(() => {
    if (!kit || !address || !key || names.has(key)) return;
    let live = true;
    void lookUp(kit, network, address, key).then(() => {
      if (live) setResolved((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [kit, network, address, key]);

  return key ? (names.get(key) ?? null) : null;
}
