const steps = [
  {
    title: 'Sign in with your phone',
    text: 'A 4-digit code by SMS, no passwords to remember.',
  },
  {
    title: 'Pick your path',
    text: 'Join a live course or apply for the Kodr bootcamp batch that suits you.',
  },
  {
    title: 'Build, practise, get hired',
    text: 'Ship projects, sharpen skills in Whizz and Kodex, and walk into interviews ready.',
  },
];

export function HomeSteps() {
  return (
    <section aria-labelledby="steps-title" className="border-y border-slate-200 bg-white">
      <div className="container-page py-20">
        <h2
          id="steps-title"
          className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
        >
          How it works
        </h2>
        <ol className="mt-12 grid gap-10 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative">
              <span className="font-mono text-sm font-bold text-brand-700">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-2 text-lg font-bold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
