// Puts each of the engine's messages beside the field its `path` names. The engine decides what
// is wrong; this only decides where on the screen the sentence goes.
import { plural, t } from '@lingui/core/macro';
import type { Edition, Options, RuleError } from '../../rules';
import { citeIn } from './cite';
import { say } from '../../i18n/say';
import type { Words } from '../../rules/words';

export type Severity = 'error' | 'warning';

export interface Issue {
  severity: Severity;
  /** In English; `words`, where the engine gives them, is the same in the language shown. */
  message: string;
  words?: Words;
  rule?: string;
  /** The rule is today's number: the edition's texts have none (cite.ts). */
  today?: boolean;
}

export type PlayerField = 'name' | 'team' | 'role' | 'range' | 'vanguard' | 'other';
export type OptionField = keyof Options;

/** One player's issues, by field. */
export type PlayerIssues = Partial<Record<PlayerField, Issue[]>>;

export interface IssueMap {
  /** By player index, then field. */
  players: Map<number, PlayerIssues>;
  options: Partial<Record<OptionField, Issue[]>>;
  /** `startingPlayer` and `startingTeam`. */
  starting: Issue[];
  /** `players`, `seating`, `variant` and messages without a path: about the table as a whole. */
  table: Issue[];
  errorCount: number;
  warningCount: number;
}

const PLAYER_FIELDS: readonly PlayerField[] = ['name', 'team', 'role', 'range', 'vanguard'];
const OPTION_FIELDS: readonly OptionField[] = [
  'rangeOfInfluence',
  'attack',
  'deployCreatures',
  'sharedTeamTurns',
  'format',
  'startingLife',
];

/** "607.2", or "today’s 805.1" where the edition's texts have no such rule (cite.ts). */
export function ruleText(c: { rule: string; today?: boolean }): string {
  const rule = c.rule;
  return c.today ? t`today’s ${rule}` : rule;
}

/** An issue's sentence in the language shown (the engine's message, else its English). */
export const issueMessage = (issue: { message: string; words?: Words }): string =>
  say(issue.words ?? issue.message);

/** "message — 809.6", the way every message is shown. */
export function issueText(issue: {
  message: string;
  words?: Words;
  rule?: string;
  today?: boolean;
}): string {
  const message = issueMessage(issue);
  return issue.rule
    ? `${message} — ${ruleText({ rule: issue.rule, today: issue.today })}`
    : message;
}

/** The engine's messages by field, their rules cited in the table's edition (cite.ts). */
export function mapIssues(
  errors: readonly RuleError[],
  warnings: readonly RuleError[],
  edition?: Edition,
): IssueMap {
  const map: IssueMap = {
    players: new Map(),
    options: {},
    starting: [],
    table: [],
    errorCount: errors.length,
    warningCount: warnings.length,
  };
  const place = (e: RuleError, severity: Severity) => {
    const cited = citeIn(edition, e);
    const issue: Issue = {
      severity,
      message: e.message,
      ...(e.words ? { words: e.words } : {}),
      ...(cited.rule ? { rule: cited.rule } : {}),
      ...(cited.today ? { today: true } : {}),
    };
    const path = e.path ?? '';
    // "players[2].vanguard.life" goes beside the vanguard fields, like "players[2].vanguard".
    const player = /^players\[(\d+)\](?:\.(\w+)(?:\.\w+)?)?$/.exec(path);
    if (player) {
      const i = Number(player[1]);
      const raw = player[2] ?? 'other';
      const field: PlayerField = (PLAYER_FIELDS as readonly string[]).includes(raw)
        ? (raw as PlayerField)
        : 'other';
      const row = map.players.get(i) ?? {};
      (row[field] ??= []).push(issue);
      map.players.set(i, row);
      return;
    }
    const option = /^options\.(\w+)$/.exec(path);
    if (option && (OPTION_FIELDS as readonly string[]).includes(option[1]!)) {
      (map.options[option[1] as OptionField] ??= []).push(issue);
      return;
    }
    if (path === 'startingPlayer' || path === 'startingTeam') {
      map.starting.push(issue);
      return;
    }
    map.table.push(issue);
  };
  for (const e of errors) place(e, 'error');
  for (const w of warnings) place(w, 'warning');
  return map;
}

/** "2 problems to fix, 1 warning" — the live summary; empty when all is well. */
export function issueSummary(errorCount: number, warningCount: number): string {
  const problems = errorCount
    ? plural(errorCount, { one: '# problem to fix', other: '# problems to fix' })
    : '';
  const warnings = warningCount
    ? plural(warningCount, { one: '# warning', other: '# warnings' })
    : '';
  return problems && warnings ? t`${problems}, ${warnings}` : problems || warnings;
}
