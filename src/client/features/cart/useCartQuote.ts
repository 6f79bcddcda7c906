/**
 * The server's quote for the cart: today's prices, what can be ordered, the delivery fee and
 * the total, exactly as the order will have them. Asked again once the quantities have stopped
 * changing for a moment, so pressing + five times sends one request, not five.
 */
import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { type QuoteLine, useQuoteOrderQuery } from '../../api/endpoints';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useAppSelector } from '../../store/hooks';
import { selectCartItems } from '../../store/cartSlice';

const SETTLE_MS = 300;

export function useCartQuote() {
  const items = useAppSelector(selectCartItems);
  const cart = useMemo(() => items.map(({ _id, cartQuantity }) => ({ _id, quantity: cartQuantity })), [items]);
  const settled = useDebouncedValue(cart, SETTLE_MS);
  const request = settled.length > 0 ? { quoteRequest: { cart: settled } } : skipToken;
  const { data: quote, isFetching, isError, refetch } = useQuoteOrderQuery(request);
  const lines = useMemo(() => new Map<string, QuoteLine>(quote?.lines.map((line) => [line._id, line]) ?? []), [quote]);
  /** The quote describes the cart as it is now (not a moment ago, while the shopper was still pressing). */
  const current = !!quote && settled === cart && !isFetching;
  const problems = quote?.lines.filter((line) => line.problem !== null) ?? [];
  return { quote, lines, current, isError, refetch, problems };
}
