// The SPL rewards feature's public API: its page and its cache policies.
export { splRewardsTypePolicies } from '@/features/spl-rewards/api/spl-rewards-type-policies';
export { SplRewardsPageDocument } from '@/features/spl-rewards/api/spl-rewards-page.query';
export { SplRewardsView } from '@/features/spl-rewards/components/spl-rewards-view';
