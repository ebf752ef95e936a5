// The page's notices, drawn by a chunk fetched at start beside the first paint (most visits show
// none): the start-up JavaScript stays inside its budget.
import { lazy, Suspense } from 'react';
import { useNotices } from '../store/notices';

const list = import('./NoticeList').catch(() => ({ default: () => null }));
const NoticeList = lazy(() => list);

export function Notices() {
  const shown = useNotices().length > 0;
  return shown ? (
    <Suspense fallback={null}>
      <NoticeList />
    </Suspense>
  ) : null;
}
