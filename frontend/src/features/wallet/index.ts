// The wallet's public API for other features (the NFT page) and the app shell. Importing it is cheap: the
// dApp kit and Sui SDK load on first use of useWallet() or of the Connect Wallet button, or as the app opens
// when the user turned auto-connect on.
export { useWallet, type WalletApi } from '@/features/wallet/hooks/use-wallet';
export { useLinkedWallets, type LinkedWalletsApi } from '@/features/wallet/hooks/use-linked-wallets';
export type { WalletStatus } from '@/features/wallet/hooks/use-wallet-state';
export type { WalletNetwork } from '@/features/wallet/kit/sui-networks';
export { WalletShellProvider } from '@/features/wallet/components/wallet-shell-provider';
export { WalletButton } from '@/features/wallet/components/wallet-button';
// The /wallet page's parts.
export { AutoConnectCard } from '@/features/wallet/components/auto-connect-card';
export { ConnectionCards } from '@/features/wallet/components/connection-cards';
export { LinkWalletCard } from '@/features/wallet/components/link-wallet-card';
export { TestTransactionCard } from '@/features/wallet/components/test-transaction-card';
export { FeaturesCard, NetworkInfoCard } from '@/features/wallet/components/wallet-info-cards';
export { useWalletShell } from '@/features/wallet/hooks/wallet-shell-context';
