import { SeededRandom } from '../shared/seeded-random';
import {
  type ImpactOnTeam,
  impactFor,
  INJURY_CATALOGUE,
  type InjurySeverity,
  type InjuryStatus,
  SEVERITY_SHARES,
  statusFor,
} from './injury-catalogue';

// A few new reports per game day: 0 to 3, 1.5 on average.
const REPORTS_PER_DAY = [0, 1, 1, 2, 2, 3] as const;

export interface InjuryCandidate {
  footballerId: string;
  overall: number;
  /** 0 for the best-rated player of the club */
  rankInClub: number;
}

export interface InjuryDraft {
  footballerId: string;
  injury: string;
  severity: InjurySeverity;
  daysOut: number;
  status: InjuryStatus;
  impactOnTeam: ImpactOnTeam;
}

/** The injuries reported on one game day: deterministic for a seed, a day and the fit players. */
export function injuriesForDay(
  seed: number,
  day: string,
  candidates: readonly InjuryCandidate[],
): InjuryDraft[] {
  const random = SeededRandom.of(seed, 'injuries', day);
  const count = random.pick(REPORTS_PER_DAY);
  const ordered = [...candidates].sort((a, b) => a.footballerId.localeCompare(b.footballerId));
  return random
    .shuffle(ordered)
    .slice(0, count)
    .map((candidate) => {
      const severity = random.weighted(SEVERITY_SHARES, (s) => s.share)!.severity;
      const kind = random.pick(INJURY_CATALOGUE.filter((k) => k.severity === severity));
      const daysOut = random.int(kind.days[0], kind.days[1]);
      return {
        footballerId: candidate.footballerId,
        injury: kind.injury,
        severity,
        daysOut,
        status: statusFor(daysOut),
        impactOnTeam: impactFor(candidate.overall, candidate.rankInClub, severity),
      };
    });
}
