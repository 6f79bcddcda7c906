import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import ButtonRipple from './ButtonRipple';

const visibleRipples = (container: HTMLElement) => container.querySelectorAll('.MuiTouchRipple-rippleVisible').length;

it('keeps what a button asks of its ripple before the code arrives, and plays it when it has', async () => {
  const ripple = createRef<TouchRippleActions>();
  const { container } = render(<ButtonRipple ref={ripple} center />);
  expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();

  act(() => ripple.current!.start());
  await waitFor(() => expect(visibleRipples(container)).toBe(1));
});

it('passes a press straight to the ripple once its code is there', async () => {
  const first = createRef<TouchRippleActions>();
  render(<ButtonRipple ref={first} />);
  act(() => first.current!.start());
  await waitFor(() => expect(document.querySelector('.MuiTouchRipple-root')).not.toBeNull());

  const ripple = createRef<TouchRippleActions>();
  const { container } = render(<ButtonRipple ref={ripple} center />);
  act(() => ripple.current!.start());
  expect(visibleRipples(container)).toBe(1);
  act(() => ripple.current!.stop());
  expect(container.querySelectorAll('.MuiTouchRipple-childLeaving')).toHaveLength(1);
});
