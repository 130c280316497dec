import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { PanelError } from '@/components/panel-states';
import { whitepaperQueryOptions } from '@/features/whitepaper/api/whitepaper.rest';
import { htmlToReact } from '@/features/whitepaper/utils/html-to-react';

// Tailwind has no typography plugin here: the rules' elements get their look from the container.
const documentStyle = [
  'grid gap-6 text-sm leading-relaxed [&_section]:grid [&_section]:gap-3',
  '[&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:text-base [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_table]:w-full [&_table]:border-collapse [&_caption]:pb-1 [&_caption]:text-left [&_caption]:font-semibold [&_caption]:text-muted-foreground',
  '[&_th]:border-b [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:px-3 [&_td]:py-2 [&_a]:text-primary [&_a]:underline',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1',
].join(' ');

/** The rules from GET /api/whitepaper, shown as safe elements; a failure says so with Try again. */
export function RulesDocument() {
  const { data, isError, refetch } = useQuery(whitepaperQueryOptions);
  const content = useMemo(() => (data === undefined ? null : htmlToReact(data)), [data]);

  if (content === null) {
    if (isError) {
      return <PanelError message="The game rules could not be loaded." onRetry={() => void refetch()} />;
    }
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <BookOpen aria-hidden="true" className="size-5 animate-pulse" />
        Loading game rules...
      </p>
    );
  }
  return (
    <Card>
      <CardContent>
        <article aria-label="Game rules" className={documentStyle}>
          {content}
        </article>
      </CardContent>
    </Card>
  );
}
