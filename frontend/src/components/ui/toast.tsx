import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { useTheme } from '@/lib/theme';

// Sonner reads its colours from these variables; `richColors` makes error toasts use the --error-* set,
// which we point at the destructive tokens.
const toasterStyle: CSSProperties & Record<`--${string}`, string> = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--error-bg': 'var(--destructive)',
  '--error-text': 'var(--destructive-foreground)',
  '--error-border': 'var(--destructive)',
};

export function Toaster() {
  const { theme } = useTheme();
  return <SonnerToaster theme={theme} richColors style={toasterStyle} />;
}

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

export function toast({ title, description, variant = 'default' }: ToastOptions): void {
  if (variant === 'destructive') {
    sonnerToast.error(title, { description });
  } else {
    sonnerToast(title, { description });
  }
}
