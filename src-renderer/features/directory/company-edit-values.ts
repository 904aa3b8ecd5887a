import type { z } from 'zod';
import type { companyEditSchema, EditableCompany } from '../../../shared/api/directory';

/** What the company editor's fields hold, before the schema turns it into the saved shape. */
export type CompanyEditInput = z.input<typeof companyEditSchema>;

export function formValuesOf(company: EditableCompany): CompanyEditInput {
  return {
    description: company.description,
    website: company.website,
    services: company.services,
    offices: company.offices,
    contacts: company.contacts,
  };
}

/** A list's own message: the schema's (`message`) or the one the server sent for the list (`root`). */
export function listErrorOf(error: { message?: string; root?: { message?: string } } | undefined) {
  return error?.message ?? error?.root?.message;
}
