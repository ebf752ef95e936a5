// The page's notices, drawn by a chunk fetched once the first screen is painted (most visits show
// none): the start-up JavaScript stays inside its budget.
import { lazy, Suspense } from 'react';
import { useNotices } from '../store/notices';
import { afterFirstPaint } from './useAfterPaint';

const list = afterFirstPaint(() => import('./NoticeList')).catch(() => ({ default: () => null }));
const NoticeList = lazy(() => list);

export function Notices() {
  const shown = useNotices().length > 0;
  return shown ? (
    <Suspense fallback={null}>
      <NoticeList />
    </Suspense>
  ) : null;
}
