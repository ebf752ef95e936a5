// Two-Headed Giant's shared life totals (810.9): one pill a team, where it covers nothing else.
import { i18n } from '@lingui/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup as markup } from 'react-dom/server';
import { I18nProvider } from '../i18n/react';
import { describe, expect, it } from 'vitest';
import { derive } from '../rules';
import { loadScenario } from '../rules/scenario';
import twoHeaded from '../../scenarios/810-two-headed-giant.json';
import { layoutTable, type Radians } from './geometry';
import { teamKeys } from './palette';
import { pillAt, TeamLife } from './TeamLife';

/** Drawn as the app draws it: under the language provider (the chart's words follow it). */
const renderToStaticMarkup = (element: ReactElement) =>
  markup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

const w = 230;
const h = 69;

describe('team life pills', () => {
  it('sit on the ring between a team’s seats, clear of every seat and outside the arrows', () => {
    const layout = layoutTable(4);
    for (const angle of [Math.PI / 4, (5 * Math.PI) / 4] as Radians[]) {
      const at = pillAt(layout, angle, w, h);
      // The turn-order label and the attack arrows are drawn inside arrowRadius.
      const nearest = Math.hypot(
        Math.max(Math.abs(at.x) - w / 2, 0),
        Math.max(Math.abs(at.y) - h / 2, 0),
      );
      expect(nearest).toBeGreaterThan(layout.arrowRadius);
      for (const p of layout.positions) {
        const dx = Math.max(Math.abs(p.x - at.x) - w / 2, 0);
        const dy = Math.max(Math.abs(p.y - at.y) - h / 2, 0);
        expect(Math.hypot(dx, dy)).toBeGreaterThanOrEqual(layout.seatRadius);
      }
    }
  });

  it('each team’s pill has its own colour from the palette', () => {
    const loaded = loadScenario({ ...twoHeaded, events: [] });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const derived = derive(loaded.value.game);
    const teams = teamKeys(derived.table.sides);
    const html = renderToStaticMarkup(
      <svg>
        <TeamLife layout={layoutTable(4)} derived={derived} pendingLife={null} teams={teams} />
      </svg>,
    );
    const strokes = [...html.matchAll(/stroke:\s*([^;"]+)/g)].map((m) => m[1]);
    const tints = [...html.matchAll(/fill="(#[0-9A-Fa-f]{6})"/g)].map((m) => m[1]);
    expect(new Set(strokes).size).toBe(2);
    expect(tints).toEqual(strokes);
    expect(strokes).toEqual([...teams.values()].map((t) => t.colour));
  });
});
