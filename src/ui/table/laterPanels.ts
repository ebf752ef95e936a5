// The panels that wait for the first paint on the table screen (each shows once `later` has
// caught up): one chunk for all of them, so the start-up code names one file, not seven.
export { ChartWhys } from './ChartWhys';
export { FocusPanel } from './FocusPanel';
export { History } from './History';
export { PlayersTable } from '../PlayersTable';
export { PlayerActions } from './PlayerActions';
export { PlayersWhys } from './PlayersWhys';
export { WhatIf } from '../whatif/WhatIf';
