/** What the marks on the chart mean. */
export function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-300" aria-label="Legend">
      <li className="flex items-center gap-2">
        <span className="inline-block size-3.5 rounded-full border-2 border-amber-400 shadow-[0_0_6px_#fbbf24]" />
        taking a turn
      </li>
      <li className="flex items-center gap-2">
        <span className="inline-block h-3 w-5 rounded-sm border border-sky-400/60 bg-sky-400/20" />
        range of influence
      </li>
      <li className="flex items-center gap-2">
        <span className="inline-block size-3.5 rounded-full border-2 border-dashed border-rose-400" />
        may be attacked
      </li>
    </ul>
  );
}
