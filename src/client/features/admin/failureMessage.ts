/**
 * Which message an admin sees when a call fails (SPEC section 8 pairs each action with two
 * defaults): the server's own message when it sent one; the first default ('Failed to ...')
 * when the server answered without one; the second ('Something went wrong ...') when no
 * answer came at all (network down, timeout).
 */
import { messageOf } from '../../components/useNotify';

export function failureMessage(error: unknown, refused: string, broken: string): string {
  const answered = typeof (error as { status?: unknown } | undefined)?.status === 'number';
  return messageOf(error, answered ? refused : broken);
}
