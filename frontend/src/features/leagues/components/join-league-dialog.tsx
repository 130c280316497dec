import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { DialogActions } from '@/features/leagues/components/dialog-actions';
import { joinLeagueSchema, type JoinLeagueFormValues } from '@/features/leagues/utils/league-forms';

type JoinLeagueDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A join by code is under way: the dialog stays until it ends. */
  joining: boolean;
  /** Sends the code; resolves once the join ended (its toast shown). */
  onJoin: (inviteCode: string) => Promise<void>;
};

/** Join League: a league's invite code, from its creator or a member. Opens empty each time. */
export function JoinLeagueDialog({ open, onOpenChange, joining, onJoin }: JoinLeagueDialogProps) {
  const close = () => !joining && onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Join League</DialogTitle>
          <DialogDescription>
            Enter the invite code the league's creator or a member shared.
          </DialogDescription>
        </DialogHeader>
        <JoinLeagueForm joining={joining} onJoin={onJoin} onCancel={close} />
      </DialogContent>
    </Dialog>
  );
}

function JoinLeagueForm({
  joining,
  onJoin,
  onCancel,
}: Pick<JoinLeagueDialogProps, 'joining' | 'onJoin'> & { onCancel: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<JoinLeagueFormValues>({
    resolver: zodResolver(joinLeagueSchema),
    defaultValues: { inviteCode: '' },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => void handleSubmit(({ inviteCode }) => onJoin(inviteCode))(event)}
    >
      <TextField
        label="Invite code"
        placeholder="6-character invite code"
        autoComplete="off"
        autoCapitalize="characters"
        error={errors.inviteCode?.message}
        {...register('inviteCode')}
      />
      <DialogActions busy={joining} onCancel={onCancel} submitLabel={joining ? 'Joining…' : 'Join League'}>
        <KeyRound aria-hidden="true" />
      </DialogActions>
    </form>
  );
}
