import { WaitState } from './wait-state.tsx';

type FullScreenStatusProps = { message: string };

/** A calm centred wait state, e.g. while the admin session is restored. */
export function FullScreenStatus({ message }: FullScreenStatusProps) {
  return <WaitState as="main" size="screen" message={message} />;
}
