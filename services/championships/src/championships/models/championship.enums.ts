import { registerEnumType } from '@nestjs/graphql';
import { CHAMPIONSHIP_LEAGUE_TYPES, CHAMPIONSHIP_STATUSES } from '@sfl/contracts';
import { ChampionshipsTypes } from '../../graphql-types';

// GraphQL names the values in upper case; the code, the events and the REST calls use lower case.
function upperCaseEnum<T extends string>(values: readonly T[], name: string, description: string) {
  const enumObject = Object.fromEntries(values.map((value) => [value.toUpperCase(), value]));
  registerEnumType(enumObject, { name, description, registerIn: ChampionshipsTypes });
  return enumObject;
}

export const ChampionshipLeagueTypeEnum = upperCaseEnum(
  CHAMPIONSHIP_LEAGUE_TYPES,
  'ChampionshipLeagueType',
  'The kind of league a championship runs as.',
);

export const ChampionshipStatusEnum = upperCaseEnum(
  CHAMPIONSHIP_STATUSES,
  'ChampionshipStatus',
  'PRE_REGISTRATION until its registration deadline, UPCOMING until its first gameweek starts, ACTIVE while its gameweeks are played, COMPLETED once its last gameweek is finished.',
);
