import { useCallback, useEffect, useState } from 'react';
import { useViewer } from '../session/hooks';
import { isOn, readRecord, type PushOwner } from './record';
import { canPush, refreshToken, turnOff, turnOn, type PushState } from './push';
import { pushMode } from './tokens';

/** One check of the token per page load and person, however many components ask. */
const visits = new Map<string, Promise<PushState>>();
function visit(owner: PushOwner): Promise<PushState> {
  const key = `${owner.role}:${owner.id}`;
  let result = visits.get(key);
  if (!result) {
    result = refreshToken(owner);
    visits.set(key, result);
  }
  return result;
}

/** What the push switch shows for the signed-in person, and its two actions. */
export interface Push extends PushState {
  /** Whether this browser could do push at all. */
  supported: boolean;
  /** Whether Kinetic offers push at all here (its configuration can switch it off for every browser). */
  offered: boolean;
  /** An action (asking, registering, deleting) is on its way. */
  pending: boolean;
  turnOn(): void;
  turnOff(): void;
}

/**
 * The push switch of the signed-in customer or trainer. On a visit with push on, the token is
 * checked once in the background (sent again when new, changed or older than 7 days); the browser's
 * permission is asked only by `turnOn`, from a click.
 */
export function usePush(): Push {
  const viewer = useViewer();
  const role = viewer?.role;
  const id = viewer?.id;
  const owner = role && id ? { role, id } : null;
  const [state, setState] = useState<PushState>(() => ({
    on: owner !== null && isOn(readRecord(), owner),
    problem: null,
  }));
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!role || !id) return undefined;
    let current = true;
    void visit({ role, id }).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [role, id]);

  const run = useCallback((action: () => Promise<PushState>) => {
    setPending(true);
    visits.clear();
    void action().then((next) => {
      setState(next);
      setPending(false);
    });
  }, []);

  return {
    ...state,
    supported: canPush(),
    offered: pushMode !== 'off',
    pending,
    turnOn: () => {
      if (owner) run(() => turnOn(owner));
    },
    turnOff: () => run(turnOff),
  };
}
