// What a what-if draws over the chart (the what-if chunk supplies it, so the start bundle doesn't).
import type { ReactNode } from 'react';
import type { TableLayout } from '../../chart/geometry';

export type Overlay = (layout: TableLayout) => ReactNode;
