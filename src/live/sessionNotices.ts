// The notices a live room shows on this device, as the words they say: moves of this device that
// were not applied, a room that is full, crowded or nearly full, a view link the players closed,
// the relay pausing this device, a live link that is not complete. Kept apart from session.ts,
// which decides when each is shown (once per room) and pushes it, so that file holds only the
// room's connection; these build notes and push nothing.
import { words, type Words } from '../rules/words';
import { noteOf, type Note } from '../store/notices';

/** A trouble of the room's that shows a notice, once per room (session.ts keeps the count). */
export type Trouble = 'full' | 'crowded' | 'nearlyFull' | 'viewClosed' | 'flood';

/** What a notice's button does: start a new room, or ask the relay again. */
export interface TroubleActions {
  newRoom: () => void;
  retry: () => void;
}

/** Moves of this device the merge left out, worded as the history says them. */
export function droppedNote(lines: Words[]): Note {
  return noteOf({
    tone: 'info',
    title: words(
      /*i18n*/ {
        id: 'live.dropped.title',
        message:
          '{n, plural, =1 {A move of yours was not applied} other {Moves of yours were not applied}}',
      },
      { n: lines.length },
    ),
    body: words(
      /*i18n*/ {
        id: 'live.dropped.body',
        message: "Put together with the other devices' moves: {lines}.",
      },
      { lines: { list: lines } },
    ),
  });
}

/** The notice a trouble shows; a watching device (`viewOnly`) is not offered a new room. */
export function troubleNote(what: Trouble, viewOnly: boolean, actions: TroubleActions): Note {
  const newRoomAction = {
    label: words(/*i18n*/ { id: 'live.newRoom', message: 'Start a new room' }),
    run: actions.newRoom,
  };
  return what === 'full'
    ? noteOf({
        tone: 'error',
        sticky: true,
        title: words(
          /*i18n*/ {
            id: 'live.full.title',
            message: 'This live table is full: moves are no longer shared',
          },
        ),
        body: viewOnly
          ? words(
              /*i18n*/ {
                id: 'live.full.view',
                message:
                  'The room holds as much as the relay keeps, so this screen no longer follows the game. Ask the players for the link of their new room.',
              },
            )
          : words(
              /*i18n*/ {
                id: 'live.full.body',
                message:
                  'The room holds as much as the relay keeps. Moves made here stay on this device. A new room takes this game as it is now; the others join it by its code.',
              },
            ),
        ...(viewOnly ? {} : { action: newRoomAction }),
      })
    : what === 'flood'
      ? noteOf({
          tone: 'info',
          title: words(
            /*i18n*/ { id: 'live.flood.title', message: 'The relay paused this device' },
          ),
          body: words(
            /*i18n*/ {
              id: 'live.flood.body',
              message:
                'It sent too much at once. It reconnects by itself and sends its moves again; nothing is lost.',
            },
          ),
        })
      : what === 'viewClosed'
        ? noteOf({
            tone: 'error',
            sticky: true,
            title: words(
              /*i18n*/ { id: 'live.viewClosed.title', message: 'This view link was closed' },
            ),
            body: words(
              /*i18n*/ {
                id: 'live.viewClosed.body',
                message:
                  'The players closed it, so this screen no longer follows the table. Ask them for the new view link.',
              },
            ),
          })
        : what === 'crowded'
          ? noteOf({
              tone: 'error',
              title: words(
                /*i18n*/ {
                  id: 'live.crowded.title',
                  message: 'No place left at this live table',
                },
              ),
              body: words(
                /*i18n*/ {
                  id: 'live.crowded.body',
                  message:
                    'The room already holds as many devices as the relay allows. Close the table on a device or tab that does not need it, then try again. This device shows its own copy meanwhile.',
                },
              ),
              action: {
                label: words(/*i18n*/ { id: 'live.tryAgain', message: 'Try again' }),
                run: actions.retry,
              },
            })
          : noteOf({
              tone: 'info',
              title: words(
                /*i18n*/ {
                  id: 'live.nearlyFull.title',
                  message: 'This live table is nearly full',
                },
              ),
              body: words(
                /*i18n*/ {
                  id: 'live.nearlyFull.body',
                  message:
                    'Its shared history is close to the largest size the relay keeps. Start a new room before moves stop being shared: it takes this game as it is now, and the others join it by its code.',
                },
              ),
              ...(viewOnly ? {} : { action: newRoomAction }),
            });
}

/** A live link whose key, room or token is not 32 letters and digits. */
export function badLinkNote(): Note {
  return noteOf({
    tone: 'error',
    title: words(
      /*i18n*/ { id: 'live.badLink.title', message: 'This live table link is not complete' },
    ),
    body: words(
      /*i18n*/ {
        id: 'live.badLink.body',
        message:
          'A live link ends in 32 letters and digits after "#live=" or "#view=". Ask for the link again; your current table is unchanged.',
      },
    ),
  });
}
