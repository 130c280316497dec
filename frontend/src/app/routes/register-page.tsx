import { Link } from 'react-router';
import { AuthCard, CredentialsForm, useRegister } from '@/features/auth';

export function RegisterPage() {
  const { register, isPending } = useRegister();
  return (
    <AuthCard
      title="Create an account"
      description="Choose a username and a password to start managing your squad."
      footer={
        <>
          Already registered?
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <CredentialsForm
        submitLabel="Register"
        pendingLabel="Registering…"
        passwordAutoComplete="new-password"
        isPending={isPending}
        onSubmit={register}
      />
    </AuthCard>
  );
}
