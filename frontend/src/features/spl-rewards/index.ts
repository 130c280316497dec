// The SPL rewards feature's public API: its page, its cache policies and the live awards for the shell.
export { splRewardsTypePolicies } from '@/features/spl-rewards/api/spl-rewards-type-policies';
export { SplRewardsPageDocument } from '@/features/spl-rewards/api/spl-rewards-page.query';
export { SplStatementDocument } from '@/features/spl-rewards/api/spl-statement.query';
export { SplAwardedDocument } from '@/features/spl-rewards/api/spl-awarded.subscription';
export { SplRewardsView } from '@/features/spl-rewards/components/spl-rewards-view';
export { useSplAwards, type SplAward } from '@/features/spl-rewards/hooks/use-spl-awards';
