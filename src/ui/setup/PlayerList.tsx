// The players in seat order: names, teams, roles and ranges; reorder by buttons (keyboard) or by
// dragging the handle (pointer); add, remove, paste a list, and seat the table by the rules.
import { useEffect, useId, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Scenario, Table } from '../../rules';
import { btnSecondary } from '../styles';
import {
  freshName,
  movePlayer,
  newId,
  ownRanges,
  reorderByNames,
  seedValue,
  teamNames,
  type SetupForm,
  type FormPlayer,
  type Fields,
} from './form';
import { issueText, type IssueMap } from './issues';
import { PasteBox } from './PasteBox';
import { PlayerRow } from './PlayerRow';
import { useRowDrag } from './useRowDrag';
import { randomSeed, seatByRules, seatsAtRandom, type Refusal } from './probe';
import { citeRule } from './cite';
import { IssueList, RuleNo, checkRow, checkbox, hint, panelCls } from './ui';
import { WhoGoesFirst } from './WhoGoesFirst';

type Update = (fn: (d: SetupForm) => SetupForm) => void;

export function PlayerList({
  form,
  fields,
  issues,
  table,
  scenario,
  update,
}: {
  form: SetupForm;
  fields: Fields;
  issues: IssueMap;
  table: Table | null;
  scenario: Scenario;
  update: Update;
}) {
  const { t } = useLingui();
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  // Said once by screen readers, in the language of the moment.
  const [announce, setAnnounce] = useState('');
  // The last seating's result, worded when shown (so it follows a change of language).
  const [seatNote, setSeatNote] = useState<
    { ok: true; names: string[] } | { ok: false; error: Refusal } | null
  >(null);
  const seatedText = (names: readonly string[]) => {
    const order = names.join(', ');
    return t`Seated by the rules: ${order}.`;
  };
  const seatNoteText = (note: NonNullable<typeof seatNote>) => {
    if (note.ok) return seatedText(note.names);
    const reason = issueText(note.error);
    return t`Can’t seat by the rules yet: ${reason}`;
  };
  const focusNext = useRef<string | null>(null);
  const players = form.players;
  const teams = teamNames(players);
  // A variant whose players set their own ranges shows them always, with no switch.
  const custom = ownRanges(form.variant);

  // Reordering moves DOM nodes, which can drop focus: put it back where the user was.
  useEffect(() => {
    const want = focusNext.current;
    if (!want) return;
    focusNext.current = null;
    const el = listRef.current?.parentElement?.querySelector<HTMLElement>(want);
    el?.focus();
    if (el instanceof HTMLInputElement) el.select();
  });

  const setPlayers = (fn: (ps: FormPlayer[]) => FormPlayer[]) =>
    update((d) => ({ ...d, players: fn(d.players) }));

  const patchPlayer = (pid: string, patch: Partial<FormPlayer>) =>
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
    const who = p.name || t`Player`;
    const seat = to + 1;
    const seats = players.length;
    setAnnounce(t`${who} moved to seat ${seat} of ${seats}.`);
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
    const who = p.name || t`Player`;
    setAnnounce(t`${who} removed.`);
    const next = players[index + 1] ?? players[index - 1];
    focusNext.current = next
      ? `[data-player="${next.id}"][data-field="name"]`
      : `#${CSS.escape(`${id}-add`)}`;
  };

  const seat = () => {
    const r = seatByRules(scenario, randomSeed());
    if (!r.ok) {
      setSeatNote({ ok: false, error: r.error });
      return;
    }
    const order = reorderByNames(players, r.names);
    if (!order) return;
    setPlayers(() => order);
    setSeatNote({ ok: true, names: r.names });
    setAnnounce(seatedText(r.names));
  };
  const random = table !== null && seatsAtRandom(scenario);

  const { drag, rowRef, handle } = useRowDrag(players, move);

  // Nobody named and no seed: the game picks at random when it starts (newGame.ts), so the
  // engine's stand-in (the first side listed) is not shown as the first player.
  const firstOpen = form.starting.kind === 'rules' && seedValue(form.seed) === undefined;
  const firstSeat = table && !firstOpen ? table.startingSeat : null;
  const first = firstSeat !== null ? table!.players[firstSeat] : null;

  return (
    <section aria-labelledby={`${id}-title`} className={`${panelCls} flex flex-col gap-3`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t`Players`}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">({players.length})</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={btnSecondary} onClick={seat} data-testid="seat-by-rules">
            {t`Seat by the rules`}
          </button>
          {random ? (
            <button type="button" className={btnSecondary} onClick={seat} data-testid="reshuffle">
              <span aria-hidden="true">⤮</span> {t`Reshuffle`}
            </button>
          ) : null}
        </div>
      </div>
      <p className={hint}>
        {t`Listed in seat order: each player sits to the left of the one above, and turns go down the list.`}
      </p>
      {seatNote ? (
        <p
          role={seatNote.ok ? undefined : 'alert'}
          className={`text-sm ${seatNote.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300'}`}
        >
          {seatNoteText(seatNote)}
        </p>
      ) : null}
      <IssueList issues={issues.table} id={`${id}-table-issues`} />
      {!custom ? (
        <label className={checkRow}>
          <input
            type="checkbox"
            className={checkbox}
            checked={form.perPlayerRanges}
            onChange={(e) => update((d) => ({ ...d, perPlayerRanges: e.target.checked }))}
            data-testid="per-player-ranges"
          />
          <span>
            {t`Advanced: give some players their own range of influence`}{' '}
            <RuleNo cited={citeRule(form.options.edition, '801.2a')} />
          </span>
        </label>
      ) : null}

      <datalist id={`${id}-teams`}>
        {teams.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>

      <ol ref={listRef} className="flex flex-col gap-2" data-testid="player-list">
        {players.map((p, i) => (
          <PlayerRow
            key={p.id}
            p={p}
            i={i}
            count={players.length}
            listId={id}
            row={issues.players.get(i) ?? {}}
            table={table}
            fields={fields}
            vanguard={!!form.vanguard}
            edition={form.options.edition}
            firstSeat={firstSeat}
            drag={drag}
            rowRef={rowRef(p.id)}
            handle={handle(i, p.id)}
            patch={(patch) => patchPlayer(p.id, patch)}
            move={move}
            remove={remove}
          />
        ))}
      </ol>

      <button
        id={`${id}-add`}
        type="button"
        className={`${btnSecondary} w-full border-dashed`}
        onClick={add}
      >
        <span aria-hidden="true">+</span> {t`Add player`}
      </button>

      <PasteBox
        withTeams={fields.team ? (fields.teamsNeeded === false ? 'optional' : true) : false}
        teamCount={Math.max(2, teams.length)}
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
          const count = list.length;
          setAnnounce(plural(count, { one: '# player entered.', other: '# players entered.' }));
        }}
      />

      <WhoGoesFirst
        form={form}
        fields={fields}
        issues={issues}
        table={table}
        scenario={scenario}
        update={update}
        first={first}
        teams={teams}
      />

      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </section>
  );
}
