/** Every table of the squads database that code reads and writes through TypeORM. */
export const squadsEntities: (new () => unknown)[] = [];
