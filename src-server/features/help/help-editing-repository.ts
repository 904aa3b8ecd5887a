import type { z } from 'zod';
import type { reorderHelpBodySchema, saveHelpItemBodySchema } from '../../../shared/api/help';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import {
  deleteItem,
  findItem,
  insertItem,
  lockSection,
  renumberSection,
  sectionItemIds,
  updateItem,
  type StoredHelpItem,
} from './help-repository';

const STALE_PAGE = 'Reload the page to see the questions as they are now.';

function sectionNotFound(sectionId: number): ApiError {
  return new ApiError('NOT_FOUND', `There is no help section ${sectionId}. ${STALE_PAGE}`, {
    sectionId: 'Choose one of the sections on the page.',
  });
}

function itemNotFound(id: number): ApiError {
  return new ApiError('NOT_FOUND', `There is no question ${id}: it may have been deleted. ${STALE_PAGE}`);
}

/** `ids` with `id` placed at `position` (clamped to the list), or last when no position is given. */
function placeAt(ids: readonly number[], id: number, position: number | undefined): number[] {
  const others = ids.filter((other) => other !== id);
  const at = Math.min(position ?? others.length, others.length);
  return [...others.slice(0, at), id, ...others.slice(at)];
}

/**
 * Creates or updates one question in one transaction: an edited question keeps its place unless
 * a position is given; moving it to another section closes the gap it leaves behind.
 */
export async function saveItem(
  db: Db,
  input: z.output<typeof saveHelpItemBodySchema>,
  { userId, now }: { userId: number; now: Date },
): Promise<StoredHelpItem> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockSection(trx, input.sectionId))) throw sectionNotFound(input.sectionId);
    const write = {
      sectionId: input.sectionId,
      question: input.question,
      answer: input.answer,
      updatedAt: now.toISOString(),
      updatedBy: userId,
    };

    let id: number;
    let position = input.position;
    if (input.id === undefined) {
      id = await insertItem(trx, write);
    } else {
      const existing = await findItem(trx, input.id);
      if (!existing) throw itemNotFound(input.id);
      id = existing.id;
      const movesSection = existing.sectionId !== input.sectionId;
      if (movesSection) await lockSection(trx, existing.sectionId);
      else position ??= (await sectionItemIds(trx, input.sectionId)).indexOf(id);
      await updateItem(trx, id, write);
      if (movesSection) {
        await renumberSection(trx, existing.sectionId, await sectionItemIds(trx, existing.sectionId));
      }
    }
    await renumberSection(
      trx,
      input.sectionId,
      placeAt(await sectionItemIds(trx, input.sectionId), id, position),
    );
    const saved = await findItem(trx, id);
    if (!saved) throw itemNotFound(id);
    return saved;
  });
}

/** Puts a section's questions in the given order; the list must name each of them exactly once. */
export async function reorderSection(
  db: Db,
  { sectionId, itemIds }: z.output<typeof reorderHelpBodySchema>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockSection(trx, sectionId))) throw sectionNotFound(sectionId);
    const current = await sectionItemIds(trx, sectionId);
    const sameQuestions = current.length === itemIds.length && current.every((id) => itemIds.includes(id));
    if (!sameQuestions) {
      throw new ApiError(
        'VALIDATION',
        `The new order does not match the section’s questions. ${STALE_PAGE}`,
        { itemIds: 'List every question of this section exactly once, and no others.' },
      );
    }
    await renumberSection(trx, sectionId, itemIds);
  });
}

export async function removeItem(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await findItem(trx, id);
    if (!existing) throw itemNotFound(id);
    await lockSection(trx, existing.sectionId);
    await deleteItem(trx, id);
    await renumberSection(trx, existing.sectionId, await sectionItemIds(trx, existing.sectionId));
  });
}
