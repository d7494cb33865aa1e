import { GL_EVENT_WORDS } from '../../../api/area-words.gen';
import type { GlMapping } from '../../../api/glmap.api';

export type GlEvent = GlMapping['event'];

/**
 * Every GL event of the contract with the words staff know it by, as the area that posts on it
 * declares them (api/area-words.gen.ts), in the order of the areas.
 */
export const GL_EVENT_LABELS: Readonly<Record<GlEvent, string>> = GL_EVENT_WORDS;

export const GL_EVENTS = Object.keys(GL_EVENT_LABELS) as GlEvent[];

/** Tenant-wide mappings first, then by product, then in the events' own order. */
export function byProductThenEvent(a: GlMapping, b: GlMapping): number {
  const productA = a.productId ?? '';
  const productB = b.productId ?? '';
  if (productA !== productB) return productA < productB ? -1 : 1;
  return GL_EVENTS.indexOf(a.event) - GL_EVENTS.indexOf(b.event);
}
