import { render, screen } from '@testing-library/react';
import { lazyPopup, type PopupProps } from './lazyPopup';

function Dialog({ open, title }: PopupProps & { title: string }) {
  return <div role="dialog" aria-label={title} data-open={open} />;
}

function aPopup() {
  const loads: number[] = [];
  const popup = lazyPopup(async () => {
    loads.push(Date.now());
    return { default: Dialog };
  });
  return { ...popup, loads };
}

it('loads nothing and renders nothing until it is first opened, or its code is asked for', async () => {
  const { Popup, load, loads } = aPopup();
  const { rerender } = render(<Popup open={false} title="Menu" />);
  expect(loads).toHaveLength(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await load();
  expect(loads).toHaveLength(1);
  rerender(<Popup open={false} title="Menu" />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('mounts when opened, with its props, and stays mounted (closed) for its closing transition', async () => {
  const { Popup } = aPopup();
  const { rerender } = render(<Popup open={false} title="Menu" />);
  rerender(<Popup open title="Menu" />);
  expect(await screen.findByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-open', 'true');

  rerender(<Popup open={false} title="Menu" />);
  expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-open', 'false');
});
