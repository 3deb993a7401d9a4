import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { destinations, tours, treks } from '../../db/schema/index.ts';

/** What booking needs to know about a tour or a trek. */
export type ItemKind = 'tour' | 'trek';

export interface BookableTrip {
  type: ItemKind;
  id: number;
  title: string;
  slug: string;
  price: number;
  durationDays: number;
  isActive: boolean;
  destinationName: string;
}

const TABLES = { tour: tours, trek: treks } as const;

/** `"12"` is an id (within the integer column), anything else a slug. */
function condition(table: (typeof TABLES)[ItemKind], idOrSlug: number | string) {
  const text = String(idOrSlug);
  if (/^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2_147_483_647) return eq(table.id, Number(text));
  return eq(table.slug, text);
}

/** A tour or trek by id or slug, active or not; null when it does not exist. */
export async function findBookableTrip(
  db: Executor,
  type: ItemKind,
  idOrSlug: number | string,
): Promise<BookableTrip | null> {
  const table = TABLES[type];
  const [row] = await db
    .select({
      id: table.id,
      title: table.title,
      slug: table.slug,
      price: table.price,
      durationDays: table.durationDays,
      isActive: table.isActive,
      destinationName: destinations.name,
    })
    .from(table)
    .innerJoin(destinations, eq(destinations.id, table.destinationId))
    .where(condition(table, idOrSlug))
    .limit(1);
  return row ? { type, ...row } : null;
}
