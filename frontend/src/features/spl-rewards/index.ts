// The SPL rewards feature's public API: its page, its cache policies and the live awards for the shell.
export { splRewardsTypePolicies } from '@/features/spl-rewards/api/spl-rewards-type-policies';
export { SplRewardsPageDocument } from '@/features/spl-rewards/api/spl-rewards-page.query';
export { SplStatementDocument } from '@/features/spl-rewards/api/spl-statement.query';
export { SplPaidDocument } from '@/features/spl-rewards/api/spl-paid.subscription';
export { SplRewardsView } from '@/features/spl-rewards/components/spl-rewards-view';
export { useSplPayments, type SplPayment } from '@/features/spl-rewards/hooks/use-spl-payments';
