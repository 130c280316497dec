import { ArrowLeftRight, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toneNotice } from '@/lib/tone-style';
import { cn } from '@/lib/utils';

/** What the last formation switch did to the lineup: who moved, what is empty, how to undo it. */
export function FormationSwitchNotice({
  lines,
  onDismiss,
}: {
  lines: readonly string[];
  onDismiss: () => void;
}) {
  const [summary, ...details] = lines;
  return (
    <section
      role="status"
      aria-label="Formation change"
      className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', toneNotice.sky)}
    >
      <ArrowLeftRight aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid flex-1 gap-1">
        <p className="font-medium">{summary}</p>
        {details.length > 0 && (
          <ul className="grid list-disc gap-0.5 pl-4">
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <Button variant="ghost" size="sm" onClick={onDismiss} aria-label="Dismiss the formation change notice">
        <X aria-hidden="true" />
        <span className="hidden sm:inline">Dismiss</span>
      </Button>
    </section>
  );
}
