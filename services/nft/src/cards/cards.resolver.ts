import { UseGuards } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { chainReadCaller } from '../chain-reads/chain-read-budget';
import { PlayerCardModel } from './models/player-card.model';
import { OwnedCardsService } from './owned-cards.service';

// A manager's whole collection fits one default page: 17 starter cards and what they add.
const MY_CARDS_DEFAULT_LIMIT = 100;

@Resolver()
export class CardsResolver {
  constructor(private readonly cards: OwnedCardsService) {}

  @Query(() => [PlayerCardModel], {
    description:
      "Signed-in: the caller's player cards, in-game and the verified on-chain NFTs their wallets still " +
      'hold; by position group (GK, DEF, MID, ATT), best overall first.',
  })
  @UseGuards(SignedInGuard)
  myCards(
    @CurrentUserId() userId: string,
    @LimitArg(MY_CARDS_DEFAULT_LIMIT) limit: number,
    @OffsetArg() offset: number,
  ): Promise<PlayerCardModel[]> {
    return this.cards.ownedBy(userId, chainReadCaller({ userId, clientIp: null }), { limit, offset });
  }
}
