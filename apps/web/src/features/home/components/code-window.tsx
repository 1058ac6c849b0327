/** A decorative editor window for the hero; the words around it carry the message. */
export function CodeWindow() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-md rotate-1 rounded-2xl bg-slate-950 p-1 shadow-pop ring-1 ring-white/10"
    >
      <div className="flex items-center gap-2 px-4 py-3">
        <span className="size-3 rounded-full bg-red-400" />
        <span className="size-3 rounded-full bg-amber-400" />
        <span className="size-3 rounded-full bg-emerald-400" />
        <span className="ml-3 font-mono text-xs text-slate-400">career.ts</span>
      </div>
      <pre className="overflow-hidden rounded-xl bg-slate-900 p-5 font-mono text-[13px] leading-6 text-slate-200 sm:text-sm">
        <code>
          <span className="text-fuchsia-300">const</span> you ={' '}
          <span className="text-fuchsia-300">new</span>{' '}
          <span className="text-amber-200">Developer</span>(
          <span className="text-emerald-300">&apos;India&apos;</span>);{'\n'}
          {'\n'}
          you.<span className="text-sky-300">learn</span>([
          <span className="text-emerald-300">&apos;MERN&apos;</span>,{' '}
          <span className="text-emerald-300">&apos;DSA&apos;</span>,{' '}
          <span className="text-emerald-300">&apos;AI&apos;</span>]);{'\n'}
          <span className="text-fuchsia-300">await</span> you.
          <span className="text-sky-300">build</span>(projects);{'\n'}
          you.<span className="text-sky-300">practise</span>(whizz, kodex);{'\n'}
          {'\n'}
          <span className="text-slate-400">{'// offer letter incoming'}</span>
          {'\n'}
          you.<span className="text-sky-300">getHired</span>();
        </code>
      </pre>
    </div>
  );
}
