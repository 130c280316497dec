// The connect modal's views: default, what-is-a-wallet, getting-started, connection-status.
// Closing or Back resets the selection; each connection attempt is numbered so a late answer from an
// abandoned attempt cannot change the view.

export type ConnectModalState<TWallet> =
  | { view: 'default' | 'what-is-a-wallet' | 'getting-started'; attempt: number }
  | { view: 'connection-status'; wallet: TWallet; status: 'connecting' | 'failed'; attempt: number };

export type ConnectModalAction<TWallet> =
  | { type: 'show-what-is-a-wallet' }
  | { type: 'show-getting-started' }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'select-wallet'; wallet: TWallet }
  | { type: 'retry' }
  | { type: 'connection-failed'; attempt: number };

export function initialConnectModalState<TWallet>(): ConnectModalState<TWallet> {
  return { view: 'default', attempt: 0 };
}

export function connectModalReducer<TWallet>(
  state: ConnectModalState<TWallet>,
  action: ConnectModalAction<TWallet>,
): ConnectModalState<TWallet> {
  switch (action.type) {
    case 'show-what-is-a-wallet':
      return { view: 'what-is-a-wallet', attempt: state.attempt };
    case 'show-getting-started':
      return { view: 'getting-started', attempt: state.attempt };
    case 'back':
    case 'reset':
      // A new attempt number also orphans any connection still pending.
      return { view: 'default', attempt: state.attempt + 1 };
    case 'select-wallet':
      return {
        view: 'connection-status',
        wallet: action.wallet,
        status: 'connecting',
        attempt: state.attempt + 1,
      };
    case 'retry':
      if (state.view !== 'connection-status') return state;
      return { ...state, status: 'connecting', attempt: state.attempt + 1 };
    case 'connection-failed':
      if (state.view !== 'connection-status' || state.attempt !== action.attempt) return state;
      return { ...state, status: 'failed' };
  }
}
