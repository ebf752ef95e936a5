// Table mode's tiles (2 to 6 players): each player's tile, a Two-Headed Giant team's shared total
// once across its end (810.9), and the middle (the turn and End turn) in the strip the tiles leave
// free, turned to the player taking the turn. Geometry is tileGeometry.ts's.
import { useContext, useMemo } from 'react';
import type { ModeSeatsProps } from './ModeCircles';
import { EndButton, Facing, ModeMiddle, ModeMiddleTools, TableChip } from './ModeMiddle';
import { chipBeside, tileMiddleSizes } from './modeDie';
import { ModeTeamStrip } from './ModeTeamStrip';
import { ModeTileView } from './ModeTileView';
import { seatViewFacts } from './modeSeats';
import { fitMiddle, type TableModeLayout, type TileLayout } from './tileGeometry';

export function ModeTiles({
  derived,
  layout,
  tiles,
  facts,
  marks,
  pendingLife,
  tapped,
  centre,
  enders,
  onLife,
  onPointerDown,
  onOpen,
  onWhy,
  watching,
}: ModeSeatsProps & {
  layout: TableModeLayout;
  tiles: TileLayout;
  onWhy?: ((seat: number) => void) | undefined;
}) {
  const shared = tiles.strips.length > 0;
  const first = enders[0] ?? null;
  const facingSeat = first?.seat ?? derived.activePlayers[0] ?? null;
  const angle =
    derived.gameOver || facingSeat === null ? null : (layout.seats[facingSeat]?.angle ?? null);
  // A tablet's middle is drawn bigger, read from further away.
  const grow = Math.min(1.6, Math.max(1, Math.min(layout.width, layout.height) / 400));
  const running = first !== null;
  const die = !!useContext(ModeMiddleTools) && !derived.gameOver;
  const fit = useMemo(
    () => fitMiddle(tiles.middle, angle, tileMiddleSizes(grow, running, die)),
    [tiles.middle, angle, grow, running, die],
  );
  // The table's day or night and storm count: where the middle has no room above its words (a
  // narrow strip between two rows of tiles), on a chip beside it.
  const tableLine = running && !derived.gameOver ? (centre.table ?? '') : '';
  const chip = useMemo(
    () =>
      tableLine && !fit.above && angle !== null
        ? chipBeside(tiles.middle, fit, angle, tableLine)
        : null,
    [tableLine, fit, angle, tiles.middle],
  );
  const focusName = facts.findIndex((f) => f.isFocus);
  const focusPlayer = focusName >= 0 ? (derived.players[focusName]?.name ?? null) : null;
  return (
    <>
      <g className="tc-seats">
        {derived.players.map((p, i) => {
          const tile = tiles.tiles[i];
          if (!tile) return null;
          const f = facts[i]!;
          return (
            <ModeTileView
              key={p.name}
              {...seatViewFacts(derived, i, f, marks, pendingLife, tapped)}
              // The game over, no turn runs: no marker stays on a seat (807.4).
              {...(derived.gameOver && { markers: '' })}
              tile={tile}
              fonts={tiles.fonts}
              life={shared ? null : p.life}
              teamTag={!shared}
              role={p.role}
              focusName={focusPlayer}
              onLife={onLife}
              onPointerDown={onPointerDown}
              onOpen={onOpen}
              onWhy={onWhy}
              watching={watching}
            />
          );
        })}
      </g>
      {tiles.strips.map((strip) => {
        const members = strip.seats.map((s) => derived.players[s]!);
        const team = members[0]!.team ?? members[0]!.name;
        const inGame = members.filter((p) => p.inGame);
        const head = inGame.find((p) => p.primary) ?? inGame[0];
        const delta =
          pendingLife && members.some((p) => p.name === pendingLife.player)
            ? pendingLife.amount
            : 0;
        return (
          <ModeTeamStrip
            key={team}
            strip={strip}
            fonts={tiles.fonts}
            team={team}
            colour={facts[strip.seats[0]!]?.teamColour ?? null}
            life={members[0]!.life}
            poison={members[0]!.poison}
            delta={delta}
            head={head && !derived.gameOver && !watching ? head.seat : null}
            takingTurn={members.some((p) => p.takingTurn)}
            onLife={onLife}
          />
        );
      })}
      <Facing fit={fit} angle={angle} testId="mode-centre">
        {/* The die's room above the middle, asked for in fitting it. */}
        <g transform={`translate(0 ${fit.above / 2})`}>
          <ModeMiddle
            fit={{ ...fit, h: fit.h - fit.above }}
            first={first}
            centre={centre}
            layout={layout}
            grow={fit.grow}
            gameOver={derived.gameOver}
          />
        </g>
        {chip && <TableChip chip={chip} />}
      </Facing>
      {/* A Grand Melee of six or fewer has one marker (807.4a): no further End turn to place. */}
      {enders.slice(1).map((e) => (
        <Facing
          key={`${e.seat}-${e.label}`}
          fit={{ at: layout.seats[e.seat] ?? { x: 0, y: 0 } }}
          angle={layout.seats[e.seat]?.angle ?? null}
          testId="mode-end-group"
        >
          <EndButton ender={e} y={0} width={92} />
        </Facing>
      ))}
    </>
  );
}
