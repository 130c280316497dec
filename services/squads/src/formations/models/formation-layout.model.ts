import { Directive, Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { SQUAD_RULES } from '../squad-rules';
import { SquadsTypes } from '../../graphql-types';
import { PositionGroupEnum } from '../../shared/position-group.enum';

@ObjectType('SlotLayout', {
  registerIn: SquadsTypes,
  description: 'A place on the pitch; x and y are percent from the left and the top of a vertical pitch.',
})
export class SlotLayoutModel {
  @Field(() => Int)
  index: number;

  @Field(() => PositionGroupEnum, { description: 'The only group of footballers this slot takes.' })
  group: string;

  @Field({ description: 'The natural position here (LB, CB, CM, ST, ...); it counts for chemistry.' })
  label: string;

  @Field(() => Float)
  x: number;

  @Field(() => Float)
  y: number;
}

@ObjectType('FormationLayout', { registerIn: SquadsTypes })
export class FormationLayoutModel {
  @Field({ description: 'e.g. 4-3-3: defenders, midfielders, attackers.' })
  formation: string;

  @Directive(`@listSize(assumedSize: ${SQUAD_RULES.starters})`)
  @Field(() => [SlotLayoutModel], { description: '11 slots, goalkeeper first, in slot index order.' })
  slots: SlotLayoutModel[];
}
