// The story of the game just ended, from the game-over panel. It is told from the table shown
// (keptGameOf), not from the records database: the story opens at once, even before the record's
// write has landed, and on a device that keeps no records.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { needCatalog, useCatalog } from '../../../i18n/i18n';
import { keptGameOf } from '../../../persist/recorder';
import type { GameStore } from '../../../store/gameStore';
import { Modal } from '../../share/Modal';
import GameStory from '../GameStory';

// Its words come with it: asked for as this chunk loads, so both arrive about together.
void needCatalog('records');

export default function StoryDialog({ store, onClose }: { store: GameStore; onClose: () => void }) {
  // Waits (inside the game-over panel's Suspense) until the words are in.
  useCatalog('records');
  const { t } = useLingui();
  // The game as it was when asked: later moves (an undo) close the dialog with the panel.
  const [game] = useState(() => keptGameOf(store.getState()));
  return (
    <Modal wide title={t`The game’s story`} onClose={onClose} testId="game-story">
      {game ? <GameStory game={game} /> : <p>{t`This game has no story to tell yet.`}</p>}
    </Modal>
  );
}
