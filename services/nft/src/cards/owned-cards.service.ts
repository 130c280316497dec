import { Injectable } from '@nestjs/common';
import { POSITION_GROUPS } from '@sfl/contracts';
import { BatchLoader, type Page, pageOf } from '@sfl/subgraph';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { FootballerEntity } from '../catalogue/entities/footballer.entity';
import { footballerReference } from '../footballers/models/footballer.model';
import type { OwnedNftEntity } from '../purchases/entities/owned-nft.entity';
import { OnChainCardsService } from '../purchases/on-chain-cards.service';
import { isUuid } from '../shared/uuid';
import { type CardFacts, inGameCardFacts, onChainCardFacts } from './card-events';
import { CardsRepository } from './cards.repository';
import type { PlayerCardEntity } from './entities/player-card.entity';
import type { PlayerCardModel } from './models/player-card.model';

/** A manager's player cards: their in-game cards and the on-chain NFTs their wallets still hold. */
@Injectable()
export class OwnedCardsService {
  private readonly references = new BatchLoader<string, PlayerCardModel>((ids) => this.byIds(ids));

  constructor(
    private readonly cards: CardsRepository,
    private readonly onChainCards: OnChainCardsService,
    private readonly catalogue: CatalogueRepository,
  ) {}

  /** By position group (GK, DEF, MID, ATT), best overall first, so a squad is picked top down. */
  async ownedBy(userId: string, caller: string, page: Page): Promise<PlayerCardModel[]> {
    const [inGame, onChain] = await Promise.all([
      this.cards.ownedBy(userId),
      this.onChainCards.stillHeldBy(userId, caller),
    ]);
    const footballers = await this.catalogue.byIds([
      ...inGame.map((card) => card.footballerId),
      ...onChain.map((nft) => nft.playerId),
    ]);
    const facts = [...inGame.map(inGameCard), ...this.onChainCardsOf(onChain, footballers)];
    const sorted = facts.sort((a, b) => compareCards(footballers, a, b));
    return pageOf(sorted, page).map(toModel);
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

function compareCards(footballers: Map<string, FootballerEntity>, a: OwnedCard, b: OwnedCard): number {
  const fa = footballers.get(a.footballerId);
  const fb = footballers.get(b.footballerId);
  const group = (f?: FootballerEntity) =>
    f ? POSITION_GROUPS.indexOf(f.positionGroup) : POSITION_GROUPS.length;
  return (
    group(fa) - group(fb) ||
    (fb?.overall ?? 0) - (fa?.overall ?? 0) ||
    (fa?.name ?? '').localeCompare(fb?.name ?? '') ||
    a.cardId.localeCompare(b.cardId)
  );
}

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
