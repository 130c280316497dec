import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

/** The league's invite code (shown to its members only) and a button copying it. */
export function InviteCode({ code }: { code: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Invite code copied', description: 'Share it with the managers you want to invite.' });
    } catch {
      toast({
        title: 'Could not copy',
        description: `Copy the code by hand: ${code}`,
        variant: 'destructive',
      });
    }
  }
  return (
    <div
      role="group"
      aria-label="Invite code"
      className="flex items-center gap-3 rounded-lg border bg-muted/40 px-4 py-2"
    >
      <span className="text-sm text-muted-foreground">Invite code</span>
      <code data-testid="invite-code" className="font-mono text-lg font-semibold tracking-widest">
        {code}
      </code>
      <Button variant="outline" size="sm" onClick={() => void copy()} aria-label="Copy invite code">
        <Copy aria-hidden="true" />
        Copy
      </Button>
    </div>
  );
}
