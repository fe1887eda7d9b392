// The repositories bound to the app's database (decorated as app.repositories): the only way the routes, the
// auth and access hooks and every handler reach the data (repositories/index.ts).
import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async (app) => {
    app.decorate('repositories', createRepositories(app.services.data));
  },
  { name: 'repositories', dependencies: ['database'] },
);
