import { Link } from 'react-router';
import { env } from '@/config/env';
import { AuthCard, CredentialsForm, useLogin } from '@/features/auth';

export function LoginPage() {
  const { login, isPending } = useLogin();
  return (
    <AuthCard
      title="Log in"
      description={`Sign in to your ${env.productName} account.`}
      footer={
        <>
          New here?
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <CredentialsForm
        submitLabel="Log in"
        pendingLabel="Logging in…"
        passwordAutoComplete="current-password"
        isPending={isPending}
        onSubmit={login}
      />
    </AuthCard>
  );
}
