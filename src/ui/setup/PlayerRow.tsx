// One player's row in the setup list: seat number and drag handle, name, move and remove, and
// the fields the variant takes (team, role, range, vanguard). The list owns the state.
import type { HTMLAttributes, PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Edition, Table } from '../../rules';
import { roleLabel } from '../playerWords';
import { btn } from '../styles';
import type { FormPlayer, Fields } from './form';
import type { PlayerField, PlayerIssues } from './issues';
import { VanguardFields } from './VanguardFields';
import { IssueList, checkRow, checkbox, fieldLabel, input, inputBase } from './ui';

export const iconBtn = `${btn} min-w-11 shrink-0 border border-slate-300 bg-white px-0 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`;

export interface Drag {
  id: string;
  from: number;
  over: number;
  startY: number;
  dy: number;
}

type Handle = Pick<
  HTMLAttributes<HTMLDivElement>,
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'
> & { onPointerDown: (e: PointerEvent<HTMLDivElement>) => void };

export function PlayerRow({
  p,
  i,
  count,
  listId,
  row,
  table,
  fields,
  vanguard,
  edition,
  firstSeat,
  drag,
  rowRef,
  handle,
  patch,
  move,
  remove,
}: {
  p: FormPlayer;
  i: number;
  count: number;
  /** The list's id: field ids and the teams datalist hang off it. */
  listId: string;
  row: PlayerIssues;
  table: Table | null;
  fields: Fields;
  vanguard: boolean;
  edition: Edition | undefined;
  firstSeat: number | null;
  drag: Drag | null;
  rowRef: (el: HTMLLIElement | null) => void;
  handle: Handle;
  patch: (patch: Partial<FormPlayer>) => void;
  move: (from: number, to: number, how: 'up' | 'down' | 'drag') => void;
  remove: (index: number) => void;
}) {
  const { t } = useLingui();
  const seatInfo = table?.players[i];
  const seat = i + 1;
  const nameFor = p.name.trim() || t`player ${seat}`;
  const dragging = drag?.id === p.id;
  const target = drag && !dragging && drag.over === i;
  const fid = (f: PlayerField) => `${listId}-p${p.id}-${f}`;
  const has = (f: PlayerField) => !!row[f]?.length;
  const bad = (f: PlayerField) => row[f]?.some((x) => x.severity === 'error') || undefined;
  const desc = (f: PlayerField) => (has(f) ? `${fid(f)}-issues` : undefined);
  const rangeFact = (range: number | null) =>
    range === null ? t`range unlimited` : t`range ${range}`;
  const facts = [
    seatInfo?.role ? roleLabel(seatInfo.role) : null,
    seatInfo ? rangeFact(seatInfo.range) : null,
  ].filter(Boolean);
  return (
    <li
      ref={rowRef}
      data-testid="player-row"
      className={`relative rounded-xl border p-2 ${
        dragging
          ? 'z-10 border-amber-500 bg-amber-50 shadow-lg dark:bg-slate-800'
          : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/60'
      } ${target ? (drag!.over < drag!.from ? 'border-t-4 border-t-amber-500' : 'border-b-4 border-b-amber-500') : ''}`}
      style={dragging ? { transform: `translateY(${drag!.dy}px)` } : undefined}
    >
      <div className="flex items-start gap-1.5 sm:gap-2">
        <div
          aria-hidden="true"
          title={t`Drag to change seats`}
          className="flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center gap-0.5 rounded-lg bg-slate-200 font-semibold tabular-nums select-none active:cursor-grabbing dark:bg-slate-700"
          {...handle}
          data-testid="drag-handle"
        >
          <span className="text-xs text-slate-500 dark:text-slate-400">⠿</span>
          {i + 1}
        </div>
        <div className="min-w-0 flex-1 basis-24">
          <label htmlFor={fid('name')} className="sr-only">
            {t`Name of player ${seat}`}
          </label>
          <input
            id={fid('name')}
            data-player={p.id}
            data-field="name"
            className={`${input} font-medium`}
            value={p.name}
            autoComplete="off"
            autoCapitalize="words"
            enterKeyHint="next"
            aria-invalid={bad('name')}
            aria-describedby={desc('name')}
            onChange={(e) => patch({ name: e.target.value })}
          />
          <IssueList id={`${fid('name')}-issues`} issues={row.name} />
          {facts.length || firstSeat === i ? (
            <p className="mt-1 flex flex-wrap gap-1.5 text-xs text-slate-600 dark:text-slate-400">
              {facts.map((f) => (
                <span key={f}>{f}</span>
              ))}
              {firstSeat === i ? (
                <span className="rounded bg-amber-200 px-1.5 font-semibold text-amber-950 dark:bg-amber-400/20 dark:text-amber-200">
                  {t`goes first`}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="ml-auto flex gap-1.5">
          <button
            type="button"
            className={iconBtn}
            data-player={p.id}
            data-move="up"
            aria-label={t`Move ${nameFor} up`}
            title={t`Move up`}
            disabled={i === 0}
            onClick={() => move(i, i - 1, 'up')}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={iconBtn}
            data-player={p.id}
            data-move="down"
            aria-label={t`Move ${nameFor} down`}
            title={t`Move down`}
            disabled={i === count - 1}
            onClick={() => move(i, i + 1, 'down')}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className={`${iconBtn} text-rose-700 dark:text-rose-300`}
            aria-label={t`Remove ${nameFor}`}
            title={t`Remove`}
            onClick={() => remove(i)}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>

      {fields.team || fields.role || fields.range || vanguard ? (
        <div className="mt-2 flex flex-wrap gap-2 pl-0 sm:pl-[3.25rem]">
          {fields.team ? (
            <div className="min-w-32 flex-1">
              <label htmlFor={fid('team')} className={fieldLabel}>
                <Trans>
                  Team<span className="sr-only"> of {nameFor}</span>
                </Trans>
              </label>
              <input
                id={fid('team')}
                list={`${listId}-teams`}
                className={input}
                value={p.team}
                placeholder={fields.teamsNeeded === false ? t`No team` : undefined}
                autoComplete="off"
                aria-invalid={bad('team')}
                aria-describedby={desc('team')}
                onChange={(e) => patch({ team: e.target.value })}
              />
              <IssueList id={`${fid('team')}-issues`} issues={row.team} />
            </div>
          ) : null}
          {fields.role ? (
            <div className="min-w-32 flex-1">
              <label htmlFor={fid('role')} className={fieldLabel}>
                <Trans>
                  Role<span className="sr-only"> of {nameFor}</span>
                </Trans>
              </label>
              <select
                id={fid('role')}
                className={input}
                value={p.role}
                aria-invalid={bad('role')}
                aria-describedby={desc('role')}
                onChange={(e) => patch({ role: e.target.value as FormPlayer['role'] })}
              >
                <option value="">{t`Auto (middle of team)`}</option>
                {/* The roles (809.1), not the variant, whose name is the same word in English. */}
                <option value="emperor">{t({ message: 'Emperor', context: 'role' })}</option>
                <option value="general">{t({ message: 'General', context: 'role' })}</option>
              </select>
              <IssueList id={`${fid('role')}-issues`} issues={row.role} />
            </div>
          ) : null}
          {fields.range ? (
            <div className="min-w-40 flex-1">
              <label htmlFor={fid('range')} className={fieldLabel}>
                <Trans>
                  Range<span className="sr-only"> of influence of {nameFor}</span>
                </Trans>
              </label>
              <div className="flex items-center gap-3">
                <input
                  id={fid('range')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  placeholder={t`table`}
                  className={`${inputBase} h-11 w-20`}
                  value={p.range.unlimited ? '' : p.range.text}
                  disabled={p.range.unlimited}
                  aria-invalid={bad('range')}
                  aria-describedby={desc('range')}
                  onChange={(e) => patch({ range: { unlimited: false, text: e.target.value } })}
                />
                <label className={checkRow}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={p.range.unlimited}
                    onChange={(e) =>
                      patch({
                        range: { ...p.range, unlimited: e.target.checked },
                      })
                    }
                  />
                  <span>
                    <Trans>
                      Unlimited<span className="sr-only"> range for {nameFor}</span>
                    </Trans>
                  </span>
                </label>
              </div>
              <IssueList id={`${fid('range')}-issues`} issues={row.range} />
            </div>
          ) : null}
          {vanguard ? (
            <VanguardFields
              edition={edition}
              player={p}
              seat={i}
              nameFor={nameFor}
              fid={fid('vanguard')}
              table={table}
              issues={row.vanguard}
              onChange={(vanguard) => patch({ vanguard })}
            />
          ) : null}
        </div>
      ) : null}
      <IssueList issues={row.other} />
    </li>
  );
}
