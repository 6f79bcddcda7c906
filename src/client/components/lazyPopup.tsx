/**
 * A popup (menu, drawer, dialog) whose code loads on first use, so a first visit doesn't
 * carry it: `load` can be called early (when the pointer or focus reaches the button), and
 * the popup mounts the first time it is opened (its chunk arrives in tens of milliseconds),
 * then stays mounted so that it can play its closing transition.
 */
import { type ComponentType, lazy, Suspense, useState } from 'react';

export type PopupProps = { open: boolean };

/** `load` to start fetching the popup's code, and `Popup` to render where the popup belongs. */
export function lazyPopup<Props extends PopupProps>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Lazy = lazy(load);
  function Popup(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { load, Popup };
}
