// Download the open table as a scenario file (docs/scenario-format.md): the Tables panel's export,
// and the Share dialog's way out when a table is too big for a link.
import { exportFileName, exportScenario } from '../../share/scenarioFile';
import { gameStore } from '../../store/gameStore';

/** Saves the open table as a file; returns the file name. */
export function exportCurrent(): string {
  // Taps still being gathered are part of the table the person sees: the file must hold them.
  gameStore.getState().commitPending();
  const s = gameStore.getState();
  const facts = { setup: s.setup, log: [...s.log], cursor: s.cursor };
  const name = exportFileName(facts);
  const url = URL.createObjectURL(new Blob([exportScenario(facts)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
