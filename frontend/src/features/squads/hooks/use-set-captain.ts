import { useMutation } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { SetCaptainDocument } from '@/features/squads/api/squad.mutations';

/** Make Captain: the answer is the whole squad, which replaces the cached one. */
export function useSetCaptain() {
  const [setCaptain, { loading }] = useMutation(SetCaptainDocument);

  async function makeCaptain(cardId: string, name: string): Promise<void> {
    try {
      await setCaptain({ variables: { cardId } });
      toast({ title: 'Captain set', description: `${name} is your captain: their points count double.` });
    } catch (error) {
      toast({
        title: 'Captain not set',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  }

  return { makeCaptain, settingCaptain: loading };
}
