export const INJURY_SEVERITIES = ['MINOR', 'MODERATE', 'SEVERE'] as const;
export type InjurySeverity = (typeof INJURY_SEVERITIES)[number];

export const INJURY_STATUSES = ['OUT', 'DOUBTFUL', 'QUESTIONABLE'] as const;
export type InjuryStatus = (typeof INJURY_STATUSES)[number];

export type ImpactOnTeam = 'Very High' | 'High' | 'Medium' | 'Low';

export interface InjuryKind {
  injury: string;
  severity: InjurySeverity;
  /** days out, both bounds included */
  days: readonly [number, number];
}

export const INJURY_CATALOGUE: readonly InjuryKind[] = [
  { injury: 'Ankle knock', severity: 'MINOR', days: [2, 6] },
  { injury: 'Thigh bruise', severity: 'MINOR', days: [2, 7] },
  { injury: 'Calf tightness', severity: 'MINOR', days: [3, 8] },
  { injury: 'Illness', severity: 'MINOR', days: [2, 5] },
  { injury: 'Back spasm', severity: 'MINOR', days: [3, 9] },
  { injury: 'Hamstring strain', severity: 'MODERATE', days: [14, 35] },
  { injury: 'Groin strain', severity: 'MODERATE', days: [10, 28] },
  { injury: 'Calf strain', severity: 'MODERATE', days: [12, 30] },
  { injury: 'Ankle sprain', severity: 'MODERATE', days: [10, 30] },
  { injury: 'Concussion', severity: 'MODERATE', days: [7, 14] },
  { injury: 'Knee ligament damage', severity: 'SEVERE', days: [60, 180] },
  { injury: 'Foot fracture', severity: 'SEVERE', days: [45, 90] },
  { injury: 'Achilles tendon rupture', severity: 'SEVERE', days: [150, 240] },
  { injury: 'Shoulder dislocation', severity: 'SEVERE', days: [35, 70] },
];

export const SEVERITY_SHARES: readonly { severity: InjurySeverity; share: number }[] = [
  { severity: 'MINOR', share: 0.55 },
  { severity: 'MODERATE', share: 0.33 },
  { severity: 'SEVERE', share: 0.12 },
];

/**
 * Out until the last days, then doubtful, then questionable on the eve of the return. Whatever
 * the status, an injured footballer is not selected until the expected return.
 */
export function statusFor(daysLeft: number): InjuryStatus {
  if (daysLeft <= 1) return 'QUESTIONABLE';
  if (daysLeft <= 3) return 'DOUBTFUL';
  return 'OUT';
}

/** How much the club misses the player: its two best are irreplaceable; a short knock matters less. */
export function impactFor(overall: number, rankInClub: number, severity: InjurySeverity): ImpactOnTeam {
  const levels: ImpactOnTeam[] = ['Very High', 'High', 'Medium', 'Low'];
  const level = rankInClub < 2 ? 0 : overall >= 80 ? 1 : overall >= 74 ? 2 : 3;
  return levels[Math.min(3, level + (severity === 'MINOR' ? 1 : 0))]!;
}

/** Most severe first: severity, then how sure the absence is. */
export const SEVERITY_RANK: Record<InjurySeverity, number> = { SEVERE: 0, MODERATE: 1, MINOR: 2 };
export const STATUS_RANK: Record<InjuryStatus, number> = { OUT: 0, DOUBTFUL: 1, QUESTIONABLE: 2 };
