import type { FastifyInstance } from 'fastify';
import { deleteHelpItem, getFormattedHelp, reorderHelp, saveHelpItem } from '../../../shared/api/help';
import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { signedInCaller } from '../../http/guards';
import { route } from '../../http/route';
import type { SiteHooks } from '../../web/site-hooks';
import { removeItem, reorderSection, saveItem } from './help-editing-repository';
import { loadFormattedHelp } from './help-repository';

const MINUTE = 60 * 1000;

export function helpRoutes(
  app: FastifyInstance,
  { db, site, clock }: { db: Db; site: Pick<SiteHooks, 'invalidatePages'>; clock: Clock },
): void {
  route(app, getFormattedHelp, async () => loadFormattedHelp(db), { access: 'anyone' });

  // The role is checked before the body is validated, so a caller who may not edit learns only that.
  const adminWrite = {
    access: 'admins',
    // generous for an admin editing by hand, tight enough to stop a runaway script
    config: { rateLimit: { max: 120, timeWindow: MINUTE } },
  } as const;

  route(
    app,
    saveHelpItem,
    async ({ request, body }) => {
      const { userId } = signedInCaller(request);
      const item = await saveItem(db, body, { userId, now: clock() });
      // The FAQ page is server-rendered and cached: show the change to the next visitor.
      site.invalidatePages();
      return { item, ...(await loadFormattedHelp(db)) };
    },
    adminWrite,
  );

  route(
    app,
    reorderHelp,
    async ({ body }) => {
      await reorderSection(db, body);
      site.invalidatePages();
      return loadFormattedHelp(db);
    },
    adminWrite,
  );

  route(
    app,
    deleteHelpItem,
    async ({ body }) => {
      await removeItem(db, body.id);
      site.invalidatePages();
      return loadFormattedHelp(db);
    },
    adminWrite,
  );
}
