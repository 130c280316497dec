import { Inject, Injectable } from '@nestjs/common';
import { type ActionQuota, ActionQuotas, type Page, isUuid } from '@sfl/subgraph';
import { SQUAD_CHANGE_QUOTA } from '../config/squads.config';
import { DEFAULT_FORMATION, isFormation, layoutFor } from '../formations/formations';
import { SQUAD_RULES } from '../formations/squad-rules';
import { CardsRepository } from '../projections/cards.repository';
import { ListedCardsRepository } from '../projections/listed-cards.repository';
import { SquadsErrors } from '../squads.errors';
import type { SquadModel, SquadNoticeModel } from './models/squad.model';
import { playerCardReference } from './models/player-card.model';
import { rateSquad } from './ratings';
import { LiveLineupService } from './live-lineup.service';
import type { SquadLocksModel } from './models/squad-locks.model';
import { SquadLocksService } from './squad-locks.service';
import { checkCaptains, checkSquadCards, checkSquadShape, type SquadDraft } from './squad-validation';
import { type StoredSquad, SquadsRepository } from './squads.repository';

/** A manager's own squad: read, saved whole, captain changed, notices dismissed. */
@Injectable()
export class SquadsService {
  constructor(
    private readonly squads: SquadsRepository,
    private readonly cards: CardsRepository,
    private readonly listings: ListedCardsRepository,
    private readonly quotas: ActionQuotas,
    private readonly liveLineup: LiveLineupService,
    private readonly locks: SquadLocksService,
    @Inject(SQUAD_CHANGE_QUOTA) private readonly changeQuota: ActionQuota,
  ) {}

  /** A manager who never saved gets an empty 4-3-3 (and any notices they have, read by `noticesOf`). */
  async squadOf(managerId: string): Promise<SquadModel> {
    const stored = await this.squads.find(managerId);
    const squad = stored ?? emptySquad();
    const formation = isFormation(squad.formation) ? squad.formation : DEFAULT_FORMATION;
    const { slots } = layoutFor(formation);
    const starters = await this.cards.withFootballers(
      squad.starters.filter((id): id is string => id !== null),
    );
    const footballerOf = new Map(starters.map((card) => [card.id, card.footballer]));
    return {
      teamName: stored?.teamName ?? null,
      formation,
      slots: slots.map((slot) => {
        const cardId = squad.starters[slot.index] ?? null;
        return { ...slot, card: cardId ? playerCardReference(cardId) : null };
      }),
      bench: squad.bench.map(playerCardReference),
      captainCardId: squad.captainCardId,
      viceCaptainCardId: squad.viceCaptainCardId,
      ratings: rateSquad(
        slots,
        squad.starters.map((id) => (id ? (footballerOf.get(id) ?? null) : null)),
      ),
      managerId,
    };
  }

  /** When each starter and bench card of the squad locks (starters in slot order, then the bench). */
  async locksOf(squad: SquadModel): Promise<SquadLocksModel | null> {
    const cardIds = [
      ...squad.slots.flatMap((slot) => (slot.card ? [slot.card.id] : [])),
      ...squad.bench.map((card) => card.id),
    ];
    const footballers = new Map(
      (await this.cards.withFootballers(cardIds)).map((card) => [card.id, card.footballerId]),
    );
    return this.locks.squadLocks(
      squad.managerId,
      cardIds.flatMap((cardId) => {
        const footballerId = footballers.get(cardId);
        return footballerId ? [{ cardId, footballerId }] : [];
      }),
    );
  }

  /** A page of the manager's notices, oldest first. */
  async noticesOf(managerId: string, page: Page): Promise<SquadNoticeModel[]> {
    const notices = await this.squads.notices(managerId, page);
    return notices.map(({ id, cardId, message, createdAt }) => ({ id, cardId, message, createdAt }));
  }

  /**
   * Checks the whole squad and stores it, or stores nothing and says why. During a live gameweek
   * it must keep every locked player where he was, and it moves that gameweek's lineup with it.
   */
  async save(managerId: string, draft: SquadDraft): Promise<SquadModel> {
    await this.takeChangeQuota(managerId);
    const squad = checkSquadShape(draft);
    await this.squads.transaction(async (manager) => {
      const cardIds = [...squad.starters, ...squad.bench].filter((id): id is string => id !== null);
      const owned = await this.cards.ownedIn(manager, managerId, cardIds);
      // After ownedIn locked the cards: a listing being applied has committed, or waits for this save.
      const listed = await this.listings.listedAmongIn(
        manager,
        owned.map((card) => card.id),
      );
      checkSquadCards(squad, owned, listed);
      await this.liveLineup.followIn(manager, managerId, squad, owned);
      await this.squads.saveIn(manager, managerId, squad);
    });
    return this.squadOf(managerId);
  }

  /**
   * Makes a starter the captain. When it was the vice-captain, the old captain becomes the
   * vice-captain (the two swap), so a squad keeps both.
   */
  async setCaptain(managerId: string, cardId: string): Promise<SquadModel> {
    await this.takeChangeQuota(managerId);
    const captain = cardId.toLowerCase();
    await this.squads.transaction(async (manager) => {
      const squad = await this.squads.findForUpdateIn(manager, managerId);
      if (!squad) throw SquadsErrors.CAPTAIN_NOT_STARTER();
      checkCaptains(squad.starters, captain, null);
      const vice = squad.viceCaptainCardId === captain ? squad.captainCardId : squad.viceCaptainCardId;
      const captains = { captainCardId: captain, viceCaptainCardId: vice };
      const cardIds = [...squad.starters, ...squad.bench].filter((id): id is string => id !== null);
      await this.liveLineup.followIn(
        manager,
        managerId,
        { ...squad, ...captains },
        await this.cards.withFootballers(cardIds, manager),
      );
      await this.squads.setCaptainsIn(manager, managerId, captains);
    });
    return this.squadOf(managerId);
  }

  // Saves, captain changes and dismissed notices count together: each writes the manager's squad.
  private takeChangeQuota(managerId: string): Promise<void> {
    return this.quotas.take('squad-change', 'squad changes', managerId, this.changeQuota);
  }

  async dismissNotice(managerId: string, id: string): Promise<boolean> {
    await this.takeChangeQuota(managerId);
    if (!isUuid(id) || !(await this.squads.dismissNotice(managerId, id))) {
      throw SquadsErrors.NOTICE_NOT_FOUND();
    }
    return true;
  }
}

function emptySquad(): StoredSquad {
  return {
    teamName: '',
    formation: DEFAULT_FORMATION,
    starters: Array.from({ length: SQUAD_RULES.starters }, () => null),
    bench: [],
    captainCardId: null,
    viceCaptainCardId: null,
  };
}
