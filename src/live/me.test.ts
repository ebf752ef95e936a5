// This phone's own player: found among the table's players as the app matches names, and kept
// by the device (here without storage: it holds for the page).
import { describe, expect, it } from 'vitest';
import { meStore, seatOfMe, setMe } from './me';

const players = [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Émile' }];

describe("this phone's own seat", () => {
  it('is the seat of the player named, matched as names are matched', () => {
    expect(seatOfMe('Bo', players)).toBe(1);
    expect(seatOfMe('bo', players)).toBe(1);
    expect(seatOfMe('Emile', players)).toBe(2);
  });

  it('is none for a phone that is everyone’s, or a name not at this table', () => {
    expect(seatOfMe(null, players)).toBeNull();
    expect(seatOfMe('Cy', players)).toBeNull();
  });

  it('is chosen and cleared on the device', () => {
    setMe('Ana');
    expect(meStore.getState().name).toBe('Ana');
    setMe(null);
    expect(meStore.getState().name).toBeNull();
  });
});
