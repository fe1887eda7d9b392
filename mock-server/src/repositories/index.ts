// The data-access layer: one repository per domain, the only code that reads or writes the database for an
// operation, and the caches derived from the data (kept per database, forgotten after every write).
// A database's DataSource (its client and caches) is opened once; createRepositories binds a set of repositories
// to it and costs a few small objects, so a request may be served from whichever database is its own.
import type { PrismaClient } from '../db/client';
import { EmpowerRepository, ModuleStore } from './empower';
import { LabourRepository } from './labour';
import { NavigationRepository } from './navigation';
import { NoticesRepository } from './notices';
import { OrganisationsRepository } from './organisations';
import { ProjectsRepository } from './projects';
import { SafetyRepository } from './safety';
import { SharesRepository, ShareStore } from './shares';
import { SiteRepository } from './site';
import { TenantsRepository } from './tenants';
import { LoginAccounts, PrincipalStore, UsersRepository } from './users';

/** What is kept in memory about one database's data: loaded on first use, cleared by every write. */
class DataCaches {
  readonly principals: PrincipalStore;
  /** The username, password hash and status a login checks. */
  readonly loginAccounts = new LoginAccounts();
  /** Display-share tokens and what they may call. */
  readonly shares: ShareStore;
  readonly modules: ModuleStore;

  constructor(db: PrismaClient) {
    this.principals = new PrincipalStore(db);
    this.shares = new ShareStore(db);
    this.modules = new ModuleStore(db);
  }

  clear(): void {
    this.principals.clear();
    this.loginAccounts.clear();
    this.shares.clear();
    this.modules.clear();
  }
}

/** One database: its client and the caches of its data. */
export interface DataSource {
  db: PrismaClient;
  caches: DataCaches;
}

export const openDataSource = (db: PrismaClient): DataSource => ({ db, caches: new DataCaches(db) });

export interface Repositories {
  empower: EmpowerRepository;
  labour: LabourRepository;
  navigation: NavigationRepository;
  notices: NoticesRepository;
  organisations: OrganisationsRepository;
  projects: ProjectsRepository;
  safety: SafetyRepository;
  shares: SharesRepository;
  site: SiteRepository;
  tenants: TenantsRepository;
  users: UsersRepository;
}

export function createRepositories({ db, caches }: DataSource): Repositories {
  return {
    empower: new EmpowerRepository(db, caches.modules),
    labour: new LabourRepository(db),
    navigation: new NavigationRepository(db),
    notices: new NoticesRepository(db),
    organisations: new OrganisationsRepository(db),
    projects: new ProjectsRepository(db),
    safety: new SafetyRepository(db),
    shares: new SharesRepository(db, caches.shares),
    site: new SiteRepository(db),
    tenants: new TenantsRepository(db),
    users: new UsersRepository(db, caches.principals, caches.loginAccounts),
  };
}
