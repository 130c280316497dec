import type { UiWallet } from '@mysten/dapp-kit-core';
import {
  ArrowLeft,
  CircleAlert,
  Download,
  KeyRound,
  Loader2,
  RefreshCw,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { WALLET_INSTALL_URL } from '@/features/wallet/utils/wallet-links';

function ViewHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-base font-semibold">{children}</h3>;
}

function BackButton({ onBack }: { onBack(): void }) {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}

function WalletIcon({ wallet, className = 'size-8' }: { wallet: UiWallet; className?: string }) {
  return wallet.icon ? (
    <img src={wallet.icon} alt="" className={`${className} rounded-md`} />
  ) : (
    <Wallet aria-hidden="true" className={className} />
  );
}

export function WalletListView({
  wallets,
  detecting,
  onSelect,
  onWhatIsAWallet,
}: {
  wallets: readonly UiWallet[];
  detecting: boolean;
  onSelect(wallet: UiWallet): void;
  onWhatIsAWallet(): void;
}) {
  return (
    <div className="grid gap-4">
      {detecting ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Looking for wallets...
        </p>
      ) : (
        <ul aria-label="Installed wallets" className="grid gap-2">
          {wallets.map((wallet) => (
            <li key={wallet.name}>
              <Button
                variant="outline"
                className="h-12 w-full justify-start gap-3 text-base"
                onClick={() => onSelect(wallet)}
              >
                <WalletIcon wallet={wallet} />
                {wallet.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="link" className="w-fit px-0" onClick={onWhatIsAWallet}>
        What is a Wallet?
      </Button>
    </div>
  );
}

export function WhatIsAWalletView({ onBack, onGetStarted }: { onBack(): void; onGetStarted(): void }) {
  return (
    <section aria-label="What is a Wallet?" className="grid gap-4">
      <BackButton onBack={onBack} />
      <ViewHeading>What is a Wallet?</ViewHeading>
      <InfoRow icon={<KeyRound aria-hidden="true" className="size-5 text-primary" />} title="Easy Login">
        No need to create new accounts and passwords for every website. Just connect your wallet and get
        going.
      </InfoRow>
      <InfoRow
        icon={<ShieldCheck aria-hidden="true" className="size-5 text-primary" />}
        title="Store your Digital Assets"
      >
        Send, receive, store, and display your digital assets like NFTs and coins.
      </InfoRow>
      <Button className="w-fit" onClick={onGetStarted}>
        Get Started
      </Button>
    </section>
  );
}

/** Shown when no wallet is installed: install, create or import, refresh. */
export function GettingStartedView({ onBack }: { onBack?: () => void }) {
  return (
    <section aria-label="Get Started with Sui" className="grid gap-4">
      {onBack && <BackButton onBack={onBack} />}
      <ViewHeading>Get Started with Sui</ViewHeading>
      <InfoRow
        icon={<Download aria-hidden="true" className="size-5 text-primary" />}
        title="Install a Sui wallet"
      >
        Add a Sui wallet extension to this browser. Pin it to your toolbar for quicker access.
        <a
          href={WALLET_INSTALL_URL}
          target="_blank"
          rel="noreferrer"
          className="mt-1 block font-medium text-primary underline-offset-4 hover:underline"
        >
          Install Wallet Extension
        </a>
      </InfoRow>
      <InfoRow
        icon={<KeyRound aria-hidden="true" className="size-5 text-primary" />}
        title="Create or Import a Wallet"
      >
        Back up your wallet using a secure method. Never share your secret phrase with anyone.
      </InfoRow>
      <InfoRow
        icon={<RefreshCw aria-hidden="true" className="size-5 text-primary" />}
        title="Refresh Your Browser"
      >
        Once your wallet is set up, refresh this page to load the extension.
      </InfoRow>
      <Button variant="outline" className="w-fit" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        Refresh
      </Button>
    </section>
  );
}

export function ConnectionStatusView({
  wallet,
  status,
  onBack,
  onRetry,
}: {
  wallet: UiWallet;
  status: 'connecting' | 'failed';
  onBack(): void;
  onRetry(): void;
}) {
  return (
    <section aria-label="Connection status" className="grid gap-4">
      <BackButton onBack={onBack} />
      <div className="flex flex-col items-center gap-3 py-4 text-center">
        <WalletIcon wallet={wallet} className="size-14" />
        <ViewHeading>Opening {wallet.name}</ViewHeading>
        {status === 'connecting' ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Confirm connection in the wallet...
          </p>
        ) : (
          <>
            <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
              <CircleAlert aria-hidden="true" className="size-4" />
              Connection failed
            </p>
            <Button onClick={onRetry}>Retry Connection</Button>
          </>
        )}
      </div>
    </section>
  );
}

function InfoRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <div className="mt-0.5 shrink-0">{icon}</div>
      <div className="grid gap-0.5 text-sm">
        <p className="font-medium">{title}</p>
        <div className="text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}
