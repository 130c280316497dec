import { Check, Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';
import { useTheme, type ThemeChoice } from '@/lib/theme';
import { cn } from '@/lib/utils';

const choices: readonly { value: ThemeChoice; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

const itemClassName =
  'flex h-10 items-center gap-2 rounded-sm px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground md:h-8 [&_svg]:size-4';

/** Theme: light, dark, or as the system says (the default); its button shows the current choice. */
export function ThemeMenu({ className }: { className?: string }) {
  const { choice, setChoice } = useTheme();
  const ChoiceIcon = choices.find(({ value }) => value === choice)?.icon ?? Monitor;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}>
        <ChoiceIcon aria-hidden="true" />
        <span className="sr-only">Theme</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 grid min-w-36 gap-0.5 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.RadioGroup value={choice}>
            {choices.map(({ value, label, icon: Icon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className={itemClassName}
                onSelect={() => setChoice(value)}
              >
                <Icon aria-hidden="true" />
                {label}
                <DropdownMenu.ItemIndicator className="ml-auto">
                  <Check aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
