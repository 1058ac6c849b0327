import { WaitState } from './wait-state.tsx';

/** An in-page wait state for content areas that already sit inside a layout's <main>. */
export function RouteLoader({ message }: { message: string }) {
  return <WaitState size="area" message={message} />;
}
