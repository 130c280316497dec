import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { credentialsSchema, type Credentials } from '@/features/auth/schemas/credentials-schema';

type CredentialsFormProps = {
  submitLabel: string;
  pendingLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  isPending: boolean;
  onSubmit: (credentials: Credentials) => void;
};

/** Username and password with field-level messages; shared by login and register. */
export function CredentialsForm({
  submitLabel,
  pendingLabel,
  passwordAutoComplete,
  isPending,
  onSubmit,
}: CredentialsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { username: '', password: '' },
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
