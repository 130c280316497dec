// The injuries feature's public API for the Injury Center page.
export { InjuryCenterPageDocument } from '@/features/injuries/api/injury-center-page.query';
export { InjuryList } from '@/features/injuries/components/injury-list';
export { InjuryTipsCard } from '@/features/injuries/components/injury-tips-card';
