import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { SQUAD_RULES } from '../../formations/squad-rules';
import { SlotLayoutModel } from '../../formations/models/formation-layout.model';
import { SquadsTypes } from '../../graphql-types';
import { PlayerCardModel } from './player-card.model';

@ObjectType('SquadSlot', { registerIn: SquadsTypes, description: "A slot of the squad's formation." })
export class SquadSlotModel extends SlotLayoutModel {
  @Field(() => PlayerCardModel, { nullable: true, description: 'null: the slot is empty.' })
  card: PlayerCardModel | null;
}

@ObjectType('SquadRatings', {
  registerIn: SquadsTypes,
  description: 'Ratings of the starting XI, 0 to 100 (see the rules page); empty slots count as 0.',
})
export class SquadRatingsModel {
  @Field(() => Int)
  overall: number;

  @Field(() => Int)
  chemistry: number;

  @Field(() => Int)
  attack: number;

  @Field(() => Int)
  defense: number;
}

@ObjectType('SquadNotice', {
  registerIn: SquadsTypes,
  description: 'Why a card left the squad (sold, or no longer in the wallet); shown until dismissed.',
})
export class SquadNoticeModel {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  cardId: string;

  @Field()
  message: string;

  @Field()
  createdAt: Date;
}

@ObjectType('Squad', { registerIn: SquadsTypes, description: "A manager's squad: 11 slots and a bench." })
export class SquadModel {
  @Field(() => String, { nullable: true, description: 'null until the squad is first saved.' })
  teamName: string | null;

  @Field()
  formation: string;

  @Directive(`@listSize(assumedSize: ${SQUAD_RULES.starters})`)
  @Field(() => [SquadSlotModel], { description: 'The 11 slots of the formation in index order.' })
  slots: SquadSlotModel[];

  @Directive(`@listSize(assumedSize: ${SQUAD_RULES.benchSize})`)
  @Field(() => [PlayerCardModel], { description: 'Substitutes in bench order.' })
  bench: PlayerCardModel[];

  @Field(() => ID, { nullable: true })
  captainCardId: string | null;

  @Field(() => ID, { nullable: true })
  viceCaptainCardId: string | null;

  @Field(() => SquadRatingsModel)
  ratings: SquadRatingsModel;

  /** Whose squad: the notices field pages through his notices. */
  managerId: string;
}
