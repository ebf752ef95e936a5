// The players in seat order: names, teams, roles and ranges; reorder by buttons (keyboard) or by
// dragging the handle (pointer); add, remove, paste a list, and seat the table by the rules.
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import type { Scenario, Table } from '../../rules';
import { roleLabel } from '../labels';
import { btn, btnSecondary } from '../styles';
import {
  freshName,
  movePlayer,
  newId,
  reorderByNames,
  teamNames,
  type Draft,
  type DraftPlayer,
  type Fields,
} from './draft';
import type { IssueMap, PlayerField } from './issues';
import { parsePlayers } from './paste';
import { randomSeed, seatByRules, seatsAtRandom } from './probe';
import { IssueList, checkRow, checkbox, fieldLabel, hint, input, inputBase, panelCls } from './ui';

const iconBtn = `${btn} min-w-11 shrink-0 border border-slate-300 bg-white px-0 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`;

interface Drag {
  id: string;
  from: number;
  over: number;
  startY: number;
  dy: number;
}

type Update = (fn: (d: Draft) => Draft) => void;

export function PlayerList({
  draft,
  fields,
  issues,
  table,
  scenario,
  update,
}: {
  draft: Draft;
  fields: Fields;
  issues: IssueMap;
  table: Table | null;
  scenario: Scenario;
  update: Update;
}) {
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announce, setAnnounce] = useState('');
  const [seatNote, setSeatNote] = useState<{ ok: boolean; text: string } | null>(null);
  const focusNext = useRef<string | null>(null);
  const players = draft.players;
  const teams = teamNames(players);
  const custom = draft.variant === 'custom';

  // Reordering moves DOM nodes, which can drop focus: put it back where the user was.
  useEffect(() => {
    const want = focusNext.current;
    if (!want) return;
    focusNext.current = null;
    const el = listRef.current?.parentElement?.querySelector<HTMLElement>(want);
    el?.focus();
    if (el instanceof HTMLInputElement) el.select();
  });

  const setPlayers = (fn: (ps: DraftPlayer[]) => DraftPlayer[]) =>
    update((d) => ({ ...d, players: fn(d.players) }));

  const patchPlayer = (pid: string, patch: Partial<DraftPlayer>) =>
    update((d) => {
      const old = d.players.find((p) => p.id === pid);
      let starting = d.starting;
      // Keep the chosen starting player when they are renamed.
      if (
        old &&
        patch.name !== undefined &&
        starting.kind === 'player' &&
        starting.name === old.name
      )
        starting = { kind: 'player', name: patch.name };
      return {
        ...d,
        starting,
        players: d.players.map((p) => (p.id === pid ? { ...p, ...patch } : p)),
      };
    });

  const move = (from: number, to: number, how: 'up' | 'down' | 'drag') => {
    if (to < 0 || to >= players.length || from === to) return;
    const p = players[from]!;
    setPlayers((ps) => movePlayer(ps, from, to));
    setSeatNote(null);
    setAnnounce(`${p.name || 'Player'} moved to seat ${to + 1} of ${players.length}.`);
    if (how !== 'drag') {
      const edge = (how === 'up' && to === 0) || (how === 'down' && to === players.length - 1);
      const which = edge ? (how === 'up' ? 'down' : 'up') : how;
      focusNext.current = `[data-player="${p.id}"][data-move="${which}"]`;
    }
  };

  const add = () => {
    const pid = newId();
    setPlayers((ps) => [
      ...ps,
      {
        id: pid,
        name: freshName(ps),
        team: fields.team ? (ps[ps.length - 1]?.team ?? '') : '',
        role: '',
        range: { unlimited: false, text: '' },
      },
    ]);
    focusNext.current = `[data-player="${pid}"][data-field="name"]`;
  };

  const remove = (index: number) => {
    const p = players[index]!;
    update((d) => ({
      ...d,
      players: d.players.filter((q) => q.id !== p.id),
      starting:
        d.starting.kind === 'player' && d.starting.name === p.name ? { kind: 'rules' } : d.starting,
    }));
    setAnnounce(`${p.name || 'Player'} removed.`);
    const next = players[index + 1] ?? players[index - 1];
    focusNext.current = next
      ? `[data-player="${next.id}"][data-field="name"]`
      : `#${CSS.escape(`${id}-add`)}`;
  };

  const seat = () => {
    const r = seatByRules(scenario, randomSeed());
    if (!r.ok) {
      setSeatNote({
        ok: false,
        text: `Can’t seat by the rules yet: ${r.error.message}${r.error.rule ? ` — ${r.error.rule}` : ''}`,
      });
      return;
    }
    const order = reorderByNames(players, r.names);
    if (!order) return;
    setPlayers(() => order);
    const text = `Seated by the rules: ${r.names.join(', ')}.`;
    setSeatNote({ ok: true, text });
    setAnnounce(text);
  };
  const random = table !== null && seatsAtRandom(scenario);

  // ---- pointer drag on the handle ----
  const onPointerDown = (e: PointerEvent<HTMLDivElement>, index: number, pid: string) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ id: pid, from: index, over: index, startY: e.clientY, dy: 0 });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    let over = drag.from;
    players.forEach((p, i) => {
      if (p.id === drag.id) return;
      const r = rows.current.get(p.id)?.getBoundingClientRect();
      if (!r) return;
      const mid = r.top + r.height / 2;
      if (i < drag.from && e.clientY < mid) over = Math.min(over, i);
      if (i > drag.from && e.clientY > mid) over = Math.max(over, i);
    });
    setDrag({ ...drag, over, dy: e.clientY - drag.startY });
  };
  const onPointerUp = () => {
    if (!drag) return;
    const { from, over } = drag;
    setDrag(null);
    move(from, over, 'drag');
  };

  const startValue =
    draft.starting.kind === 'rules' ? 'rules' : `${draft.starting.kind}:${draft.starting.name}`;
  const startChoices = {
    teams: fields.team ? teams : [],
    players: players.map((p) => p.name.trim()).filter(Boolean),
  };
  if (draft.starting.kind === 'team' && !startChoices.teams.includes(draft.starting.name))
    startChoices.teams = [...startChoices.teams, draft.starting.name];
  if (draft.starting.kind === 'player' && !startChoices.players.includes(draft.starting.name))
    startChoices.players = [...startChoices.players, draft.starting.name];
  const first = table ? table.players[table.startingSeat] : null;

  return (
    <section aria-labelledby={`${id}-title`} className={`${panelCls} flex flex-col gap-3`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Players{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">({players.length})</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={btnSecondary} onClick={seat} data-testid="seat-by-rules">
            Seat by the rules
          </button>
          {random ? (
            <button type="button" className={btnSecondary} onClick={seat} data-testid="reshuffle">
              <span aria-hidden="true">⤮</span> Reshuffle
            </button>
          ) : null}
        </div>
      </div>
      <p className={hint}>
        Listed in seat order: each player sits to the left of the one above, and turns go down the
        list.
      </p>
      {seatNote ? (
        <p
          role={seatNote.ok ? undefined : 'alert'}
          className={`text-sm ${seatNote.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300'}`}
        >
          {seatNote.text}
        </p>
      ) : null}
      <IssueList issues={issues.table} id={`${id}-table-issues`} />
      {!custom ? (
        <label className={checkRow}>
          <input
            type="checkbox"
            className={checkbox}
            checked={draft.perPlayerRanges}
            onChange={(e) => update((d) => ({ ...d, perPlayerRanges: e.target.checked }))}
            data-testid="per-player-ranges"
          />
          <span>
            Advanced: give some players their own range of influence{' '}
            <span className="font-mono text-sm">801.2a</span>
          </span>
        </label>
      ) : null}

      <datalist id={`${id}-teams`}>
        {teams.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>

      <ol ref={listRef} className="flex flex-col gap-2" data-testid="player-list">
        {players.map((p, i) => {
          const row = issues.players.get(i) ?? {};
          const seatInfo = table?.players[i];
          const nameFor = p.name.trim() || `player ${i + 1}`;
          const dragging = drag?.id === p.id;
          const target = drag && !dragging && drag.over === i;
          const fid = (f: PlayerField) => `${id}-p${p.id}-${f}`;
          const has = (f: PlayerField) => !!row[f]?.length;
          const bad = (f: PlayerField) => row[f]?.some((x) => x.severity === 'error') || undefined;
          const desc = (f: PlayerField) => (has(f) ? `${fid(f)}-issues` : undefined);
          const facts = [
            seatInfo?.role ? roleLabel(seatInfo.role) : null,
            seatInfo ? `range ${seatInfo.range === null ? 'unlimited' : seatInfo.range}` : null,
          ].filter(Boolean);
          return (
            <li
              key={p.id}
              ref={(el) => {
                if (el) rows.current.set(p.id, el);
                else rows.current.delete(p.id);
              }}
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
                  title="Drag to change seats"
                  className="flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center gap-0.5 rounded-lg bg-slate-200 font-semibold tabular-nums select-none active:cursor-grabbing dark:bg-slate-700"
                  onPointerDown={(e) => onPointerDown(e, i, p.id)}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => setDrag(null)}
                  data-testid="drag-handle"
                >
                  <span className="text-xs text-slate-500 dark:text-slate-400">⠿</span>
                  {i + 1}
                </div>
                <div className="min-w-0 flex-1 basis-24">
                  <label htmlFor={fid('name')} className="sr-only">
                    Name of player {i + 1}
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
                    onChange={(e) => patchPlayer(p.id, { name: e.target.value })}
                  />
                  <IssueList id={`${fid('name')}-issues`} issues={row.name} />
                  {facts.length || (table && table.startingSeat === i) ? (
                    <p className="mt-1 flex flex-wrap gap-1.5 text-xs text-slate-600 dark:text-slate-400">
                      {facts.map((f) => (
                        <span key={f}>{f}</span>
                      ))}
                      {table && table.startingSeat === i ? (
                        <span className="rounded bg-amber-200 px-1.5 font-semibold text-amber-950 dark:bg-amber-400/20 dark:text-amber-200">
                          goes first
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
                    aria-label={`Move ${nameFor} up`}
                    title="Move up"
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
                    aria-label={`Move ${nameFor} down`}
                    title="Move down"
                    disabled={i === players.length - 1}
                    onClick={() => move(i, i + 1, 'down')}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className={`${iconBtn} text-rose-700 dark:text-rose-300`}
                    aria-label={`Remove ${nameFor}`}
                    title="Remove"
                    onClick={() => remove(i)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </div>

              {fields.team || fields.role || fields.range ? (
                <div className="mt-2 flex flex-wrap gap-2 pl-0 sm:pl-[3.25rem]">
                  {fields.team ? (
                    <div className="min-w-32 flex-1">
                      <label htmlFor={fid('team')} className={fieldLabel}>
                        Team<span className="sr-only"> of {nameFor}</span>
                      </label>
                      <input
                        id={fid('team')}
                        list={`${id}-teams`}
                        className={input}
                        value={p.team}
                        autoComplete="off"
                        aria-invalid={bad('team')}
                        aria-describedby={desc('team')}
                        onChange={(e) => patchPlayer(p.id, { team: e.target.value })}
                      />
                      <IssueList id={`${fid('team')}-issues`} issues={row.team} />
                    </div>
                  ) : null}
                  {fields.role ? (
                    <div className="min-w-32 flex-1">
                      <label htmlFor={fid('role')} className={fieldLabel}>
                        Role<span className="sr-only"> of {nameFor}</span>
                      </label>
                      <select
                        id={fid('role')}
                        className={input}
                        value={p.role}
                        aria-invalid={bad('role')}
                        aria-describedby={desc('role')}
                        onChange={(e) =>
                          patchPlayer(p.id, { role: e.target.value as DraftPlayer['role'] })
                        }
                      >
                        <option value="">Auto (middle of team)</option>
                        <option value="emperor">Emperor</option>
                        <option value="general">General</option>
                      </select>
                      <IssueList id={`${fid('role')}-issues`} issues={row.role} />
                    </div>
                  ) : null}
                  {fields.range ? (
                    <div className="min-w-40 flex-1">
                      <label htmlFor={fid('range')} className={fieldLabel}>
                        Range<span className="sr-only"> of influence of {nameFor}</span>
                      </label>
                      <div className="flex items-center gap-3">
                        <input
                          id={fid('range')}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          step={1}
                          placeholder="table"
                          className={`${inputBase} h-11 w-20`}
                          value={p.range.unlimited ? '' : p.range.text}
                          disabled={p.range.unlimited}
                          aria-invalid={bad('range')}
                          aria-describedby={desc('range')}
                          onChange={(e) =>
                            patchPlayer(p.id, { range: { unlimited: false, text: e.target.value } })
                          }
                        />
                        <label className={checkRow}>
                          <input
                            type="checkbox"
                            className={checkbox}
                            checked={p.range.unlimited}
                            onChange={(e) =>
                              patchPlayer(p.id, {
                                range: { ...p.range, unlimited: e.target.checked },
                              })
                            }
                          />
                          <span>
                            Unlimited<span className="sr-only"> range for {nameFor}</span>
                          </span>
                        </label>
                      </div>
                      <IssueList id={`${fid('range')}-issues`} issues={row.range} />
                    </div>
                  ) : null}
                </div>
              ) : null}
              <IssueList issues={row.other} />
            </li>
          );
        })}
      </ol>

      <button
        id={`${id}-add`}
        type="button"
        className={`${btnSecondary} w-full border-dashed`}
        onClick={add}
      >
        <span aria-hidden="true">+</span> Add player
      </button>

      <PasteBox
        withTeams={fields.team}
        onReplace={(list) => {
          update((d) => ({
            ...d,
            starting: { kind: 'rules' },
            players: list.map((q) => ({
              id: newId(),
              name: q.name,
              team: q.team,
              role: '',
              range: { unlimited: false, text: '' },
            })),
          }));
          setSeatNote(null);
          setAnnounce(`${list.length} players entered.`);
        }}
      />

      <div className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
        <h3 className="font-semibold">Who goes first</h3>
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <div>
            <label htmlFor={`${id}-start`} className={fieldLabel}>
              {fields.team ? 'Starting player or team' : 'Starting player'}
            </label>
            <select
              id={`${id}-start`}
              className={input}
              value={startValue}
              aria-invalid={issues.starting.some((x) => x.severity === 'error') || undefined}
              aria-describedby={issues.starting.length ? `${id}-start-issues` : undefined}
              data-testid="starting-select"
              onChange={(e) => {
                const v = e.target.value;
                const cut = v.indexOf(':');
                update((d) => ({
                  ...d,
                  starting:
                    v === 'rules'
                      ? { kind: 'rules' }
                      : { kind: v.slice(0, cut) as 'team' | 'player', name: v.slice(cut + 1) },
                }));
              }}
            >
              <option value="rules">Decide by the rules</option>
              {startChoices.teams.length ? (
                <optgroup label="Teams">
                  {startChoices.teams.map((t) => (
                    <option key={t} value={`team:${t}`}>
                      Team {t}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label="Players">
                {startChoices.players.map((n) => (
                  <option key={n} value={`player:${n}`}>
                    {n}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-seed`} className={fieldLabel}>
              Seed (optional)
            </label>
            <div className="flex gap-1">
              <input
                id={`${id}-seed`}
                type="number"
                inputMode="numeric"
                className={input}
                value={draft.seed}
                aria-describedby={`${id}-seed-hint`}
                onChange={(e) => update((d) => ({ ...d, seed: e.target.value }))}
                data-testid="seed"
              />
              <button
                type="button"
                className={iconBtn}
                aria-label="Roll a random seed"
                title="Roll a random seed"
                onClick={() => update((d) => ({ ...d, seed: String(randomSeed()) }))}
              >
                Roll
              </button>
            </div>
          </div>
        </div>
        <p id={`${id}-seed-hint`} className={hint}>
          The seed makes the rules’ random choices repeatable.
        </p>
        <IssueList id={`${id}-start-issues`} issues={issues.starting} />
        <p className="text-sm" aria-live="polite" data-testid="who-goes-first">
          {first ? (
            <>
              <span className="font-semibold">{first.name}</span> takes the first turn
              {table?.sharedLife
                ? `; each team starts at ${table.startingLife} life.`
                : `; everyone starts at ${table?.startingLife} life.`}
            </>
          ) : (
            'Fix the problems above to see who goes first.'
          )}
        </p>
      </div>

      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </section>
  );
}

function PasteBox({
  withTeams,
  onReplace,
}: {
  withTeams: boolean;
  onReplace: (list: { name: string; team: string }[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const parsed = parsePlayers(text, withTeams);
  const placeholder = withTeams
    ? 'Alex, Red\nBianca, Red\nCarissa, Blue\nDmitri, Blue\n\n— or a blank line between teams —\nAlex\nBianca\n\nCarissa\nDmitri'
    : 'Alex\nBianca\nCarissa\n\n— or on one line —\nAlex, Bianca, Carissa, Dmitri';
  return (
    <details className="rounded-xl border border-slate-200 dark:border-slate-700">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">
        Quick entry: type or paste all names
      </summary>
      <div className="flex flex-col gap-2 px-3 pb-3">
        <label htmlFor={`${id}-text`} className={fieldLabel}>
          Paste names, one per line (or comma-separated)
        </label>
        <textarea
          id={`${id}-text`}
          rows={7}
          className={`${inputBase} w-full py-2`}
          placeholder={placeholder}
          value={text}
          aria-describedby={`${id}-help`}
          onChange={(e) => setText(e.target.value)}
          data-testid="paste-names"
        />
        <p id={`${id}-help`} className={hint}>
          {withTeams
            ? '“Name, Team” puts a player on a team. A name on its own joins its group’s team; leave a blank line between teams.'
            : 'One name per line, or several on a line separated by commas.'}{' '}
          This replaces the list above.
        </p>
        <button
          type="button"
          className={btnSecondary}
          disabled={parsed.length === 0}
          data-testid="paste-apply"
          onClick={() => {
            onReplace(parsed);
            setText('');
          }}
        >
          Replace players with {parsed.length} {parsed.length === 1 ? 'name' : 'names'}
        </button>
      </div>
    </details>
  );
}
