import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Plus } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field';
import { DialogActions } from '@/features/leagues/components/dialog-actions';
import { GameweekOptions } from '@/features/leagues/components/gameweek-options';
import { useUpcomingGameweeks } from '@/features/leagues/hooks/use-upcoming-gameweeks';
import type { CreateStage } from '@/features/leagues/hooks/use-create-league';
import {
  createLeagueDefaults,
  createLeagueSchema,
  MAX_PARTICIPANTS,
  MIN_PARTICIPANTS,
  prizeAndScheduleFields,
  type CreateLeagueFormInput,
  type CreateLeagueFormValues,
} from '@/features/leagues/utils/league-forms';
import { cn } from '@/lib/utils';

type CreateLeagueDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stage: CreateStage;
  /** Sends the league; resolves once it is created (the dialog then closes) or refused (it stays). */
  onCreate: (values: CreateLeagueFormValues) => Promise<void>;
};

const submitLabels: Record<CreateStage, string> = {
  idle: 'Create League',
  sending: 'Creating…',
  funding: 'Holding prize pool…',
};

/**
 * Create League: name, max participants and description in view; entry fee, prizes and the gameweeks it
 * runs over in a section opened on demand (and opened by itself when one of them is wrong).
 */
export function CreateLeagueDialog({ open, onOpenChange, stage, onCreate }: CreateLeagueDialogProps) {
  const busy = stage !== 'idle';
  const close = () => !busy && onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Create League</DialogTitle>
          <DialogDescription>
            Start a league over the coming gameweeks; you join it at once and get its invite code.
          </DialogDescription>
        </DialogHeader>
        <CreateLeagueForm stage={stage} onCreate={onCreate} onCancel={close} />
      </DialogContent>
    </Dialog>
  );
}

function CreateLeagueForm({
  stage,
  onCreate,
  onCancel,
}: Pick<CreateLeagueDialogProps, 'stage' | 'onCreate'> & { onCancel: () => void }) {
  const sectionId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const gameweeks = useUpcomingGameweeks();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateLeagueFormInput, unknown, CreateLeagueFormValues>({
    resolver: zodResolver(createLeagueSchema),
    defaultValues: createLeagueDefaults,
  });

  const submit = handleSubmit(onCreate, (invalid) => {
    if (prizeAndScheduleFields.some((field) => invalid[field])) setMoreOpen(true);
  });
  const amountProps = { inputMode: 'numeric', autoComplete: 'off' } as const;

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <TextField label="League name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Max participants"
        {...amountProps}
        placeholder={`${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS}`}
        error={errors.maxParticipants?.message}
        {...register('maxParticipants')}
      />
      <TextAreaField
        label="Description (optional)"
        error={errors.description?.message}
        {...register('description')}
      />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4" {...register('isPrivate')} />
        <span>
          <span className="font-medium">Private league</span>
          <span className="block text-muted-foreground">
            Not listed in Available Leagues: managers join it with its invite code only.
          </span>
        </span>
      </label>
      <button
        type="button"
        aria-expanded={moreOpen}
        aria-controls={sectionId}
        onClick={() => setMoreOpen((isOpen) => !isOpen)}
        className="flex items-center justify-between rounded-md border px-3 py-2 text-left text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        Entry fee, prizes and gameweeks
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', moreOpen && 'rotate-180')}
        />
      </button>
      <div id={sectionId} hidden={!moreOpen} className="grid gap-4 rounded-md border border-dashed p-4">
        <p className="text-sm text-muted-foreground">
          In whole SPL. Your prize pool is held from your balance when the league is created; every member
          pays the entry fee when joining. At the end the 1st, 2nd and 3rd places win their prizes and the
          winner takes the rest of the pot.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Entry fee (SPL)"
            {...amountProps}
            error={errors.entryFee?.message}
            {...register('entryFee')}
          />
          <TextField
            label="Prize pool (SPL)"
            {...amountProps}
            error={errors.prizePool?.message}
            {...register('prizePool')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="1st prize (SPL)"
            {...amountProps}
            error={errors.firstPrize?.message}
            {...register('firstPrize')}
          />
          <TextField
            label="2nd prize (SPL)"
            {...amountProps}
            error={errors.secondPrize?.message}
            {...register('secondPrize')}
          />
          <TextField
            label="3rd prize (SPL)"
            {...amountProps}
            error={errors.thirdPrize?.message}
            {...register('thirdPrize')}
          />
        </div>
        <TextAreaField
          label="Prize details (optional)"
          error={errors.prizeDetails?.message}
          {...register('prizeDetails')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="First gameweek"
            error={errors.startGameweek?.message}
            {...register('startGameweek')}
          >
            <GameweekOptions defaultLabel="The next gameweek" gameweeks={gameweeks} />
          </SelectField>
          <SelectField label="Last gameweek" error={errors.endGameweek?.message} {...register('endGameweek')}>
            <GameweekOptions defaultLabel="3 gameweeks after the first" gameweeks={gameweeks} />
          </SelectField>
        </div>
      </div>
      <DialogActions busy={stage !== 'idle'} onCancel={onCancel} submitLabel={submitLabels[stage]}>
        <Plus aria-hidden="true" />
      </DialogActions>
    </form>
  );
}
