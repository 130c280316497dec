import { graphqlTypeScope } from '@sfl/subgraph';

/** Every GraphQL type of the notifications subgraph registers here (see graphqlTypeScope). */
export const NotificationsTypes = graphqlTypeScope('notifications');
