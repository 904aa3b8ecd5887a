import type { Selectable } from 'kysely';
import type { FormattedHelp } from '../../../shared/api/help';
import type { Db } from '../../db/database';
import type { HelpItemsTable } from '../../db/tables';

export interface StoredHelpItem {
  id: number;
  sectionId: number;
  question: string;
  answer: string;
  position: number;
  updatedAt: string;
}

function toStoredItem(row: Selectable<HelpItemsTable>): StoredHelpItem {
  return {
    id: row.id,
    sectionId: row.section_id,
    question: row.question,
    answer: row.answer,
    position: row.position,
    updatedAt: row.updated_at,
  };
}

/** Every section in order with its questions in order: what the FAQ page shows. */
export async function loadFormattedHelp(db: Db): Promise<FormattedHelp> {
  const [sections, items] = await Promise.all([
    db.selectFrom('help_sections').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('help_items').selectAll().orderBy('position').orderBy('id').execute(),
  ]);
  return {
    sections: sections.map((section) => ({
      id: section.id,
      slug: section.slug,
      title: section.title,
      items: items
        .filter((item) => item.section_id === section.id)
        .map((item) => ({ id: item.id, question: item.question, answer: item.answer })),
    })),
  };
}

/**
 * Takes the section's row lock for the rest of the transaction (a no-op update works alike on
 * both dialects), so two admins reordering one section at once are applied one after the other.
 * False when there is no such section.
 */
export async function lockSection(trx: Db, sectionId: number): Promise<boolean> {
  const result = await trx
    .updateTable('help_sections')
    .set((eb) => ({ position: eb.ref('position') }))
    .where('id', '=', sectionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findItem(db: Db, id: number): Promise<StoredHelpItem | undefined> {
  const row = await db.selectFrom('help_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStoredItem(row) : undefined;
}

/** The ids of a section's questions in their current order. */
export async function sectionItemIds(db: Db, sectionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('help_items')
    .select('id')
    .where('section_id', '=', sectionId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Gives a section's questions the positions 0, 1, 2… in the order of `orderedIds`. */
export async function renumberSection(
  trx: Db,
  sectionId: number,
  orderedIds: readonly number[],
): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await trx
      .updateTable('help_items')
      .set({ position })
      .where('id', '=', id)
      .where('section_id', '=', sectionId)
      .execute();
  }
}

export interface HelpItemWrite {
  sectionId: number;
  question: string;
  answer: string;
  updatedAt: string;
  updatedBy: number;
}

/** Adds a question after the section's last one; answers its id. */
export async function insertItem(trx: Db, item: HelpItemWrite): Promise<number> {
  const last = await trx
    .selectFrom('help_items')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('section_id', '=', item.sectionId)
    .executeTakeFirst();
  const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  const row = await trx
    .insertInto('help_items')
    .values({
      section_id: item.sectionId,
      question: item.question,
      answer: item.answer,
      position,
      updated_at: item.updatedAt,
      updated_by: item.updatedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItem(trx: Db, id: number, item: HelpItemWrite): Promise<void> {
  await trx
    .updateTable('help_items')
    .set({
      section_id: item.sectionId,
      question: item.question,
      answer: item.answer,
      updated_at: item.updatedAt,
      updated_by: item.updatedBy,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteItem(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('help_items').where('id', '=', id).execute();
}
