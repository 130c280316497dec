import { battleEntities } from '../battles/battles.entities';
import { leagueEntities } from '../leagues/leagues.entities';
import { projectionEntities } from '../projections/projections.entities';

/** Every table of the leagues database that code reads and writes through TypeORM. */
export const leaguesEntities = [
  ...projectionEntities, // src/projections
  ...leagueEntities, // src/leagues
  ...battleEntities, // src/battles
];
