import {
  ACHIEVEMENT_SPL_PER_GAMEWEEK_DEFAULT,
  ACHIEVEMENTS,
  BONUS_SPL_PER_GAMEWEEK_GLOBAL_DEFAULT,
  POSITION_GROUPS,
  POSITIONS,
  type PositionGroup,
  positionGroupOf,
  SPL_CAPTAIN_LABEL,
  SPL_REWARDS,
} from '@sfl/contracts';
import type { GameRules, SquadRules } from './whitepaper.operations';

// Presentation only: every number and rule below comes from the graph or @sfl/contracts.

const GROUP_NAMES: Record<PositionGroup, string> = {
  GK: 'Goalkeepers',
  DEF: 'Defenders',
  MID: 'Midfielders',
  ATT: 'Attackers',
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const row = (cells: string[]) => `<tr>${cells.join('')}</tr>`;
const td = (text: string | number, colspan?: number) =>
  `<td${colspan ? ` colspan="${colspan}"` : ''}>${escapeHtml(text)}</td>`;
const th = (text: string) => `<th scope="col">${escapeHtml(text)}</th>`;
const rowHeader = (text: string) => `<th scope="row">${escapeHtml(text)}</th>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
const section = (id: string, title: string, body: string) =>
  `<section id="${id}"><h2>${escapeHtml(title)}</h2>${body}</section>`;
const table = (caption: string, head: string[], rows: string[]) =>
  `<table><caption>${escapeHtml(caption)}</caption><thead>${row(head.map(th))}</thead><tbody>${rows.join('')}</tbody></table>`;

function squadSection(squad: SquadRules | null): string {
  const sizes = squad
    ? [
        `A squad has ${squad.squadSize} players: ${squad.starters} starters and ${squad.benchSize} on the bench.`,
        `Formations: ${squad.formations.join(', ')}.`,
      ]
    : ['The squad rules (size, bench, formations) are not available right now.'];
  const rules = list([
    ...sizes,
    'One card per footballer: a footballer appears in a squad at most once.',
    'A pitch slot takes only a footballer of its position group.',
  ]);
  const groups = table(
    'Position groups',
    ['Group', 'Positions'],
    POSITION_GROUPS.map((group) =>
      row([
        rowHeader(`${GROUP_NAMES[group]} (${group})`),
        td(POSITIONS.filter((position) => positionGroupOf(position) === group).join(', ')),
      ]),
    ),
  );
  return section('squad', 'Squad', rules + groups);
}

function deadlinesSection(season: GameRules['currentSeason']): string {
  const items = [
    "A gameweek's lineups are taken at its first kick-off (the gameweek's deadline); each player in them locks at his own match's kick-off (a player whose club has no match that gameweek, at the deadline). The squad page shows when each of your players locks and marks those locked.",
    'Until a player locks you may swap him with a bench player, make him captain or vice-captain, and change formation around the locked players. A locked player keeps his place in the XI or on the bench, and his armband, until the gameweek ends; the armband cannot pass to him.',
    "Points, SPL rewards, automatic substitutions, league and battle standings and the market's list-or-play rule follow your lineup as it stood at each player's lock.",
  ];
  if (season) {
    items.push(
      `Season ${season.number} runs from gameweek ${season.firstGameweek} to gameweek ${season.lastGameweek}; the next season follows with the gameweeks numbered on.`,
    );
  }
  return section('deadlines', 'Deadlines', list(items));
}

function pointsSection(rules: GameRules['scoringRules']): string {
  const rows = rules.map((rule) =>
    row([
      rowHeader(rule.note ? `${rule.action} (${rule.note})` : rule.action),
      ...POSITION_GROUPS.map((group) => td(rule.points.find((p) => p.group === group)?.points ?? 0)),
    ]),
  );
  return section(
    'fantasy-points',
    'Fantasy points',
    `<p>${escapeHtml('Each footballer earns points for every match they play, by position group:')}</p>` +
      table('Fantasy points per match', ['Action', ...POSITION_GROUPS], rows),
  );
}

function captaincySection(squad: SquadRules | null): string {
  const counts = squad ? `count ${squad.captainMultiplier}x` : 'are multiplied';
  return section(
    'captaincy',
    'Captaincy and substitutions',
    list([
      `Captain: the captain's points ${counts}.`,
      `Vice-captain: when the captain played 0 minutes in the gameweek, the vice-captain's points ${counts} instead.`,
      'Automatic substitutions: a starter who played 0 minutes is replaced by the first bench player, in bench order, whose coming on keeps a legal formation.',
    ]),
  );
}

function splSection(): string {
  const rows = SPL_REWARDS.map(({ label, spl }) =>
    row([
      rowHeader(label),
      ...(typeof spl === 'number'
        ? [td(spl, POSITION_GROUPS.length)]
        : POSITION_GROUPS.map((g) => td(spl[g]))),
    ]),
  );
  rows.push(row([rowHeader('Captain bonus'), td(SPL_CAPTAIN_LABEL, POSITION_GROUPS.length)]));
  return section(
    'spl-rewards',
    'SPL rewards',
    `<p>${escapeHtml("SPL tokens earned when a footballer of your squad does this in a match, by the footballer's position group:")}</p>` +
      table('SPL per action', ['Action', ...POSITION_GROUPS], rows) +
      `<p>${escapeHtml(BONUS_SPL_RULE)}</p>`,
  );
}

/** Bonus SPL vests with play (services/spl-rewards/docs/ledger.md); the gameweeks are a setting, so none are counted here. */
const BONUS_SPL_RULE =
  "SPL paid by achievements (the Early Adopter's 1,000 included) is bonus SPL: it can pay other managers " +
  '(a market listing, a league entry fee or prize pool, a battle wager) only as you play, unlocking in equal ' +
  'parts over your first finished gameweeks with a locked lineup; the SPL page shows how much is still locked. ' +
  'It buys new cards from the market at any time, and SPL earned in matches is never locked.';
function achievementsSection(): string {
  const rows = ACHIEVEMENTS.map(({ title, description, rule, reward }) =>
    row([rowHeader(title), td(description), td(rule), td(`${reward.tokens.toLocaleString('en')} SPL`)]),
  );
  return section(
    'achievements',
    'Achievements',
    `<p>${escapeHtml(`Each achievement pays its SPL once and stays unlocked. A manager is paid at most ${ACHIEVEMENT_SPL_PER_GAMEWEEK_DEFAULT.toLocaleString('en')} SPL of achievements per gameweek (the default; operators may set another): a reward over it is paid, in full, from the next gameweek's. All managers together are paid at most ${BONUS_SPL_PER_GAMEWEEK_GLOBAL_DEFAULT.toLocaleString('en')} SPL of achievements per gameweek (the default): once a reward does not fit what is left, it and every later one wait and are paid, in full and in order, from the next gameweek's. SPL earned in matches is never capped.`)}</p>` +
      table('Achievements and what counts', ['Achievement', 'Goal', 'What counts', 'Reward'], rows),
  );
}

/** The whole rules document; `squad` is null when the squad rules could not be read. */
export function whitepaperHtml(game: GameRules, squad: SquadRules | null): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Game rules</title></head><body>',
    '<h1>Game rules</h1>',
    squadSection(squad),
    deadlinesSection(game.currentSeason),
    pointsSection(game.scoringRules),
    captaincySection(squad),
    splSection(),
    achievementsSection(),
    '</body></html>',
  ].join('\n');
}
