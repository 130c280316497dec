import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { FootballerModel } from '../world/models/footballer.model';
import { InjuriesLoader } from './injuries.loader';
import { InjuryModel } from './models/injury.model';

/** The injury fields of Footballer, kept here so the world module knows nothing of injuries. */
@Resolver(() => FootballerModel)
export class FootballerInjuryResolver {
  constructor(private readonly injuries: InjuriesLoader) {}

  @ResolveField(() => Boolean, {
    description: 'False while the footballer has an injury report, until the expected return.',
  })
  async available(@Parent() footballer: FootballerModel) {
    return !(await this.injuries.openInjuryOf(footballer.id));
  }

  @ResolveField(() => InjuryModel, { nullable: true, description: 'The current injury report, if any.' })
  async injury(@Parent() footballer: FootballerModel) {
    return (await this.injuries.openInjuryOf(footballer.id)) ?? null;
  }
}
