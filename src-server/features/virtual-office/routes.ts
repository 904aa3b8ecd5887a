import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_SIZE } from '../../../shared/constants';
import { deleteUnit, getUnit, listUnits, saveUnit } from '../../../shared/api/virtual-office';
import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { ApiError } from '../../core/errors';
import { signedInCaller } from '../../http/guards';
import { route, type RouteOptions } from '../../http/route';
import {
  deleteUnitById,
  findUnit,
  findUnitOwner,
  insertUnit,
  mayEdit,
  searchUnits,
  updateUnit,
  type Viewer,
} from './unit-repository';

const MINUTE = 60 * 1000;
/** Writes per client: plenty for a dispatcher updating a fleet, too few to flood the listings. */
const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: MINUTE } };

const notFound = (id: number) =>
  new ApiError(
    'NOT_FOUND',
    `There is no transport unit number ${id}. It may have been deleted; see all listings in the virtual office.`,
  );

function resolveViewer(request: FastifyRequest): Viewer {
  const { userId, companyId, isAdmin } = signedInCaller(request);
  return { userId, companyId, isAdmin };
}

async function requireEditable(db: Db, viewer: Viewer, id: number) {
  const owner = await findUnitOwner(db, id);
  if (!owner) throw notFound(id);
  if (!mayEdit(viewer, owner)) {
    throw new ApiError(
      'FORBIDDEN',
      'Only members of the company that listed this unit can change or delete it.',
    );
  }
  return owner;
}

/** The virtual office: transport units members in good standing list for each other. */
export function virtualOfficeRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
  const viewers = new WeakMap<FastifyRequest, Viewer>();
  const membersOnly: RouteOptions = {
    access: { members: 'virtual-office' },
    preHandler: [
      async (request: FastifyRequest) => {
        viewers.set(request, resolveViewer(request));
      },
    ],
  };
  const viewerOf = (request: FastifyRequest): Viewer => {
    const viewer = viewers.get(request);
    if (!viewer) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
    return viewer;
  };

  route(
    app,
    listUnits,
    async ({ request, query }) => {
      const viewer = viewerOf(request);
      const { page, ...filters } = query;
      const { items, totalItems } = await searchUnits(db, filters, page, viewer);
      return {
        items,
        total_items: totalItems,
        total_pages: Math.ceil(totalItems / PAGE_SIZE),
        page,
      };
    },
    membersOnly,
  );

  route(
    app,
    getUnit,
    async ({ request, query }) => {
      const viewer = viewerOf(request);
      const unit = await findUnit(db, query.id, viewer);
      if (!unit) throw notFound(query.id);
      return unit;
    },
    membersOnly,
  );

  route(
    app,
    saveUnit,
    async ({ request, body }) => {
      const viewer = viewerOf(request);
      const { id } = body;
      let unitId: number;
      if (id === undefined) {
        unitId = await insertUnit(db, body, viewer, clock());
      } else {
        await requireEditable(db, viewer, id);
        await updateUnit(db, id, body, clock());
        unitId = id;
      }
      const unit = await findUnit(db, unitId, viewer);
      if (!unit) throw notFound(unitId);
      return unit;
    },
    { ...membersOnly, config: WRITE_LIMIT },
  );

  route(
    app,
    deleteUnit,
    async ({ request, body }) => {
      const viewer = viewerOf(request);
      await requireEditable(db, viewer, body.id);
      await deleteUnitById(db, body.id);
      return { status: 'deleted' as const, id: body.id };
    },
    { ...membersOnly, config: WRITE_LIMIT },
  );
}
