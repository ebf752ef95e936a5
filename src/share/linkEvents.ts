// Events in a link: each event's kind or tag and the player it names, in one byte where it can,
// then its tail (rules/events, `link`); and the refs to names that the setup writes too.
import { eventSpec, eventSpecs, type EventSpec, type GameEvent } from '../rules';
import { ByteReader, ByteWriter, ReadError, utf8Decode, utf8Encode } from './bytes';
import { words } from '../rules/words';

/** Event kinds 0–6 and their tags are each event's own (rules/events, `link`). Version 3: kind 7
 * is an event links learned later, its tag in the next varint (life events; version 4: planar). */
const TAGGED_KIND = 7;
const WHO_INLINE_MAX = 28;
const WHO_VARINT = 29;
const WHO_NONE = 30;
const WHO_LONG = 31;

export const isString = (v: unknown): v is string => typeof v === 'string';

/** ref: even = index into `list` (exact match), odd = literal string. */
export function writeRef(w: ByteWriter, value: string, list: readonly string[]): void {
  const i = list.indexOf(value);
  if (i >= 0) return w.varint(i * 2);
  const bytes = utf8Encode(value);
  w.varint(bytes.length * 2 + 1);
  w.bytes(bytes);
}

/** Reads a ref that writeRef wrote. */
export function readRef(r: ByteReader, list: readonly string[]): string {
  const v = r.varint();
  if (v % 2 === 1) return utf8Decode(r.take((v - 1) / 2));
  const s = list[v / 2];
  if (s === undefined)
    throw new ReadError(
      words(
        /*i18n*/ {
          id: 'link.data.nameNoOne',
          message: 'A name in the table data refers to no one.',
        },
      ),
    );
  return s;
}

/** The link form of an event: its spec and the code of the form its fixed fields match. A form
 * whose fixed fields are all absent also stands for values no form lists (as links always did). */
function linkForm(e: GameEvent, version: number): { spec: EventSpec; code: number; form: Form } {
  const spec = eventSpec((e as { type?: unknown }).type);
  if (!spec || spec.link.since > version)
    throw new RangeError(`Cannot encode event type ${String(e.type)}.`);
  const ev = e as unknown as Record<string, unknown>;
  const { forms } = spec.link;
  const matches = (fixed: Readonly<Record<string, unknown>> = {}) =>
    Object.entries(fixed).every(([k, want]) => ev[k] === want);
  const form =
    forms.find((f) => matches(f.fixed)) ??
    forms.find((f) => Object.values(f.fixed ?? {}).every((x) => x === undefined));
  if (!form)
    throw new RangeError(`Cannot encode ${e.type} event ${JSON.stringify(e).slice(0, 80)}.`);
  return { spec, code: form.code, form };
}

/** A tail field by its key; `a.b` is field b of the object in field a (a join's player). */
function fieldAt(e: GameEvent, key: string): unknown {
  let at: unknown = e;
  for (const k of key.split('.'))
    at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[k] : undefined;
  return at;
}

function setFieldAt(e: Record<string, unknown>, key: string, value: unknown): void {
  const path = key.split('.');
  let at = e;
  for (const k of path.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
  at[path.at(-1)!] = value;
}

type Form = EventSpec['link']['forms'][number];
/** The tail of an event in this form: a field the form fixes is not written again. */
const tailOf = (spec: EventSpec, form: Form) =>
  (spec.link.tail ?? []).filter(({ key }) => form.fixed?.[key] === undefined);

export function writeEvent(
  w: ByteWriter,
  e: GameEvent,
  names: readonly string[],
  version: number,
): void {
  const { spec, code, form } = linkForm(e, version);
  const kind = spec.link.tagged ? TAGGED_KIND : code;
  const ev = e as Partial<Record<'player' | 'players' | 'marker' | 'reason', unknown>>;
  const player = isString(ev.player) ? ev.player : undefined;
  const list = Array.isArray(ev.players) ? (ev.players as unknown[]).filter(isString) : undefined;
  const marker = typeof ev.marker === 'number' ? ev.marker : undefined;
  const index = player === undefined ? -1 : names.indexOf(player);

  if (list === undefined && marker === undefined && (player === undefined || index >= 0)) {
    if (player === undefined) w.byte(kind | (WHO_NONE << 3));
    else if (index <= WHO_INLINE_MAX) w.byte(kind | (index << 3));
    else {
      w.byte(kind | (WHO_VARINT << 3));
      w.varint(index - WHO_VARINT);
    }
  } else {
    w.byte(kind | (WHO_LONG << 3));
    const who = player === undefined ? 0 : index >= 0 ? 1 : 2;
    w.varint(who | (list ? 4 : 0) | (marker !== undefined ? 8 : 0));
    if (who === 1) w.varint(index);
    if (who === 2) w.string(player!);
    if (list) {
      w.varint(list.length);
      for (const name of list) writeRef(w, name, names);
    }
    if (marker !== undefined) w.number(marker);
  }
  if (spec.link.tagged) w.varint(code);
  for (const { key, as, optional } of tailOf(spec, form)) {
    const value = fieldAt(e, key);
    // An optional field: a byte says whether it follows.
    if (optional) {
      w.byte(value === undefined ? 0 : 1);
      if (value === undefined) continue;
    }
    if (as === 'name') writeRef(w, isString(value) ? value : '', names);
    else if (as === 'text') w.string(isString(value) ? value : '');
    else w.number(value as number);
  }
}

/** The spec and form of a link event: by kind (0–6), or by tag after kind 7. */
function linkSpecOf(version: number, tagged: boolean, code: number) {
  for (const spec of eventSpecs()) {
    if (spec.link.tagged !== tagged || spec.link.since > version) continue;
    const form = spec.link.forms.find((f) => f.code === code);
    if (form) return { spec, form };
  }
  return null;
}

export function readEvent(r: ByteReader, names: readonly string[], version: number): GameEvent {
  const b = r.byte();
  const kind = b & 7;
  const who = b >> 3;
  if (kind === TAGGED_KIND && version < 3)
    throw new ReadError(
      words(/*i18n*/ { id: 'link.data.event', message: 'The table data has an unknown event.' }),
    );
  const byIndex = (i: number) => {
    const name = names[i];
    if (name === undefined)
      throw new ReadError(
        words(
          /*i18n*/ {
            id: 'link.data.eventNoOne',
            message: 'An event in the table data refers to no one.',
          },
        ),
      );
    return name;
  };
  let player: string | undefined;
  let list: string[] | undefined;
  let marker: number | undefined;
  if (who <= WHO_INLINE_MAX) player = byIndex(who);
  else if (who === WHO_VARINT) player = byIndex(WHO_VARINT + r.varint());
  else if (who === WHO_LONG) {
    const f = r.varint();
    if (f >= 16 || (f & 3) === 3)
      throw new ReadError(
        words(
          /*i18n*/ {
            id: 'link.data.eventForm',
            message: 'The table data has an unknown event form.',
          },
        ),
      );
    if ((f & 3) === 1) player = byIndex(r.varint());
    if ((f & 3) === 2) player = r.string();
    if (f & 4) {
      const n = r.count();
      list = [];
      for (let i = 0; i < n; i++) list.push(readRef(r, names));
    }
    if (f & 8) marker = r.number();
  }
  const tagged = kind === TAGGED_KIND;
  const found = linkSpecOf(version, tagged, tagged ? r.varint() : kind);
  // Tagged events name one player at most: no list, no marker.
  if (tagged && (!found || list !== undefined || marker !== undefined))
    throw new ReadError(
      words(
        /*i18n*/ {
          id: 'link.data.lifeEvent',
          message: 'The table data has an unknown life event.',
        },
      ),
    );
  if (!found)
    throw new ReadError(
      words(/*i18n*/ { id: 'link.data.event', message: 'The table data has an unknown event.' }),
    );
  const { spec, form } = found;
  const e: Record<string, unknown> = { type: spec.type };
  if (player !== undefined) e.player = player;
  if (list !== undefined) e.players = list;
  if (marker !== undefined) e.marker = marker;
  for (const { key, as, optional } of tailOf(spec, form)) {
    if (optional && r.byte() === 0) continue;
    setFieldAt(e, key, as === 'name' ? readRef(r, names) : as === 'text' ? r.string() : r.number());
  }
  for (const [key, value] of Object.entries(form.fixed ?? {}))
    if (value !== undefined) e[key] = value;
  return e as unknown as GameEvent;
}
