import { describe, expect, it } from '@jest/globals';
import {
  connectModalReducer,
  initialConnectModalState,
  type ConnectModalState,
} from '@/features/wallet/utils/connect-modal-state';
import { accountDisplayLabel, normalizeAddress, shortAddress } from '@/features/wallet/utils/wallet-address';

const ADDRESS = '0x7a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e9f';

describe('account label', () => {
  it('should prefer the account label', () => {
    expect(accountDisplayLabel({ address: ADDRESS, label: 'Main' }, 'alice.sui')).toBe('Main');
  });

  it('should fall back to the name-service name', () => {
    expect(accountDisplayLabel({ address: ADDRESS }, 'alice.sui')).toBe('alice.sui');
  });

  it('should fall back to the first 6 and last 4 characters of the address', () => {
    expect(accountDisplayLabel({ address: ADDRESS, label: '' }, null)).toBe('0x7a1b...8e9f');
    expect(shortAddress(ADDRESS)).toBe('0x7a1b...8e9f');
  });

  it('should normalize addresses for comparison with the server', () => {
    expect(normalizeAddress('0xABC')).toBe(`0x${'abc'.padStart(64, '0')}`);
  });
});

describe('connect modal state', () => {
  type State = ConnectModalState<string>;
  const start: State = initialConnectModalState<string>();

  function run(...actions: Parameters<typeof connectModalReducer<string>>[1][]): State {
    return actions.reduce<State>((state, action) => connectModalReducer(state, action), start);
  }

  it('should open the info and getting-started views and come back with Back', () => {
    expect(run({ type: 'show-what-is-a-wallet' }).view).toBe('what-is-a-wallet');
    expect(run({ type: 'show-what-is-a-wallet' }, { type: 'show-getting-started' }).view).toBe(
      'getting-started',
    );
    expect(run({ type: 'show-getting-started' }, { type: 'back' }).view).toBe('default');
  });

  it('should start connecting when a wallet is selected, and fail only the current attempt', () => {
    const connecting = run({ type: 'select-wallet', wallet: 'Slush' });
    expect(connecting).toMatchObject({ view: 'connection-status', wallet: 'Slush', status: 'connecting' });

    const stale = connectModalReducer(connecting, {
      type: 'connection-failed',
      attempt: connecting.attempt - 1,
    });
    expect(stale).toBe(connecting);

    const failed = connectModalReducer(connecting, {
      type: 'connection-failed',
      attempt: connecting.attempt,
    });
    expect(failed).toMatchObject({ status: 'failed' });

    const retried = connectModalReducer(failed, { type: 'retry' });
    expect(retried).toMatchObject({ status: 'connecting', wallet: 'Slush' });
    expect(retried.attempt).toBe(failed.attempt + 1);
  });

  it('should reset the selection on close or Back, orphaning a pending attempt', () => {
    const connecting = run({ type: 'select-wallet', wallet: 'Slush' });
    for (const type of ['reset', 'back'] as const) {
      const reset = connectModalReducer(connecting, { type });
      expect(reset.view).toBe('default');
      expect(connectModalReducer(reset, { type: 'connection-failed', attempt: connecting.attempt })).toBe(
        reset,
      );
    }
  });
});
