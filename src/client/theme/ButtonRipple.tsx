/**
 * Stands in for TouchRipple inside MUI's ButtonBase in the build (webpack.config.js swaps it
 * in). ButtonBase mounts its ripple only on a button's first press or keyboard focus, yet
 * imports it, with react-transition-group, for every page that has a button: 1.7 KB gzipped
 * of the first download. Here its code loads when the browser is first idle (so a first press
 * finds it there), or with the first press if that comes sooner; what the button asked of the
 * ripple before the code arrived is then played in order.
 */
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { type ComponentType, forwardRef, lazy, Suspense, useCallback, useImperativeHandle, useRef, type RefAttributes } from 'react';
import { whenIdle } from '../components/whenIdle';

type RippleComponent = ComponentType<TouchRippleProps & RefAttributes<TouchRippleActions>>;

// Its types call the default export a render function; it is the forwardRef component made from one.
const load = () => import('@mui/material/ButtonBase/TouchRipple') as unknown as Promise<{ default: RippleComponent }>;
const TouchRipple = lazy(load);
whenIdle(() => void load());

type Action = (ripple: TouchRippleActions) => void;

const ButtonRipple = forwardRef<TouchRippleActions, TouchRippleProps>(function ButtonRipple(props, ref) {
  const ripple = useRef<TouchRippleActions | null>(null);
  const waiting = useRef<Action[]>([]);
  // ButtonBase needs the handle as soon as this mounts: it holds the calls until the ripple arrives.
  useImperativeHandle(ref, () => {
    const act = (action: Action) => (ripple.current ? action(ripple.current) : waiting.current.push(action));
    return {
      start: (...args) => act((r) => r.start(...args)),
      stop: (...args) => act((r) => r.stop(...args)),
      pulsate: (...args) => act((r) => r.pulsate(...args)),
    };
  }, []);
  const arrived = useCallback((loaded: TouchRippleActions | null) => {
    ripple.current = loaded;
    if (loaded) for (const action of waiting.current.splice(0)) action(loaded);
  }, []);
  return (
    <Suspense fallback={null}>
      <TouchRipple ref={arrived} {...props} />
    </Suspense>
  );
});

export default ButtonRipple;
