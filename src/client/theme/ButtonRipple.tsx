/**
 * Stands in for TouchRipple inside MUI's ButtonBase in the build (webpack.config.js swaps it
 * in). ButtonBase mounts its ripple only on a button's first press or keyboard focus, yet
 * imports it, with react-transition-group, for every page that has a button: 2.2 KB gzipped
 * of the first download. Here its code loads when the browser is first idle (so a first press
 * finds it there), or with the first press if that comes sooner; what the button asked of the
 * ripple before the code arrived is then played in order.
 */
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { type ComponentType, forwardRef, type RefAttributes, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { whenIdle } from '../components/whenIdle';

type RippleComponent = ComponentType<TouchRippleProps & RefAttributes<TouchRippleActions>>;

let TouchRipple: RippleComponent | undefined;
// Its types call the default export a render function; it is the forwardRef component made from one.
const load = () =>
  (import('@mui/material/ButtonBase/TouchRipple') as unknown as Promise<{ default: RippleComponent }>).then(
    (module) => (TouchRipple = module.default),
  );
whenIdle(() => void load());

type Action = (ripple: TouchRippleActions) => void;

const ButtonRipple = forwardRef<TouchRippleActions, TouchRippleProps>(function ButtonRipple(props, ref) {
  // Not React.lazy: a Suspense boundary holds back what it reveals by up to 300 ms, so the first ripple would come late.
  const [Ripple, setRipple] = useState(() => TouchRipple);
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
  useEffect(() => {
    if (!Ripple) void load().then((loaded) => setRipple(() => loaded));
  }, [Ripple]);
  return Ripple ? <Ripple ref={arrived} {...props} /> : null;
});

export default ButtonRipple;
