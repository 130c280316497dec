import { Injectable } from '@nestjs/common';
import { BatchLoader, type Page, isUuid } from '@sfl/subgraph';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { FootballerEntity } from '../catalogue/entities/footballer.entity';
import { footballerReference } from '../footballers/models/footballer.model';
import type { OwnedNftEntity } from '../purchases/entities/owned-nft.entity';
import { OnChainCardsService } from '../purchases/on-chain-cards.service';
import { type CardFacts, inGameCardFacts, onChainCardFacts } from './card-events';
import { CardsRepository } from './cards.repository';
import { OwnedCardsRepository } from './owned-cards.repository';
import type { PlayerCardEntity } from './entities/player-card.entity';
import type { PlayerCardModel } from './models/player-card.model';

/** A manager's player cards: their in-game cards and the on-chain NFTs their wallets still hold. */
@Injectable()
export class OwnedCardsService {
  private readonly references = new BatchLoader<string, PlayerCardModel>((ids) => this.byIds(ids));

  constructor(
    private readonly cards: CardsRepository,
    private readonly owned: OwnedCardsRepository,
    private readonly onChainCards: OnChainCardsService,
    private readonly catalogue: CatalogueRepository,
  ) {}

  /**
   * By position group (GK, DEF, MID, ATT), best overall first, so a squad is picked top down. The
   * page is read in the database; only its on-chain cards are checked on chain. When a check finds
   * one gone (recorded lost, so it leaves the list), the page is read again: the next card fills it.
   */
  async ownedBy(userId: string, caller: string, page: Page): Promise<PlayerCardModel[]> {
    const refs = await this.owned.pageOf(userId, page);
    const onChainIds = refs.filter((ref) => ref.source === 'ON_CHAIN').map((ref) => ref.id);
    const inGameIds = refs.filter((ref) => ref.source === 'IN_GAME').map((ref) => ref.id);
    const [inGame, onChain] = await Promise.all([
      this.cards.byIds(inGameIds),
      this.onChainCards.stillHeld(onChainIds, caller),
    ]);
    // Each read again follows a card that stopped counting, so this ends within the manager's on-chain cards.
    if (onChain.length < onChainIds.length) return this.ownedBy(userId, caller, page);
    const cards = await this.modelsOf(inGame, onChain);
    return refs.flatMap((ref) => cards.get(ref.id) ?? []);
  }

  /** Any card by id, for references from other subgraphs; null for an id that is not a card now. */
  async byId(id: string): Promise<PlayerCardModel | null> {
    return (await this.references.load(id)) ?? null;
  }

  private async byIds(ids: string[]): Promise<Map<string, PlayerCardModel>> {
    const cardIds = ids.filter(isUuid);
    const [inGame, onChain] = await Promise.all([
      this.cards.byIds(cardIds),
      this.onChainCards.countedByIds(cardIds),
    ]);
    return this.modelsOf(inGame, onChain);
  }

  private async modelsOf(
    inGame: PlayerCardEntity[],
    onChain: OwnedNftEntity[],
  ): Promise<Map<string, PlayerCardModel>> {
    const footballers = await this.catalogue.byIds(onChain.map((nft) => nft.playerId));
    const cards = [...inGame.map(inGameCard), ...this.onChainCardsOf(onChain, footballers)];
    return new Map(cards.map((card) => [card.cardId, toModel(card)]));
  }

  private onChainCardsOf(nfts: OwnedNftEntity[], footballers: Map<string, FootballerEntity>): OwnedCard[] {
    return nfts.flatMap((nft) => {
      const footballer = footballers.get(nft.playerId);
      return footballer ? [{ ...onChainCardFacts(nft.id, footballer), supply: null }] : [];
    });
  }
}

/** A card as its owner sees it: what the events say, plus the supply its serial counts in. */
type OwnedCard = CardFacts & { supply: number | null };

const inGameCard = (card: PlayerCardEntity): OwnedCard => ({ ...inGameCardFacts(card), supply: card.supply });

function toModel(card: OwnedCard): PlayerCardModel {
  return {
    id: card.cardId,
    source: card.source,
    rarity: card.rarity,
    season: card.season,
    serial: card.serial,
    supply: card.supply,
    value: card.value,
    footballer: footballerReference(card.footballerId),
  };
}
