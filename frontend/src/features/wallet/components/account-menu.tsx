import { DropdownMenu } from 'radix-ui';
import { Check, ChevronDown, LogOut, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useWalletState } from '@/features/wallet/hooks/use-wallet-state';
import { walletErrorMessage } from '@/features/wallet/kit/wallet-errors';
import { shortAddress } from '@/features/wallet/utils/wallet-address';
import { cn } from '@/lib/utils';

const itemClassName =
  'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

/** Labelled by the account; lists the wallet's accounts (active ticked) and Disconnect. */
export function AccountMenu({ className }: { className?: string }) {
  const { account, accounts, label, switchAccount, disconnect } = useWalletState();
  if (!account || !label) return null;

  const report = (error: unknown) =>
    toast({ title: 'Wallet Error', description: walletErrorMessage(error), variant: 'destructive' });

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button size="sm" variant="outline" className={cn('max-w-48', className)}>
          <Wallet aria-hidden="true" />
          <span className="truncate">{label}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            Accounts
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={account.address}
            onValueChange={(address) => switchAccount(address).catch(report)}
          >
            {accounts.map((candidate) => (
              <DropdownMenu.RadioItem
                key={candidate.address}
                value={candidate.address}
                className={cn(itemClassName, 'pl-8')}
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 flex size-4 items-center justify-center">
                  <Check aria-hidden="true" className="size-4" />
                </DropdownMenu.ItemIndicator>
                {candidate.label || shortAddress(candidate.address)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClassName} onSelect={() => void disconnect().catch(report)}>
            <LogOut aria-hidden="true" className="size-4" />
            Disconnect
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
