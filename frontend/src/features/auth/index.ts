// The auth feature's public API: the parts of the login and register pages, and the navigation's session
// actions.
export { AuthCard } from '@/features/auth/components/auth-card';
export { CredentialsForm } from '@/features/auth/components/credentials-form';
export { LogoutEverywhereButton } from '@/features/auth/components/logout-everywhere-button';
export { LogoutLink } from '@/features/auth/components/logout-link';
export { useLogin } from '@/features/auth/hooks/use-login';
export { useRegister } from '@/features/auth/hooks/use-register';
