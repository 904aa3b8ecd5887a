import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getUser, initialAuthenticate } from '../../../shared/api/user';
import type { Db } from '../../db/database';
import { route } from '../../http/route';
import { findActiveSession, SESSION_COOKIE } from '../../http/sessions';
import type { Clock } from '../../core/clock';
import { findUserRecord } from '../../services/user-repository';

export function userRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
  const currentUser = async ({ request }: { request: FastifyRequest }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return { data: null };
    const session = await findActiveSession(db, token, clock());
    if (!session) return { data: null };
    return { data: await findUserRecord(db, session.userId, session.publicId) };
  };
  route(app, getUser, currentUser, { access: 'anyone' });
  route(app, initialAuthenticate, currentUser, { access: 'anyone' });
}
