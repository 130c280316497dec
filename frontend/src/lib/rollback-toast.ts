import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { toast } from '@/components/ui/toast';

/** The server's own words for a refusal, or `unreachable` when no answer came (network down, timeout). */
export function refusalMessage(error: unknown, unreachable: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map(({ message }) => message).join(' ');
  return unreachable;
}

function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * A change the page showed before the server answered was refused and has been undone: the toast says
 * what failed, the server's reason, and what the page shows again, e.g. "Couldn't make Kofi captain" /
 * "<reason>. Your captain is back to Hugo."
 */
export function toastRollback({
  failed,
  reason,
  restored,
}: {
  failed: string;
  reason: string;
  restored: string;
}) {
  toast({ title: failed, description: `${asSentence(reason)} ${restored}`, variant: 'destructive' });
}
