import { FixtureEntity } from '../locks/entities/fixture.entity';
import { GameweekLineupChangesEntity } from '../locks/entities/gameweek-lineup-changes.entity';
import { pointsEntities } from '../points/points.entities';
import { CardEntity } from '../projections/entities/card.entity';
import { FootballerEntity } from '../projections/entities/footballer.entity';
import { ListedCardEntity } from '../projections/entities/listed-card.entity';
import { ManagerEntity } from '../projections/entities/manager.entity';
import { SquadMemberEntity } from '../squads/entities/squad-member.entity';
import { SquadNoticeEntity } from '../squads/entities/squad-notice.entity';
import { SquadVersionEntity } from '../squads/entities/squad-version.entity';
import { SquadEntity } from '../squads/entities/squad.entity';

/** Every table of the squads database that code reads and writes through TypeORM. */
export const squadsEntities = [
  FootballerEntity,
  CardEntity,
  ListedCardEntity,
  ManagerEntity,
  SquadEntity,
  SquadMemberEntity,
  SquadNoticeEntity,
  SquadVersionEntity,
  FixtureEntity,
  GameweekLineupChangesEntity,
  ...pointsEntities,
];
