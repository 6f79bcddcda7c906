/**
 * sharp (libvips, a large native library) loaded on first use: only photo uploads, AVIF
 * copies and the first start's demo pictures need it, and loading it at start cost every
 * restart close to a tenth of a second.
 */
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/** The sharp function, loaded once. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
