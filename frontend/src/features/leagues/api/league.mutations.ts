import { graphql } from '@/graphql/__generated__';

export const CreateLeagueDocument = graphql(`
  mutation CreateLeague($input: CreateLeagueInput!) {
    createLeague(input: $input) {
      ...LeagueCardFields
      inviteCode
    }
  }
`);

export const JoinLeagueDocument = graphql(`
  mutation JoinLeague($leagueId: ID!) {
    joinLeague(leagueId: $leagueId) {
      ...LeagueMembershipFields
    }
  }
`);

export const JoinLeagueByCodeDocument = graphql(`
  mutation JoinLeagueByCode($inviteCode: String!) {
    joinLeagueByCode(inviteCode: $inviteCode) {
      ...LeagueMembershipFields
    }
  }
`);
