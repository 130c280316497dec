import {
  type BattleSettled,
  type FieldedPlayerInjured,
  type LineupIncomplete,
  type ChampionshipStatus,
  type LeagueFinished,
  type marketPurchaseFailures,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  SPL_CAPTAIN_LABEL,
  SPL_REWARDS,
  type SplRewardsAwarded,
} from '@sfl/contracts';
import type { z } from 'zod';

/** What a notification says and the page it links to. */
export interface Notice {
  title: string;
  body: string;
  link: string;
}

/** The pages notifications link to (the frontend's routes). */
export const LINKS = {
  battle: (battleId: string) => `/h2h?battle=${battleId}`,
  league: (leagueId: string) => `/leagues/${leagueId}`,
  marketplace: '/marketplace',
  splRewards: '/spl-rewards',
  championships: '/championships',
  player: (footballerId: string) => `/players/${footballerId}`,
  squad: '/squad',
};

// Names come from other services' events (a league's, a footballer's): one too long is cut, not refused.
const clipped = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

const notice = (title: string, body: string, link: string): Notice => ({
  title: clipped(title, NOTIFICATION_TITLE_MAX),
  body: clipped(body, NOTIFICATION_BODY_MAX),
  link,
});

const spl = (amount: number) => `${amount.toLocaleString('en-US')} SPL`;

/** '+600 SPL: Goal by Kofi Brannock (and 2 more)', about the first reward of the payment. */
export function splRewardNotice(rewards: z.output<typeof SplRewardsAwarded.payload>['rewards']): Notice {
  const [first] = rewards;
  const { matchDetails: match } = first!;
  const total = rewards.reduce((sum, reward) => sum + reward.splTokens, 0);
  const label = SPL_REWARDS.find((rule) => rule.actionType === first!.actionType)!.label;
  const more = rewards.length > 1 ? ` (and ${rewards.length - 1} more)` : '';
  const captain = first!.isCaptain ? ` (${SPL_CAPTAIN_LABEL})` : '';
  return notice(
    `+${spl(total)}: ${label} by ${match.footballerName}${more}`,
    `Gameweek ${first!.gameweek}, ${match.homeClub.shortName} ${match.homeScore}-${match.awayScore} ` +
      `${match.awayClub.shortName}, ${match.minute}'${captain}.`,
    LINKS.splRewards,
  );
}

const cardName = (player: string | null) => player ?? 'a player';

export function cardSoldNotice(player: string | null, price: number, sellerAmount: number): Notice {
  return notice(
    `Your ${cardName(player)} card sold for ${spl(price)}`,
    `${spl(sellerAmount)} is yours after the market fee.`,
    LINKS.marketplace,
  );
}

export function cardBoughtNotice(player: string | null, price: number): Notice {
  return notice(
    `You bought ${cardName(player)} for ${spl(price)}`,
    'The card is in your collection.',
    LINKS.marketplace,
  );
}

const PURCHASE_FAILURES: Record<(typeof marketPurchaseFailures)[number], string> = {
  INSUFFICIENT_SPL: 'You did not have enough SPL for it.',
  BONUS_SPL_LOCKED:
    'Part of your SPL is bonus SPL that cannot pay other managers until you play more gameweeks.',
  LISTING_SOLD: 'Another manager bought the player first.',
  LISTING_DELISTED: 'The seller took the player off the market.',
  PRICE_CHANGED: 'The seller changed the price before your purchase went through.',
  CARD_UNAVAILABLE: 'The player was no longer available.',
};

export function purchaseFailedNotice(reason: (typeof marketPurchaseFailures)[number]): Notice {
  return notice(
    'Your purchase did not go through',
    `${PURCHASE_FAILURES[reason]} Nothing was charged.`,
    LINKS.marketplace,
  );
}

interface BattleTerms {
  battleId: string;
  gameweek: number;
  wager: number;
}

export function battleChallengeNotice(challenger: string | null, battle: BattleTerms): Notice {
  return notice(
    `${challenger ?? 'A manager'} challenged you to a battle`,
    `${spl(battle.wager)} each on gameweek ${battle.gameweek}: accept it before the gameweek's deadline.`,
    LINKS.battle(battle.battleId),
  );
}

export function battleAcceptedNotice(opponent: string | null, battle: BattleTerms): Notice {
  return notice(
    `${opponent ?? 'Your opponent'} accepted your battle`,
    `${spl(battle.wager)} each on gameweek ${battle.gameweek}: the side with more points takes ${spl(2 * battle.wager)}.`,
    LINKS.battle(battle.battleId),
  );
}

type Settled = z.output<typeof BattleSettled.payload>;

/** How a settled battle ended for one side, against the other (`opponent`: their username, if known). */
export function battleSettledNotice(
  settled: Settled,
  side: 'challenger' | 'opponent',
  opponent: string | null,
): Notice {
  const link = LINKS.battle(settled.battleId);
  const against = opponent ?? 'your opponent';
  const gameweek = settled.gameweek === null ? 'its gameweek' : `gameweek ${settled.gameweek}`;
  if (settled.outcome === 'expired')
    return notice(
      'Your battle expired',
      `It was not under way by ${gameweek}'s deadline: any wager held went back.`,
      link,
    );
  if (settled.outcome === 'cancelled')
    return notice(
      'Your battle was cancelled',
      `The ${spl(settled.wager)} battle was called off: any wager held went back.`,
      link,
    );
  const mine = side === 'challenger' ? settled.challengerPoints : settled.opponentPoints;
  const theirs = side === 'challenger' ? settled.opponentPoints : settled.challengerPoints;
  const score = `${mine ?? 0}-${theirs ?? 0} in ${gameweek}`;
  if (settled.outcome === 'draw')
    return notice(`Your battle against ${against} was a draw`, `${score}: both wagers went back.`, link);
  const won = (settled.outcome === 'challenger_won') === (side === 'challenger');
  return won
    ? notice(`You won your battle against ${against}`, `${score}: ${spl(2 * settled.wager)} is yours.`, link)
    : notice(
        `You lost your battle against ${against}`,
        `${score}: your ${spl(settled.wager)} wager went to them.`,
        link,
      );
}

/**
 * To the manager a challenge was sent to, who never took it up: the challenger called it off or its
 * gameweek's deadline came first (`challenger`: their username, if known).
 */
export function challengeWithdrawnNotice(settled: Settled, challenger: string | null): Notice {
  const who = challenger ?? 'A manager';
  const terms = `The ${spl(settled.wager)} battle${settled.gameweek === null ? '' : ` on gameweek ${settled.gameweek}`}`;
  return settled.outcome === 'expired'
    ? notice(
        `${who}'s challenge expired`,
        `${terms} was not accepted by its deadline: it is off.`,
        LINKS.battle(settled.battleId),
      )
    : notice(`${who} withdrew the challenge`, `${terms} is off.`, LINKS.battle(settled.battleId));
}

// Game dates in words, the same for every reader wherever they are: '3 Dec 2030'.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

type Injured = z.output<typeof FieldedPlayerInjured.payload>;

/** 'Kofi Brannock (Northbridge United) is out until 3 Dec 2030', to a manager fielding him. */
export function playerInjuredNotice(injured: Injured): Notice {
  const where = injured.role === 'STARTER' ? 'in your starting XI' : 'on your bench';
  return notice(
    `${injured.footballerName} (${injured.clubName}) is ${injured.status.toLowerCase()} until ${dayFormat.format(new Date(injured.expectedReturn))}`,
    `He is ${where}: see your squad to replace him.`,
    LINKS.player(injured.footballerId),
  );
}

type Incomplete = z.output<typeof LineupIncomplete.payload>;

/** 'Your lineup for gameweek 4 has 9 of 11 starters', with the lock time in UTC. */
export function lockReminderNotice(incomplete: Incomplete): Notice {
  const deadline = new Date(incomplete.deadline);
  return notice(
    `Your lineup for gameweek ${incomplete.gameweek} has ${incomplete.starters} of 11 starters`,
    `It locks at ${timeFormat.format(deadline)} UTC on ${dayFormat.format(deadline)}.`,
    LINKS.squad,
  );
}

export function leagueJoinedNotice(leagueId: string, name: string | null, memberCount: number): Notice {
  return notice(
    `You joined ${name ?? 'a league'}`,
    `${memberCount} ${memberCount === 1 ? 'member' : 'members'} so far.`,
    LINKS.league(leagueId),
  );
}

type Finished = z.output<typeof LeagueFinished.payload>;

export function leagueEndedNotice(finished: Finished, standing: Finished['standings'][number]): Notice {
  const link = LINKS.league(finished.leagueId);
  if (finished.cancelled)
    return notice(
      `${finished.name} was cancelled`,
      'It ended with too few members: every entry fee and the prize pool went back.',
      link,
    );
  const prize = standing.prize > 0 ? `, winning ${spl(standing.prize)}` : '';
  return notice(
    `${finished.name} has ended`,
    `You finished #${standing.rank} of ${finished.standings.length} with ${standing.points} points${prize}.`,
    link,
  );
}

export interface ChampionshipTerms {
  name: string;
  startGameweek: number;
  endGameweek: number;
}

export function championshipStatusNotice(
  championship: ChampionshipTerms | null,
  status: ChampionshipStatus,
): Notice {
  const link = LINKS.championships;
  const name = championship?.name ?? 'A championship you pre-registered for';
  const span = championship && `gameweeks ${championship.startGameweek} to ${championship.endGameweek}`;
  switch (status) {
    case 'pre_registration':
      return notice(`${name} is open for pre-registration`, '', link);
    case 'upcoming':
      return notice(
        `${name}: pre-registration is closed`,
        span ? `It is played over ${span}.` : 'It starts with its first gameweek.',
        link,
      );
    case 'active':
      return notice(
        `${name} has started`,
        `It runs as a league${span ? ` over ${span}` : ''}; its first members are the earliest pre-registered.`,
        link,
      );
    case 'completed':
      return notice(`${name} is over`, 'Its last gameweek is final: see how you finished.', link);
  }
}
