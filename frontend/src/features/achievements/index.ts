// The achievements feature's public API: its page, the /team panel and the query live updates re-read.
export { MyAchievementsDocument } from '@/features/achievements/api/my-achievements.query';
export { AchievementsView } from '@/features/achievements/components/achievements-view';
export { TeamAchievementsPanel } from '@/features/achievements/components/team-achievements-panel';
