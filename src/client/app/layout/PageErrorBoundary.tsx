/**
 * Catches a page that fails to render, most often because its chunk could not be downloaded
 * (a dropped connection, or a deploy that replaced the files). The frame stays; the shopper
 * gets a message and a way to try again. Layout keys it by path, so moving on clears it.
 */
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import EmptyState from '../../components/EmptyState';

type Props = { children: ReactNode };
type State = { failed: boolean };

export default class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A page failed to load', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState
        message="This page could not be loaded."
        hint="Check your connection and try again."
        action={
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      />
    );
  }
}
