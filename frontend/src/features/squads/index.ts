// The squads feature's public API: the squad builder, team management and the manager's figures.
export { squadTypePolicies } from '@/features/squads/api/squad-type-policies';
export {
  MyCardsFromDocument,
  SQUAD_BUILDER_CARDS_PAGE,
  SquadBuilderDocument,
} from '@/features/squads/api/squad-builder.query';
export { TeamPageDocument } from '@/features/squads/api/team-page.query';
export { MyStatsDocument } from '@/features/squads/api/my-stats.query';
export { SquadBuilder } from '@/features/squads/components/squad-builder';
export { TeamManagement } from '@/features/squads/components/team-management';
export { ManagerStatCards } from '@/features/squads/components/manager-stat-cards';
export { useMyStats, useMyStatsRefresh } from '@/features/squads/hooks/use-my-stats';
