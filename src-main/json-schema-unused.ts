/**
 * Stands in for Ajv and ajv-formats in the main-process bundle. electron-store (through conf)
 * imports both at load time but calls them only for a store given a JSON schema, and no store
 * here takes one: what a store holds is checked with zod where it is read. Leaving them out
 * spares every start of the app from parsing Ajv, and keeps Ajv's code-generation templates,
 * which name modules by path, out of a package that has no node_modules.
 */
function refuse(): never {
  throw new Error('JSON-schema validation is not part of the desktop app: validate store contents with zod.');
}

export class Ajv2020 {
  constructor() {
    refuse();
  }
}

export default { default: refuse };
